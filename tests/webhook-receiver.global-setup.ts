import { createServer, type IncomingMessage } from 'node:http';
import type { TestProject } from 'vitest/node';
import { listenOnLoopback } from './loopback-server';

/**
 * A real HTTP receiver on loopback for the worker's webhook tests (they run inside workerd, which
 * cannot listen): `POST /hooks/<name>?status=<code>&failFirst=<n>` records the request and answers that
 * status (200 by default), after answering 500 to the first n requests of <name>; `GET /received/<name>`
 * answers what <name> received, oldest first.
 */
type Received = { headers: IncomingMessage['headers']; body: string };

/** On a free port, so that two test runs on one machine do not collide; the tests `inject` it. */
export default async function setup(project: TestProject) {
  const received = new Map<string, Received[]>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, kind, name = ''] = url.pathname.split('/');
    if (request.method === 'GET' && kind === 'received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.get(name) ?? []));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const requests = [...(received.get(name) ?? []), { headers: request.headers, body }];
      received.set(name, requests);
      const isFailing = requests.length <= Number(url.searchParams.get('failFirst') ?? 0);
      response
        .writeHead(isFailing ? 500 : Number(url.searchParams.get('status') ?? 200), { 'content-type': 'text/plain' })
        .end(`received by ${name}`);
    });
  });
  const { port, close } = await listenOnLoopback(server);
  project.provide('webhookReceiverPort', port);
  return close;
}
