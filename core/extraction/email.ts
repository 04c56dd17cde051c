import PostalMime, { type Address } from 'postal-mime';
import { ExtractionError } from './errors';
import { MAX_TEXT_CHARS } from './limits';
import { htmlToText } from './html-text';

/**
 * An e-mail (.eml) as "Subject: …", "From: …", a blank line, then its body: the text part, or the
 * HTML part as text when the text part is missing or empty. Attachments are not read here: they are
 * files of their own.
 */
export async function extractEmailText(bytes: Uint8Array): Promise<string> {
  let email;
  try {
    email = await PostalMime.parse(bytes, { maxNestingDepth: 50, maxRfc822NestingDepth: 3 });
  } catch (error) {
    throw new ExtractionError('extraction.corrupt_file', 'The e-mail could not be read', { cause: error });
  }

  const headers = [email.subject ? `Subject: ${email.subject}` : '', email.from ? `From: ${formatAddress(email.from)}` : ''].filter(
    Boolean,
  );
  const body = email.text?.trim() ? email.text : email.html ? htmlToText(email.html, MAX_TEXT_CHARS) : '';
  return [headers.join('\n'), body].filter(Boolean).join('\n\n');
}

function formatAddress(address: Address): string {
  if (address.group) return `${address.name}: ${address.group.map(formatAddress).join(', ')}`;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}
