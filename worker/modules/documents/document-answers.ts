import type { Context } from 'hono';
import type { BatchedRead } from '../../platform/db/batched-read';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toDocumentDto } from '../../../core/documents/documents.dto';
import {
  documentNotFound,
  documentTooLarge,
  uploadedFileEmpty,
  uploadNotMultipart,
  uploadWithoutFile,
} from '../../../core/documents/documents.errors';
import { findDocumentDetail } from './documents.repository';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A read of the route's document, sent with the session and membership checks; a 404 when it is not there. */
export async function readDocument<T>(c: Context<OrganizationEnv>, read: BatchedRead<T | undefined>): Promise<T> {
  const found = await c.var.access.read(read);
  if (!found) throw documentNotFound();
  return found;
}

/** A document as its own answers give it: with its tags, its custom properties' values and its current version. */
export async function documentDetail(c: Context<OrganizationEnv>, documentId: string) {
  const { document, tags, properties, versions } = await readDocument(
    c,
    findDocumentDetail(c.var.deps.organizationDb, c.var.organizationId, documentId),
  );
  return toDocumentDto(document, tags, properties, versions);
}

/** The request's multipart form with its file checked (present, not empty, within the upload limit). */
export async function readUploadForm(c: Context<OrganizationEnv>): Promise<{ file: File; form: FormData }> {
  const maxSize = c.var.settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE;
  // Refuse an announced oversize body before buffering it.
  if (Number(c.req.header('content-length') ?? 0) > maxSize + MULTIPART_OVERHEAD_BYTES) throw documentTooLarge();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw uploadNotMultipart();
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw uploadWithoutFile();
  if (file.size === 0) throw uploadedFileEmpty();
  if (file.size > maxSize) throw documentTooLarge();
  return { file, form };
}
