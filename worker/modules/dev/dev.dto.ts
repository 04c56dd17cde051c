import type { OutboxEmailRow } from './dev.repository';
import { extractLinks } from './extract-links';

export function toOutboxEmailDto({ id, to, subject, text, attachments, createdAt }: OutboxEmailRow) {
  return { id, to, subject, text, links: extractLinks(text), attachments: attachments ?? [], createdAt };
}
