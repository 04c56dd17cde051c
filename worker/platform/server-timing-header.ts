/**
 * The `Server-Timing` header's grammar (entries `name;dur=ms;desc="…"`, comma-separated), written by
 * the Worker (server-timing.ts) and read by the benchmarks (scripts/bench-lib.ts); no imports, so
 * that Node runs it as it is.
 */

export type TimingEntry = { name: string; ms: number; description?: string };

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

export const serverTimingHeader = (entries: TimingEntry[]) =>
  entries
    .map(({ name, ms, description }) => `${name};dur=${ms.toFixed(2)}${description === undefined ? '' : `;desc=${quoted(description)}`}`)
    .join(', ');

const ENTRY = /([\w-]+);dur=([\d.]+)(?:;desc="((?:[^"\\]|\\.)*)")?/g;

export const parseServerTiming = (header: string): TimingEntry[] =>
  [...header.matchAll(ENTRY)].map(([, name, ms, description]) => ({
    name: name!,
    ms: Number(ms),
    ...(description === undefined ? {} : { description: description.replace(/\\(.)/g, '$1') }),
  }));
