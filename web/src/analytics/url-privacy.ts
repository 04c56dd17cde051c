type Properties = Record<string, unknown>;

const ABSOLUTE_URL = /^https?:\/\//;

/** An address without its query and fragment. */
function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The properties of an analytics event with every address in them (the page's, the referrer's, the
 * first page of the session's…) cut before its query: a page's query can hold a password reset
 * token or what was searched for, which must not leave the app. Paths stay: they hold ids only.
 */
export function withoutUrlQueries<Event extends { properties: Properties; $set?: Properties; $set_once?: Properties }>(
  event: Event,
): Event {
  const clean = (properties: Properties) =>
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        typeof value === 'string' && ABSOLUTE_URL.test(value) ? withoutQuery(value) : value,
      ]),
    );
  return {
    ...event,
    properties: clean(event.properties),
    ...(event.$set ? { $set: clean(event.$set) } : {}),
    ...(event.$set_once ? { $set_once: clean(event.$set_once) } : {}),
  };
}
