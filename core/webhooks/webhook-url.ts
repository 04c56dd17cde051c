/**
 * Whether a webhook may be sent to a URL: http(s) only (https only where required), and never to
 * this machine, a private network, link-local or metadata addresses, or names that only resolve
 * inside one. Checked on save and again before each send. A self-hoster allows chosen hosts with
 * WEBHOOK_URL_ALLOWED_HOSTNAMES (the tests allow 127.0.0.1 for their receiver).
 */
export type WebhookUrlRefusal = 'invalid' | 'scheme' | 'https_required' | 'private_address' | 'internal_name';

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

function ipv4Parts(hostname: string): number[] | undefined {
  const parts = hostname.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((number) => number <= 255) ? numbers : undefined;
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  );
}

function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // IPv4-mapped (::ffff:a.b.c.d, which the URL parser writes as ::ffff:xxxx:xxxx)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  const firstGroup = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (firstGroup & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (firstGroup & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (firstGroup & 0xff00) === 0xff00 // multicast
  );
}

export function webhookUrlRefusal(
  url: string,
  { allowedHostnames = [], requireHttps = false }: { allowedHostnames?: readonly string[]; requireHttps?: boolean } = {},
): WebhookUrlRefusal | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'scheme';
  // The WHATWG parser already turned 2130706433, 0x7f.1 and friends into dotted IPv4.
  const hostname = parsed.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (allowedHostnames.includes(hostname)) return undefined;
  if (requireHttps && parsed.protocol !== 'https:') return 'https_required';
  const ipv4 = ipv4Parts(hostname);
  if (ipv4) return isPrivateIpv4(ipv4) ? 'private_address' : undefined;
  if (hostname.includes(':')) return isPrivateIpv6(hostname) ? 'private_address' : undefined;
  if (INTERNAL_NAMES.test(hostname) || !hostname.includes('.')) return 'internal_name';
  return undefined;
}
