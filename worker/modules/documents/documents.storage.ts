/** Where every file of an organization lives in R2: purging the organization deletes this prefix. */
export function organizationFilesPrefix(organizationId: string): string {
  return `${organizationId}/`;
}

/** Where an original file lives in R2: derived from ids only, never from the user's file name. */
export function originalFileKey(organizationId: string, documentId: string): string {
  return `${organizationFilesPrefix(organizationId)}originals/${documentId}`;
}

/** The first-page thumbnail, beside the original. */
export function thumbnailKey(organizationId: string, documentId: string): string {
  return `${organizationFilesPrefix(organizationId)}thumbnails/${documentId}`;
}

/** A part of a zip a job built (a large download or an export), deleted when it expires. */
export function archivePartKey(organizationId: string, jobId: string, partNumber: number): string {
  return `${organizationFilesPrefix(organizationId)}archives/${jobId}/part-${partNumber}.zip`;
}

/** Every object stored for a document, for its deletion. */
export const documentFileKeys = ({ organizationId, id, storageKey }: { organizationId: string; id: string; storageKey: string }) => [storageKey, thumbnailKey(organizationId, id)];

export async function sha256Hex(stream: ReadableStream<Uint8Array>): Promise<string> {
  const digest = new crypto.DigestStream('SHA-256');
  await stream.pipeTo(digest);
  return [...new Uint8Array(await digest.digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const R2_DELETE_LIMIT = 1000;

export async function deleteFiles(files: R2Bucket, keys: string[]) {
  for (let start = 0; start < keys.length; start += R2_DELETE_LIMIT) await files.delete(keys.slice(start, start + R2_DELETE_LIMIT));
}
