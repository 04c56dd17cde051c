/** The part of `window.open` this needs; tests pass their own. */
export type OpenWindow = (
  url: string,
  target: string,
  features?: string,
) => { opener: unknown; location: { href: string }; close(): void } | null;

const openWindow: OpenWindow = (url, target, features) => window.open(url, target, features);

/**
 * Opens a new tab on a URL that is yet to be fetched. The tab opens at once, blank, while the click is
 * still being handled (a pop-up blocker refuses a tab opened later, once the URL has arrived), then
 * goes to the URL; it closes again when the URL cannot be had, and the error is thrown. The page
 * opened gets no handle on this one.
 */
export async function openInNewTab(fetchUrl: () => Promise<string>, open: OpenWindow = openWindow): Promise<void> {
  const tab = open('about:blank', '_blank');
  if (tab) tab.opener = null;
  let url: string;
  try {
    url = await fetchUrl();
  } catch (error) {
    tab?.close();
    throw error;
  }
  // Blocked all the same: one more try, which a browser that allows pop-ups after a click lets through.
  if (tab) tab.location.href = url;
  else open(url, '_blank', 'noopener');
}
