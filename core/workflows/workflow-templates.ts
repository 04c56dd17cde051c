/**
 * Placeholders of workflow templates (names, dates, email subjects and bodies, webhook bodies):
 * `{{name}}`, `{{documentDate:DD.MM.YYYY}}`, `{{property:Due date}}`. Pure: the builder's live
 * preview renders with the same code as the Worker's run.
 */

/** Every placeholder, in the order the builder's menu offers them; those marked `format` take a date format. */
export const WORKFLOW_PLACEHOLDERS = [
  { name: 'name', format: false },
  { name: 'originalName', format: false },
  { name: 'documentDate', format: true },
  { name: 'created', format: true },
  { name: 'today', format: true },
  { name: 'tags', format: false },
  { name: 'sender', format: false },
  { name: 'asn', format: false },
  { name: 'link', format: false },
  { name: 'property', format: false },
] as const;
export type WorkflowPlaceholderName = (typeof WORKFLOW_PLACEHOLDERS)[number]['name'];

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TOKENS = /YYYY|YY|MM|DD|M|D/g;

/** What a template is rendered with: the document as the run sees it. Days are 'YYYY-MM-DD'. */
export type TemplateValues = {
  name: string;
  originalName: string;
  documentDate: string | null;
  created: string;
  today: string;
  tagNames: string[];
  sender: string | null;
  archiveSerialNumber: number | null;
  link: string | null;
  /** A property's value as a person reads it (an option's name, 'Yes'), by the property's name, case ignored. */
  propertyText: (propertyName: string) => string | null;
};

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)(?::([^}]*))?\s*\}\}/g;
const KNOWN = new Set<string>(WORKFLOW_PLACEHOLDERS.map(({ name }) => name));
const WITH_FORMAT = new Set<string>(WORKFLOW_PLACEHOLDERS.filter(({ format }) => format).map(({ name }) => name));

/** Why a template cannot be rendered (an unknown placeholder, a property without a name), or undefined. */
export function templateRefusal(template: string): string | undefined {
  for (const [, name = '', argument] of template.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(name)) return `{{${name}}} is not a placeholder (${[...KNOWN].join(', ')})`;
    if (name === 'property' && !argument?.trim()) return 'name the property: {{property:Its name}}';
    if (argument !== undefined && name !== 'property' && !WITH_FORMAT.has(name)) return `{{${name}}} takes no format`;
  }
  return undefined;
}

/** A 'YYYY-MM-DD' day in a format of YYYY, YY, MM, M, DD and D (anything else stays as written). */
export function formatDay(day: string, format = DEFAULT_DATE_FORMAT): string {
  const [year = '', month = '', date = ''] = day.split('-');
  const parts: Record<string, string> = {
    YYYY: year,
    YY: year.slice(-2),
    MM: month,
    M: String(Number(month)),
    DD: date,
    D: String(Number(date)),
  };
  return format.replace(DATE_TOKENS, (token) => parts[token] ?? token);
}

type Escape = (text: string) => string;

/** JSON bodies: a value lands inside a JSON string as it is written in the template (`"name": "{{name}}"`). */
export const escapeForJsonString: Escape = (text) => JSON.stringify(text).slice(1, -1);

/** The template with each placeholder replaced; a value the document lacks (no date, no sender) is empty. */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  { escapeValue = (text: string) => text }: { escapeValue?: Escape } = {},
): string {
  return template.replace(PLACEHOLDER, (_, name: string, argument: string | undefined) => {
    const format = argument?.trim() || undefined;
    const day = (value: string | null) => (value ? formatDay(value, format) : '');
    const text = (() => {
      switch (name) {
        case 'name':
          return values.name;
        case 'originalName':
          return values.originalName;
        case 'documentDate':
          return day(values.documentDate);
        case 'created':
          return day(values.created);
        case 'today':
          return day(values.today);
        case 'tags':
          return values.tagNames.join(', ');
        case 'sender':
          return values.sender ?? '';
        case 'asn':
          return values.archiveSerialNumber === null ? '' : String(values.archiveSerialNumber);
        case 'link':
          return values.link ?? '';
        case 'property':
          return values.propertyText(argument?.trim() ?? '') ?? '';
        default:
          return '';
      }
    })();
    return escapeValue(text);
  });
}
