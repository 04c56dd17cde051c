// What the API reads of better-auth's setup on every request, apart from auth.service.ts, which
// loads better-auth itself (see authOf in auth.middleware.ts).

export const AUTH_BASE_PATH = '/api/auth';

/** better-auth's session cookie: its default name, with the __Secure- prefix when the app is served over https. */
export const sessionCookieOf = (baseUrl: string) => ({ name: 'better-auth.session_token', isSecure: baseUrl.startsWith('https://') });
