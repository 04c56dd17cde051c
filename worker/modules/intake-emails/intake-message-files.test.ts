import { describe, expect, it } from 'vitest';
import type { Attachment } from 'postal-mime';
import { documentFilesOf } from './intake-message-files';

const raw = new TextEncoder().encode('From: ada@example.com\r\nSubject: Hi\r\n\r\nHello');
const attachment = (overrides: Partial<Attachment>): Attachment =>
  ({
    filename: 'a.pdf',
    mimeType: 'application/pdf',
    disposition: 'attachment',
    content: new Uint8Array([37, 80, 68, 70]).buffer,
    ...overrides,
  }) as Attachment;

describe('documentFilesOf', () => {
  it.each([
    [
      'no attachment: the message itself, named by its subject',
      { subject: 'Invoice March', attachments: [] },
      [['Invoice March.eml', 'message/rfc822']],
    ],
    ['no subject', { subject: undefined, attachments: [] }, [['email.eml', 'message/rfc822']]],
    ['a subject with slashes and line breaks', { subject: 'Q1/Q2\r\n report', attachments: [] }, [['Q1 Q2 report.eml', 'message/rfc822']]],
    [
      'two attachments',
      { attachments: [attachment({}), attachment({ filename: 'b.png', mimeType: 'image/png' })] },
      [
        ['a.pdf', 'application/pdf'],
        ['b.png', 'image/png'],
      ],
    ],
    [
      'an inline image of the HTML body is left out',
      { attachments: [attachment({}), attachment({ filename: 'logo.png', mimeType: 'image/png', related: true })] },
      [['a.pdf', 'application/pdf']],
    ],
    [
      'only inline images: the message itself',
      { subject: 'Signature', attachments: [attachment({ filename: 'logo.png', related: true })] },
      [['Signature.eml', 'message/rfc822']],
    ],
    ['an attachment without a name', { attachments: [attachment({ filename: null })] }, [['attachment-1', 'application/pdf']]],
  ] as const)('%s', (_, email, expected) => {
    expect(documentFilesOf(email as never, raw).map((file) => [file.name, file.type])).toEqual(expected);
  });

  it('keeps the bytes', async () => {
    const [file] = documentFilesOf({ subject: 'x', attachments: [attachment({})] }, raw);
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
