/**
 * Whether a page's host (`location.hostname`) is an IP address rather than a name: WebAuthn refuses
 * IP addresses as relying parties, and browsers then answer with the same error as a cancelled request.
 */
export const isIpAddressHost = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
