/**
 * What an organization does with the barcodes on scanned pages, each off until an admin turns it on:
 * separator sheets split a scan into documents (the sheets dropped), an archive serial number label
 * numbers the document, a tag label tags it. Pure: the Worker's pipeline and the settings form share it.
 */
export type BarcodeSettings = {
  separator: { isEnabled: boolean; text: string };
  asn: { isEnabled: boolean; prefix: string };
  tags: { isEnabled: boolean; prefix: string; mayCreateTags: boolean };
};

export const DEFAULT_BARCODE_SETTINGS: BarcodeSettings = {
  separator: { isEnabled: false, text: 'PATCH T' },
  asn: { isEnabled: false, prefix: 'ASN' },
  tags: { isEnabled: false, prefix: 'TAG:', mayCreateTags: false },
};

export const isAnyBarcodeEnabled = (settings: BarcodeSettings) =>
  settings.separator.isEnabled || settings.asn.isEnabled || settings.tags.isEnabled;

/** Whether a page with these barcodes is a separator sheet (dropped from the documents it splits). */
export const isSeparatorSheet = (settings: BarcodeSettings, texts: readonly string[]) =>
  settings.separator.isEnabled && texts.some((text) => text.trim() === settings.separator.text);

/** What a document's pages' barcodes (each page's texts, in order) ask for: one part per run of pages between separator sheets. */
export type BarcodeActions = { parts: { pages: number[]; archiveSerialNumber: number | null; tagNames: string[] }[] };

/**
 * The documents a scan becomes and what each gets. Without separator sheets (or with them off), the
 * whole scan is one part; sheets are dropped, and a scan of sheets only stays whole. The first label
 * of a part gives its number; every tag label its tag, once (the name's case as first found).
 */
export function barcodeActions(settings: BarcodeSettings, pages: readonly (readonly string[])[]): BarcodeActions {
  const runs: number[][] = [[]];
  pages.forEach((texts, index) => {
    if (isSeparatorSheet(settings, texts)) runs.push([]);
    else runs.at(-1)!.push(index + 1);
  });
  const parts = runs.filter((run) => run.length > 0);
  const numberPattern = new RegExp(`^${escapeRegExp(settings.asn.prefix)}\\s*0*(\\d{1,10})$`, 'i');
  return {
    parts: (parts.length > 0 ? parts : [pages.map((_, index) => index + 1)]).map((run) => {
      const texts = run.flatMap((page) => pages[page - 1] ?? []).map((text) => text.trim());
      const number = settings.asn.isEnabled
        ? texts.map((text) => numberPattern.exec(text)?.[1]).find((digits) => digits !== undefined)
        : undefined;
      const tagNames = settings.tags.isEnabled
        ? [
            ...new Map(
              texts
                .filter((text) => text.toLowerCase().startsWith(settings.tags.prefix.toLowerCase()))
                .map((text) => text.slice(settings.tags.prefix.length).trim())
                .filter(Boolean)
                .map((name) => [name.toLowerCase(), name]),
            ).values(),
          ]
        : [];
      const archiveSerialNumber = number === undefined ? null : Number(number);
      return {
        pages: run,
        archiveSerialNumber: archiveSerialNumber && archiveSerialNumber <= 2_147_483_647 ? archiveSerialNumber : null,
        tagNames,
      };
    }),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
