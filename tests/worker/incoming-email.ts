/**
 * What Email Routing hands the `email()` handler: the envelope, the raw bytes and their headers; it
 * records the bounce reason given to `setReject`. (The browser test sends through wrangler's real
 * local email endpoint.)
 */
export function incomingEmail(raw: string | Uint8Array, { to, from, rawSize }: { to: string; from: string; rawSize?: number }) {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  const head = new TextDecoder()
    .decode(bytes)
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Headers();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const message = {
    from,
    to,
    headers,
    raw: new Blob([bytes]).stream(),
    rawSize: rawSize ?? bytes.length,
    rejection: undefined as string | undefined,
    setReject(reason: string) {
      message.rejection = reason;
    },
    forward: async () => ({}) as EmailSendResult,
    reply: async () => ({}) as EmailSendResult,
  };
  return message;
}

/** A plain-text message from `from` to `to`, as a mail client writes it. */
export const plainEmail = ({ from, to, subject }: { from: string; to: string; subject: string }) =>
  incomingEmail(
    `From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replaceAll(' ', '-')}@example.com>\r\nContent-Type: text/plain\r\n\r\nThe body of ${subject}.\r\n`,
    { to, from },
  );
