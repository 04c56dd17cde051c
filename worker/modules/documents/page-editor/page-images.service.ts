import type { OrganizationDependencies } from '../../../platform/dependencies';
import { pageImageKey } from '../../../platform/organization-files';
import { UnreadableFileError } from '../../../../core/pages/unreadable-file-error';
import { pageImageNotFound, versionNotFound } from '../../../../core/documents/documents.errors';
import { onePageAtATime } from '../pages/one-page-at-a-time';
import { pagesInWorker } from '../pages/worker-page-editor';
import { workerPageReader } from '../pages/worker-page-reader';
import { findVersion, markPageImagesMade } from '../versions/document-versions.repository';

type OfVersion = { organizationId: string; documentId: string; versionId: string };

async function versionFile(deps: OrganizationDependencies, { organizationId, documentId, versionId }: OfVersion) {
  const version = await findVersion(deps.organizationDb, organizationId, documentId, versionId);
  const object = version && (await deps.files.get(version.storageKey));
  if (!version || !object) throw versionNotFound();
  return { version, bytes: new Uint8Array(await object.arrayBuffer()) };
}

/** A version's pages, each with its rotation: what the page editor lays out. */
export async function listVersionPages(deps: OrganizationDependencies, of: OfVersion) {
  const { bytes } = await versionFile(deps, of);
  return pagesInWorker(bytes);
}

/**
 * A page of a version drawn small (a WebP, as the document's thumbnail), for the page editor: made
 * the first time it is asked for and kept in R2 beside the version, which takes them when it goes.
 * `conditions` are the request's, so that R2 answers a browser's current copy without its body.
 */
export async function versionPageImage(deps: OrganizationDependencies, of: OfVersion & { pageNumber: number; conditions: Headers }) {
  const { organizationId, versionId, pageNumber } = of;
  const key = pageImageKey(organizationId, versionId, pageNumber);
  const stored = await deps.files.get(key, { onlyIf: of.conditions });
  if (stored) return stored;
  const { bytes } = await versionFile(deps, of);
  let image;
  try {
    image = await onePageAtATime(async () => (await (await workerPageReader(deps.assets)).open({ bytes })).thumbnail(pageNumber));
  } catch (error) {
    if (error instanceof UnreadableFileError) throw pageImageNotFound();
    throw error;
  }
  await deps.files.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
  await markPageImagesMade(deps.organizationDb, versionId);
  const made = await deps.files.get(key);
  if (!made) throw pageImageNotFound();
  return made;
}
