// Sends a message to the local Worker's email() handler, as Email Routing would:
//   npm run email:send -- <file> --to <intake address> [--from <sender>] [--subject <subject>]
// A .eml file is sent as it is; any other file is attached to a short message.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    from: { type: 'string', default: 'me@example.com' },
    subject: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '8787' },
  },
});
const [path] = positionals;
if (!path || !values.to) {
  console.error('Usage: npm run email:send -- <file> --to <intake address> [--from <sender>] [--subject <subject>]');
  process.exit(1);
}

const content = await readFile(path);
const name = basename(path);
const message = name.toLowerCase().endsWith('.eml')
  ? content
  : Buffer.from(
      [
        `From: ${values.from}`,
        `To: ${values.to}`,
        `Subject: ${values.subject ?? name}`,
        `Message-ID: <${crypto.randomUUID()}@localhost>`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="local-boundary"',
        '',
        '--local-boundary',
        'Content-Type: text/plain; charset=utf-8',
        '',
        `${name}, sent with npm run email:send.`,
        '--local-boundary',
        `Content-Type: application/octet-stream; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        ...(content.toString('base64').match(/.{1,76}/g) ?? []),
        '--local-boundary--',
        '',
      ].join('\r\n'),
    );

const url = `http://127.0.0.1:${values.port}/cdn-cgi/handler/email?${new URLSearchParams({ from: values.from!, to: values.to })}`;
const response = await fetch(url, { method: 'POST', body: message });
const answer = await response.text();
console.log(`${response.status} ${answer}`.trim());
if (!response.ok) process.exit(1);
