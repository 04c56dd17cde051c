// Makes the thumbnails of documents stored before thumbnails existed (README "Thumbnails"), through
// the Worker's operator route, one page of documents per call:
//
//   npm run thumbnails:backfill                                  the local Worker (npm start)
//   npm run thumbnails:backfill -- --url https://archive.example.com
//   npm run thumbnails:backfill -- --from '{"database":"ORG_DB_1","afterId":"doc_…"}'
//
// Each call queues a pages-queue message per document without a thumbnail; the consumer draws them.
// Every line shows the cursor reached: stopped at any point, `--from` that cursor goes on from there
// (and a run from the start finds only what is still missing).
import { operatorClient, takeOption } from './operator-client.mjs';

const args = process.argv.slice(2);
const from = takeOption(args, '--from');
const client = operatorClient(args);
let cursor = from ? JSON.parse(from) : undefined;
let scanned = 0;
let queued = 0;
do {
  const page = await client.call('POST', '/thumbnails', { cursor, pageSize: 100 });
  scanned += page.scanned;
  queued += page.queued;
  cursor = page.cursor ?? undefined;
  console.log(
    `${String(scanned).padStart(8)} looked at  ${String(queued).padStart(8)} queued  ${cursor ? `--from '${JSON.stringify(cursor)}'` : 'done'}`,
  );
} while (cursor);
