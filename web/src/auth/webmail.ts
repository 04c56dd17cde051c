/** A webmail the "open your inbox" shortcut knows, matched by the domain of an email address. */
type WebmailProvider = { name: string; url: string };

type WebmailEntry = WebmailProvider & { domains: RegExp };

// Each pattern is tested against the whole domain (lower case). Regional variants share one entry.
const WEBMAILS: readonly WebmailEntry[] = [
  { name: 'Gmail', url: 'https://mail.google.com/mail/u/0/#inbox', domains: /^(gmail\.com|googlemail\.com)$/ },
  { name: 'Yahoo Mail', url: 'https://mail.yahoo.com', domains: /^(yahoo\.[a-z]{2,3}(\.[a-z]{2})?|ymail\.com|rocketmail\.com)$/ },
  {
    name: 'Fastmail',
    url: 'https://app.fastmail.com',
    domains: /^(fastmail\.(com|fm|net|org|us|uk|es|in|to|cn|jp|se|mx|eu)|fastmail\.co\.uk|messagingengine\.com)$/,
  },
  { name: 'Proton Mail', url: 'https://mail.proton.me', domains: /^(proton\.me|protonmail\.(com|ch)|pm\.me)$/ },
  { name: 'iCloud Mail', url: 'https://www.icloud.com/mail', domains: /^(icloud\.com|me\.com|mac\.com)$/ },
  { name: 'Mail.ru', url: 'https://e.mail.ru/inbox', domains: /^(mail\.ru|inbox\.ru|list\.ru|bk\.ru|internet\.ru)$/ },
  { name: 'AOL Mail', url: 'https://mail.aol.com', domains: /^(aol\.[a-z]{2,3}(\.[a-z]{2})?|aim\.com)$/ },
  { name: 'Zoho Mail', url: 'https://mail.zoho.com', domains: /^(zoho\.(com|eu|in)|zohomail\.(com|eu|in))$/ },
  { name: 'BOL', url: 'https://email.bol.uol.com.br', domains: /^bol\.com\.br$/ },
  { name: 'UOL', url: 'https://email.uol.com.br', domains: /^uol\.com\.br$/ },
  {
    name: 'Outlook',
    url: 'https://outlook.live.com/mail',
    domains: /^(outlook|hotmail|live|msn|windowslive|passport)\.[a-z]{2,3}(\.[a-z]{2})?$/,
  },
  { name: 'HEY', url: 'https://app.hey.com', domains: /^hey\.com$/ },
  { name: 'Yandex Mail', url: 'https://mail.yandex.com', domains: /^(yandex\.(com|ru|ua|by|kz|com\.tr)|ya\.ru)$/ },
  { name: 'Tuta', url: 'https://app.tuta.com', domains: /^(tuta\.(io|com)|tutanota\.(com|de)|tutamail\.com|keemail\.me)$/ },
  { name: 'GMX', url: 'https://www.gmx.net', domains: /^gmx\.(net|de|at|ch)$/ },
  { name: 'GMX', url: 'https://www.gmx.com', domains: /^gmx\.(com|fr|es|it|co\.uk|us)$/ },
];

/** The domain of an email address, lower-cased, or undefined when there is none. */
function domainOf(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain || undefined;
}

/** The webmail serving this email address, when its domain is one we know. */
export function getWebmailProvider(email: string): WebmailProvider | undefined {
  const domain = domainOf(email.trim());
  if (!domain) return undefined;
  const entry = WEBMAILS.find(({ domains }) => domains.test(domain));
  return entry ? { name: entry.name, url: entry.url } : undefined;
}

/** The inbox URL of the webmail serving this email address, when its domain is one we know. */
export function getWebmailUrl(email: string): string | undefined {
  return getWebmailProvider(email)?.url;
}
