import { addressParser } from 'postal-mime';

/** `Invoices+2026@intake.example.com` → the address `invoices@intake.example.com` and the plus part `2026`. */
export function parseRecipient(recipient: string): { address: string; plusPart: string | undefined } {
  const at = recipient.lastIndexOf('@');
  const local = recipient.slice(0, at);
  const domain = recipient.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  const base = (plus === -1 ? local : local.slice(0, plus)).toLowerCase();
  const plusPart = plus === -1 ? undefined : local.slice(plus + 1);
  return { address: `${base}@${domain}`, plusPart: plusPart || undefined };
}

/** The sender's address in a From header (`"Ada" <Ada@Example.com>` → `ada@example.com`), lowercased. */
export function senderAddressOf(fromHeader: string | null): string | undefined {
  if (!fromHeader) return undefined;
  const [first] = addressParser(fromHeader);
  const address = first && 'address' in first ? first.address : undefined;
  return address?.includes('@') ? address.toLowerCase() : undefined;
}

/** The result each method reached in Authentication-Results header(s) (`dmarc=fail`, `spf=pass`…). */
function authenticationResultsOf(header: string): Record<'dmarc' | 'spf' | 'dkim', string | undefined> {
  const resultOf = (method: string) => new RegExp(`(?:^|[\\s;])${method}=([a-z]+)`, 'i').exec(header)?.[1]?.toLowerCase();
  return { dmarc: resultOf('dmarc'), spf: resultOf('spf'), dkim: resultOf('dkim') };
}

/**
 * Whether the receiving server found the From domain forged: DMARC failed, or SPF failed with no
 * DKIM signature passing. Without the header nothing can be told (a local test message), so no.
 */
export function isSenderForged(authenticationResults: string | null): boolean {
  if (!authenticationResults) return false;
  const { dmarc, spf, dkim } = authenticationResultsOf(authenticationResults);
  return dmarc === 'fail' || (spf === 'fail' && dkim !== 'pass');
}

type IntakeRefusal =
  | 'feature_disabled'
  | 'unknown_address'
  | 'address_disabled'
  | 'too_large'
  | 'no_allowed_origins'
  | 'sender_not_allowed'
  | 'sender_forged';

type Received = {
  isFeatureEnabled: boolean;
  intakeEmail: { isEnabled: boolean; allowedOrigins: readonly string[] } | undefined;
  sender: string | undefined;
  isForged: boolean;
  rawSize: number;
  maxSize: number;
  requireAuthenticatedSender: boolean;
};

/** Why a message is refused, if it is: the email handler answers the sending server with it. */
export function intakeRefusalOf({
  isFeatureEnabled,
  intakeEmail,
  sender,
  isForged,
  rawSize,
  maxSize,
  requireAuthenticatedSender,
}: Received): IntakeRefusal | undefined {
  if (!isFeatureEnabled) return 'feature_disabled';
  if (!intakeEmail) return 'unknown_address';
  if (!intakeEmail.isEnabled) return 'address_disabled';
  if (rawSize > maxSize) return 'too_large';
  if (intakeEmail.allowedOrigins.length === 0) return 'no_allowed_origins';
  if (!sender || !intakeEmail.allowedOrigins.includes(sender)) return 'sender_not_allowed';
  if (requireAuthenticatedSender && isForged) return 'sender_forged';
  return undefined;
}

const MIB = 1024 * 1024;

/** The bounce's reason, for the person who sent the message. */
export function intakeRefusalMessage(
  refusal: IntakeRefusal,
  { address, sender, maxSize }: { address: string; sender: string | undefined; maxSize: number },
): string {
  switch (refusal) {
    case 'feature_disabled':
      return 'This server does not accept documents by email.';
    case 'unknown_address':
      return `${address} is not an intake address on this server: check the address.`;
    case 'address_disabled':
      return `${address} is disabled: an administrator of its organization can enable it again.`;
    case 'too_large':
      return `The message is larger than the ${Math.floor(maxSize / MIB)} MiB ${address} accepts: send the documents in several messages.`;
    case 'no_allowed_origins':
    case 'sender_not_allowed':
      return `${address} does not accept mail from ${sender ?? 'this sender'}: an administrator of its organization can add the sender to its allowed addresses.`;
    case 'sender_forged':
      return `The message claims to come from ${sender ?? 'this sender'} but its domain's authentication (DMARC, SPF, DKIM) failed: it was not accepted.`;
  }
}
