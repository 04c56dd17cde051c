/**
 * How an organization names its documents, learned from the names its people gave them: each renamed
 * document's name written as a pattern over its own values (the options of its suggested properties,
 * its document date in the usual formats), and the most common pattern kept when enough documents
 * follow it. A new document is then named by the pattern from its values, or the values suggested for
 * it. Pure: the Worker learns it with the model and predicts with it.
 */

/** Renamed documents that must follow a pattern before it is suggested, as a value needs labelled documents. */
export const MIN_DOCUMENTS_PER_HABIT = 5;
/** The share of the renamed documents a pattern must name: a habit, not one of several. */
const MIN_HABIT_SHARE = 0.5;

const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY-MM', 'MM.YYYY', 'MM/YYYY', 'YYYY'] as const;
type DateFormat = (typeof DATE_FORMATS)[number];

export type NamePart = { text: string } | { propertyId: string } | { date: DateFormat };
export type NameHabit = { parts: NamePart[]; documents: number; confidence: number };

/** A document as the habit reads it: its name as uploaded and now, its date, and its suggested properties' option names. */
export type NamedDocument = {
  name: string;
  originalName: string;
  documentDate: string | null;
  optionNames: { propertyId: string; name: string }[];
};

function formatDay(day: string, format: DateFormat) {
  const [year, month, date] = day.split('-') as [string, string, string];
  return format.replace('YYYY', year).replace('MM', month).replace('DD', date);
}

type Value = { text: string; part: NamePart };

/** The values a name may be made of, the longest first so that a date is found whole before its year. */
function valuesOf({ documentDate, optionNames }: Pick<NamedDocument, 'documentDate' | 'optionNames'>): Value[] {
  const dates = documentDate ? DATE_FORMATS.map((format) => ({ text: formatDay(documentDate, format), part: { date: format } })) : [];
  const options = optionNames
    .filter(({ name }) => name.trim() !== '')
    .map(({ propertyId, name }) => ({ text: name, part: { propertyId } }));
  return [...options, ...dates].sort((a, b) => b.text.length - a.text.length);
}

/** The name as a pattern over the document's values, or null when none of them is in it. */
export function namePatternOf(document: Pick<NamedDocument, 'name' | 'documentDate' | 'optionNames'>): NamePart[] | null {
  let parts: NamePart[] = [{ text: document.name }];
  for (const { text, part } of valuesOf(document))
    parts = parts.flatMap((piece) => {
      if (!('text' in piece)) return [piece];
      const pieces = piece.text.split(text);
      return pieces.flatMap((between, index) => [...(between ? [{ text: between }] : []), ...(index < pieces.length - 1 ? [part] : [])]);
    });
  return parts.some((part) => !('text' in part)) ? parts : null;
}

const patternKey = (parts: NamePart[]) => JSON.stringify(parts);

/** Learns the habit from the organization's documents, one at a time; `finish` answers it, or null when there is none. */
export function createNameHabitLearner() {
  const patterns = new Map<string, { parts: NamePart[]; documents: number }>();
  let renamed = 0;
  return {
    add(document: NamedDocument) {
      // A name as it came is no one's choice.
      if (document.name === document.originalName) return;
      renamed += 1;
      const parts = namePatternOf(document);
      if (!parts) return;
      const key = patternKey(parts);
      const seen = patterns.get(key) ?? { parts, documents: 0 };
      patterns.set(key, { ...seen, documents: seen.documents + 1 });
    },
    finish(): NameHabit | null {
      const best = [...patterns.values()].reduce<{ parts: NamePart[]; documents: number } | undefined>(
        (most, candidate) => (!most || candidate.documents > most.documents ? candidate : most),
        undefined,
      );
      if (!best || best.documents < MIN_DOCUMENTS_PER_HABIT || best.documents / renamed < MIN_HABIT_SHARE) return null;
      // As a suggestion's confidence counts: one wrong and one right more than seen, so that a few do not make a certainty.
      return { ...best, confidence: (best.documents + 1) / (renamed + 2) };
    },
  };
}

/**
 * The name the habit gives a document, from its values or the values suggested for it (the option's
 * name and how sure that suggestion is); null when one is missing. Its confidence is the habit's,
 * times that of each suggested value it uses.
 */
export function nameByHabit(
  habit: NameHabit,
  document: { documentDate: string | null; optionNames: Map<string, { name: string; confidence: number }> },
): { name: string; confidence: number } | null {
  let confidence = habit.confidence;
  let name = '';
  for (const part of habit.parts) {
    if ('text' in part) name += part.text;
    else if ('date' in part) {
      if (!document.documentDate) return null;
      name += formatDay(document.documentDate, part.date);
    } else {
      const option = document.optionNames.get(part.propertyId);
      if (!option) return null;
      name += option.name;
      confidence *= option.confidence;
    }
  }
  return { name: name.trim(), confidence };
}
