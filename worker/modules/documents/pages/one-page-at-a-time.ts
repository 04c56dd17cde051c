let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once the isolate's page before it is done, failed or not. A page takes up to 70 MB of
 * the isolate's 128 MB while it is drawn and read (`npm run bench:ocr`): two at once would not fit.
 * The pages queue gives one message per invocation, but invocations that run at the same time may
 * share an isolate: they wait here, before fetching their file.
 */
export function onePageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work);
  turn = run.catch(() => undefined);
  return run;
}
