import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback-server';

/** A fixture: the status, the message (or error text), and the usage counted (that of USAGE unless given; null: none, as some servers). */
type Answer = {
  status: number;
  content: string;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
};
const USAGE = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };
const ANSWERS = JSON.parse(readFileSync(new URL('./fixtures/language-model-answers.json', import.meta.url), 'utf8')) as Record<
  string,
  Answer
>;

/**
 * A real OpenAI-compatible server on loopback for the suggestions' language model, for the worker
 * tests (language-model-fake.global-setup.ts) and the browser tests: `POST /<answer>/<run>/v1/chat/completions`
 * records the request under `<answer>/<run>` and answers a chat completion whose message is the fixture
 * `<answer>` of fixtures/language-model-answers.json (or its error status), with its `usage`; `GET /received/<answer>/<run>`
 * answers what that run received, oldest first. A test names its own run, so that tests never mix.
 * Listens on `port` (0: any free one); resolves with the port and how to stop.
 */
export async function startLanguageModelFake(port = 0) {
  const received = new Map<string, { authorization?: string; body: unknown }[]>();
  const server = createServer((request, response) => {
    const [, first = '', name = '', ...rest] = (request.url ?? '/').split('/');
    if (request.method === 'GET' && first === 'received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.get(`${name}/${rest[0]}`) ?? []));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = ANSWERS[first];
      if (request.method !== 'POST' || rest.join('/') !== 'v1/chat/completions' || !answer) {
        response.writeHead(404).end();
        return;
      }
      const key = `${first}/${name}`;
      received.set(key, [...(received.get(key) ?? []), { authorization: request.headers.authorization, body: JSON.parse(body) }]);
      if (answer.status !== 200) {
        response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.content);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${received.get(key)!.length}`,
          object: 'chat.completion',
          model: 'fixture-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
          ...(answer.usage === null ? {} : { usage: answer.usage ?? USAGE }),
        }),
      );
    });
  });
  return listenOnLoopback(server, port);
}
