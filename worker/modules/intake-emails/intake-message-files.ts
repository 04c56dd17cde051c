import type { Email } from 'postal-mime';

const SUBJECT_NAME_MAX_LENGTH = 120;

/** A file name from a subject: path separators and control characters out, bounded, `email` when empty. */
function nameFromSubject(subject: string | undefined): string {
  const cleaned = (subject ?? '')
    .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SUBJECT_NAME_MAX_LENGTH)
    .trim();
  return cleaned || 'email';
}

/**
 * The files a received message becomes: each attachment (not the images its HTML shows inline), or,
 * with none, the message itself as an .eml, whose subject, sender and body the extractor reads.
 */
export function documentFilesOf(email: Pick<Email, 'attachments' | 'subject'>, raw: ArrayBuffer | Uint8Array): File[] {
  const attachments = email.attachments.filter((attachment) => !attachment.related);
  if (attachments.length === 0) return [new File([raw], `${nameFromSubject(email.subject)}.eml`, { type: 'message/rfc822' })];
  return attachments.map(
    (attachment, index) =>
      new File([attachment.content], attachment.filename?.trim() || `attachment-${index + 1}`, { type: attachment.mimeType }),
  );
}
