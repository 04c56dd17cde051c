// Where an organization's files live in R2 (originals, thumbnails, zips, intake emails) and the calls that store and
// delete them: plumbing under the documents, intake emails and the purge alike.

/** Where every file of an organization lives in R2: purging the organization deletes this prefix. */
export function organizationFilesPrefix(organizationId: string): string {
  return `${organizationId}/`;
}

/** Where an original file lives in R2: derived from ids only, never from the user's file name. */
export function originalFileKey(organizationId: string, documentId: string): string {
  return `${organizationFilesPrefix(organizationId)}originals/${documentId}`;
}

/** A version's file after the first (the first is the document's original). */
export function versionFileKey(organizationId: string, documentId: string, versionId: string): string {
  return `${organizationFilesPrefix(organizationId)}versions/${documentId}/${versionId}`;
}

/** Where the page editor's small images of a version's pages live: deleted with the version. */
export function pageImagesPrefix(organizationId: string, versionId: string): string {
  return `${organizationFilesPrefix(organizationId)}pages/${versionId}/`;
}

export const pageImageKey = (organizationId: string, versionId: string, pageNumber: number) =>
  `${pageImagesPrefix(organizationId, versionId)}${pageNumber}.webp`;

/** Deletes every object under a prefix, a listed page at a time. */
export async function deletePrefix(files: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await files.list({ prefix, limit: R2_LIST_LIMIT, cursor });
    if (page.objects.length > 0) await files.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** The first-page thumbnail, beside the original. */
export function thumbnailKey(organizationId: string, documentId: string): string {
  return `${organizationFilesPrefix(organizationId)}thumbnails/${documentId}`;
}

/** A part of a zip a job built (a large download or an export), deleted when it expires. */
export function archivePartKey(organizationId: string, jobId: string, partNumber: number): string {
  return `${organizationFilesPrefix(organizationId)}archives/${jobId}/part-${partNumber}.zip`;
}

/** An import's files: the uploaded export, its report and the chunks its analysis staged; deleted with the import. */
export function importFilesPrefix(organizationId: string, importId: string): string {
  return `${organizationFilesPrefix(organizationId)}imports/${importId}/`;
}

/** The organization's suggestions model (worker/modules/suggestions): learned from its documents, kept with its files, never exported. */
export const suggestionModelKey = (organizationId: string) => `${organizationFilesPrefix(organizationId)}suggestions/model.json`;

/** Every object stored for a document, for its deletion. */
export const documentFileKeys = ({ organizationId, id, storageKey }: { organizationId: string; id: string; storageKey: string }) => [
  storageKey,
  thumbnailKey(organizationId, id),
];

export async function sha256Hex(stream: ReadableStream<Uint8Array>): Promise<string> {
  const digest = new crypto.DigestStream('SHA-256');
  await stream.pipeTo(digest);
  return [...new Uint8Array(await digest.digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const R2_DELETE_LIMIT = 1000;

export async function deleteFiles(files: R2Bucket, keys: string[]) {
  for (let start = 0; start < keys.length; start += R2_DELETE_LIMIT) await files.delete(keys.slice(start, start + R2_DELETE_LIMIT));
}

const R2_LIST_LIMIT = 1000;

/**
 * Every file stored for an organization (originals, thumbnails, archives, intake emails), a listed page
 * of them at a time, at most `maxPages` pages; answers whether some may be left. Each page is two R2
 * calls; a purge resumes from the start of the prefix, where what it deleted is no longer listed.
 */
export async function deleteOrganizationFiles(files: R2Bucket, organizationId: string, { maxPages = Number.POSITIVE_INFINITY } = {}) {
  let cursor: string | undefined;
  for (let pages = 0; pages < maxPages; pages++) {
    const page = await files.list({ prefix: organizationFilesPrefix(organizationId), limit: R2_LIST_LIMIT, cursor });
    if (page.objects.length > 0) await files.delete(page.objects.map((object) => object.key));
    if (!page.truncated) return false;
    cursor = page.cursor;
  }
  return true;
}
