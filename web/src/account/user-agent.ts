/** A browser and system in a few words ("Firefox on Windows"), from a user agent; undefined when unknown. */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const nameIn = (userAgent: string, names: [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeUserAgent(userAgent: string | null | undefined): { browser?: string; system?: string } {
  if (!userAgent) return {};
  return { browser: nameIn(userAgent, BROWSERS), system: nameIn(userAgent, SYSTEMS) };
}
