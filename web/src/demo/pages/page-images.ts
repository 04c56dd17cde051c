/**
 * The page editor's images of the demo's versions, drawn once each and kept in memory as object URLs,
 * as the Worker keeps them in R2 beside their version: they go with their version, or with their
 * document deleted for good.
 */
const imagesByDocument = new Map<string, Map<string, Promise<string>>>();

const keyOf = (versionId: string, pageNumber: number) => `${versionId}:${pageNumber}`;

/** The URL of a page's image, drawn by `draw` the first time; a drawing that failed is tried again next time. */
export function pageImageUrl(
  { documentId, versionId, pageNumber }: { documentId: string; versionId: string; pageNumber: number },
  draw: () => Promise<Blob>,
): Promise<string> {
  let images = imagesByDocument.get(documentId);
  if (!images) imagesByDocument.set(documentId, (images = new Map()));
  const key = keyOf(versionId, pageNumber);
  let url = images.get(key);
  if (!url) {
    url = draw().then((blob) => URL.createObjectURL(blob));
    images.set(key, url);
    url.catch(() => images.delete(key));
  }
  return url;
}

/** Lets go of a document's page images: those of one version, or all of them. */
export function dropPageImages(documentId: string, versionId?: string): void {
  const images = imagesByDocument.get(documentId);
  if (!images) return;
  for (const [key, url] of images) {
    if (versionId !== undefined && !key.startsWith(`${versionId}:`)) continue;
    images.delete(key);
    void url.then(URL.revokeObjectURL, () => undefined);
  }
  if (images.size === 0) imagesByDocument.delete(documentId);
}
