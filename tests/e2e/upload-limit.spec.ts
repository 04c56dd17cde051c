import net from 'node:net';
import { expect } from '@playwright/test';
import { linkFromOutbox, test, uniqueEmail } from './helpers';

const NO_ANSWER_AFTER_MS = 10_000;

/**
 * A raw POST that announces `contentLength` bytes and sends four: answers the status line as soon as
 * the server gives one, and refuses to wait past NO_ANSWER_AFTER_MS for it.
 */
function postAnnouncingMore(baseURL: string, path: string, cookie: string, contentLength: number): Promise<string> {
  const { hostname, port, origin } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${NO_ANSWER_AFTER_MS} ms`));
    }, NO_ANSWER_AFTER_MS);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (!answer.includes('\r\n')) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer.split('\r\n')[0]!);
    });
    socket.on('error', reject);
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Origin: ${origin}`,
      `Cookie: ${cookie}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${contentLength}`,
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\ntiny`);
  });
}

// Locally, wrangler dev holds every answer until the request body is read to its end, unless
// WRANGLER_DISABLE_REQUEST_BODY_DRAINING is set (npm run serve sets it): the announced 100 MB would never come.
test('an upload announcing more than the limit is refused at once, before its body arrives', async ({ request, baseURL }) => {
  const email = uniqueEmail('oversize');
  const headers = { origin: baseURL! };
  expect(
    (await request.post('/api/auth/sign-up/email', { headers, data: { email, password: 'correct horse battery', name: 'Oversize' } })).ok(),
  ).toBe(true);
  await request.get(await linkFromOutbox(request, email)); // signs in
  const organization = await request.post('/api/organizations', { headers, data: { name: 'Oversize archive' } });
  expect(organization.status()).toBe(201);
  const { id } = (await organization.json()).organization as { id: string };
  const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

  expect(await postAnnouncingMore(baseURL!, `/api/organizations/${id}/documents`, cookie, 100 * 1024 * 1024)).toBe(
    'HTTP/1.1 413 Payload Too Large',
  );
});
