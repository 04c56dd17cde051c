import { describe, expect, it } from 'vitest';
import { openInNewTab, type OpenWindow } from './open-in-new-tab';

function fakeBrowser({ isBlocked = false } = {}) {
  const opened: { url: string; target: string; features?: string }[] = [];
  const tab = { opener: 'the app' as unknown, location: { href: 'about:blank' }, isClosed: false, close: () => (tab.isClosed = true) };
  const open: OpenWindow = (url, target, features) => {
    opened.push({ url, target, features });
    return isBlocked ? null : tab;
  };
  return { opened, tab, open };
}

describe('openInNewTab', () => {
  it('opens a blank tab before the URL is known, then sends it there, with no handle on the app', async () => {
    const browser = fakeBrowser();
    let resolveUrl!: (url: string) => void;
    const opening = openInNewTab(() => new Promise((resolve) => (resolveUrl = resolve)), browser.open);

    expect(browser.opened).toEqual([{ url: 'about:blank', target: '_blank', features: undefined }]);
    expect(browser.tab.opener).toBeNull();
    resolveUrl('https://billing.example.com/session/1');
    await opening;
    expect(browser.tab.location.href).toBe('https://billing.example.com/session/1');
    expect(browser.opened).toHaveLength(1);
  });

  it('closes the tab and throws when the URL cannot be had', async () => {
    const browser = fakeBrowser();
    await expect(openInNewTab(() => Promise.reject(new Error('portal down')), browser.open)).rejects.toThrow('portal down');
    expect(browser.tab.isClosed).toBe(true);
  });

  it('tries once more with the URL when the blank tab was blocked', async () => {
    const browser = fakeBrowser({ isBlocked: true });
    await openInNewTab(() => Promise.resolve('https://billing.example.com/session/2'), browser.open);
    expect(browser.opened.map(({ url, features }) => [url, features])).toEqual([
      ['about:blank', undefined],
      ['https://billing.example.com/session/2', 'noopener'],
    ]);
  });
});
