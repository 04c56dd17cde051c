import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listenOnLoopback } from './loopback-server';

/** An event as PostHog receives it, as far as the tests read it. */
type ReceivedEvent = { event: string; properties: { distinct_id?: string }; $set?: Record<string, unknown> };

/** What posthog-js posts: one event or a batch, as JSON, gzipped (`compression=gzip-js`) or not. */
function eventsOf(body: Buffer): ReceivedEvent[] {
  const json: unknown = JSON.parse((body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString('utf8'));
  if (Array.isArray(json)) return json as ReceivedEvent[];
  const { batch } = json as { batch?: ReceivedEvent[] };
  return batch ?? [json as ReceivedEvent];
}

/**
 * A local stand-in for PostHog's event intake (analytics relayed by the app, browser tests): records
 * the events posted to any path, and the paths.
 */
export async function startPostHogFake(port: number) {
  const events: ReceivedEvent[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      events.push(...eventsOf(Buffer.concat(chunks)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  const { close } = await listenOnLoopback(server, port);
  return { events, paths, close };
}
