import type { PropertyValue } from '../properties/property-types';

/**
 * What goes into a zip of documents: each file under a name no other entry has (names differ only in
 * case count as the same: most file systems that unpack it think so), and `metadata.csv` beside them.
 * Pure, shared by the Worker's download and the demo's.
 */
export const METADATA_FILE_NAME = 'metadata.csv';

/** Hands out entry names in order: `invoice.pdf`, then `invoice (2).pdf`, `invoice (3).pdf`… */
export function entryNamer(reserved: readonly string[] = [METADATA_FILE_NAME]) {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return (name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

export type ArchiveMetadataRow = {
  /** The texts of its notes, oldest first. */
  notes: string[];
  /** Its custom properties' values by property name, options by name (valuesByPropertyName). */
  properties: Record<string, PropertyValue>;
  entryName: string;
  name: string;
  originalName: string;
  size: number;
  mimeType: string;
  createdAt: Date;
  documentDate: string | null;
  tags: string[];
  firstLine: string;
};

const METADATA_COLUMNS = [
  'file',
  'name',
  'original name',
  'size',
  'type',
  'created',
  'document date',
  'tags',
  'first line',
  'notes',
] as const;

/** A property's value in a cell: lists as tags are, `yes`/`no`, empty when unset. */
function csvPropertyText(value: PropertyValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A field a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading quote mark.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The first line of a content with text, cut to 200 characters. */
export function firstLineOf(content: string): string {
  const line = content.trimStart().split(/\r?\n/, 1)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trimEnd();
}

/** The CSV of the rows: the fixed columns, then one per custom property (`propertyNames`, the organization's order). */
export function metadataCsv(rows: readonly ArchiveMetadataRow[], propertyNames: readonly string[] = []): string {
  const lines = [
    [...METADATA_COLUMNS, ...propertyNames].map(csvField).join(','),
    ...rows.map((row) =>
      [
        row.entryName,
        row.name,
        row.originalName,
        String(row.size),
        row.mimeType,
        row.createdAt.toISOString(),
        row.documentDate ?? '',
        row.tags.join('; '),
        row.firstLine,
        // A blank line between notes, as one would write them by hand.
        row.notes.join('\n\n'),
        ...propertyNames.map((name) => csvPropertyText(row.properties[name])),
      ]
        .map(csvField)
        .join(','),
    ),
  ];
  // CRLF as RFC 4180 says, and a byte order mark so spreadsheets read the names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
