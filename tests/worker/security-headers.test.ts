import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { api, ORIGIN, uploadFile, createOrganizationOfFileUser } from './helpers';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

async function headersInProduction(path: string) {
  const overrides = { APP_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' };
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { origin: ORIGIN } }),
    { ...env, ...overrides } as Env,
    createExecutionContext(),
  );
  return response.headers;
}

describe('security headers of API answers', () => {
  it('sends a CSP that allows nothing, nosniff and the referrer policy, without HSTS outside production', async () => {
    for (const path of ['/api/config', '/api/does-not-exist']) {
      const { headers } = await api(path);
      expect(headers.get('content-security-policy')).toBe(API_CSP);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS in production', async () => {
    const headers = await headersInProduction('/api/config');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('content-security-policy')).toBe(API_CSP);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the sandbox of active files, and lets only the app frame a file shown inline', async () => {
    const member = await createOrganizationOfFileUser();
    const fileUrl = async (name: string, type: string) => {
      const { json } = await uploadFile(member.cookie, member.organizationId, { name, content: `<p>${name}</p>`, type });
      return `/api/organizations/${member.organizationId}/documents/${json.document.id}/file`;
    };
    const page = await fileUrl('page.html', 'text/html');
    const notes = await fileUrl('notes.txt', 'text/plain');
    const cspOf = async (path: string) => (await api(path, { cookie: member.cookie })).headers.get('content-security-policy');

    expect(await cspOf(page)).toBe("sandbox; default-src 'none'");
    expect(await cspOf(notes)).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(await cspOf(`${notes}?download=true`)).toBe(API_CSP);
  });
});
