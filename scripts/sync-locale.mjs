// Translator's helper: `node scripts/sync-locale.mjs fr` prints the English keys missing from fr.json
// (as flat JSON) and drops fr's keys that English no longer has. `--apply file.json` merges a flat
// JSON of translations into fr.json, in English's key order.
import { readFileSync, writeFileSync } from 'node:fs';

const [locale, flag, translationsPath] = process.argv.slice(2);
const path = (name) => new URL(`../web/src/i18n/locales/${name}.json`, import.meta.url);
const read = (name) => JSON.parse(readFileSync(path(name), 'utf8'));

const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

function unflatten(entries) {
  const root = {};
  for (const [key, value] of entries) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = value;
  }
  return root;
}

const english = flatten(read('en'));
const current = new Map(flatten(read(locale)));
if (flag === '--apply')
  for (const [key, value] of Object.entries(JSON.parse(readFileSync(translationsPath, 'utf8')))) current.set(key, value);

// Plural forms differ by language (Polish has _few and _many): keep the locale's own forms of a
// plural key English has, right after English's forms.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const englishPluralBases = new Set(
  english
    .map(([key]) => key)
    .filter((key) => PLURAL_SUFFIX.test(key))
    .map((key) => key.replace(PLURAL_SUFFIX, '')),
);
const merged = [];
const placed = new Set();
for (const [key] of english) {
  const family =
    PLURAL_SUFFIX.test(key) && englishPluralBases.has(key.replace(PLURAL_SUFFIX, ''))
      ? [...current.keys()].filter(
          (candidate) => candidate.replace(PLURAL_SUFFIX, '') === key.replace(PLURAL_SUFFIX, '') && PLURAL_SUFFIX.test(candidate),
        )
      : [key];
  for (const member of family) {
    if (current.has(member) && !placed.has(member)) {
      placed.add(member);
      merged.push([member, current.get(member)]);
    }
  }
}
writeFileSync(path(locale), `${JSON.stringify(unflatten(merged), null, 2)}\n`);
const missing = Object.fromEntries(english.filter(([key]) => !current.has(key)));
if (flag !== '--apply') console.log(JSON.stringify(missing, null, 2));
else console.error(`${locale}: ${Object.keys(missing).length} keys still missing`);
