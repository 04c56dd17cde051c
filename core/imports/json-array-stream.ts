import { JSONParser } from '@streamparser/json';

/**
 * The elements of a JSON array, one at a time, as its bytes arrive: a manifest of a gigabyte is
 * never held whole, only the element being read. @streamparser/json (MIT, no dependencies, only
 * TextEncoder/TextDecoder) parses; it runs alike in Node and workerd.
 */
export class JsonStreamError extends Error {
  constructor(
    message: string,
    /** Elements read before the error. */
    readonly elementsRead: number,
  ) {
    super(message);
  }
}

export async function* readJsonArray(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<unknown> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const ready: unknown[] = [];
  let elementsRead = 0;
  let isArrayChecked = false;
  parser.onValue = ({ value }) => {
    elementsRead++;
    ready.push(value);
  };
  let bytesRead = 0;
  const fail = (error: unknown, chunkLength = 0): JsonStreamError => {
    const reason = error instanceof Error ? error.message : String(error);
    return new JsonStreamError(`invalid JSON within bytes ${bytesRead}–${bytesRead + chunkLength}: ${reason}`, elementsRead);
  };
  for await (const chunk of chunks) {
    if (!isArrayChecked) {
      const first = chunk.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
      if (first === undefined) continue;
      if (first !== 0x5b) throw new JsonStreamError('the file is not a JSON list', 0);
      isArrayChecked = true;
    }
    let failure: JsonStreamError | null = null;
    try {
      parser.write(chunk);
    } catch (error) {
      failure = fail(error, chunk.length);
    }
    bytesRead += chunk.length;
    // The elements the chunk completed before the error are handed out first.
    yield* ready.splice(0);
    if (failure) throw failure;
  }
  if (!isArrayChecked) throw new JsonStreamError('the file is empty', 0);
  try {
    // The parser ends by itself when the array closes; end() on an array left open says so.
    if (!parser.isEnded) parser.end();
  } catch (error) {
    throw fail(error);
  }
  yield* ready.splice(0);
}

/**
 * A JSON object's fields, one at a time as its bytes arrive: each of `fields` whole, and the elements
 * of the array `streamed` one by one (`index` set), so that a long list is never held whole.
 */
export async function* readJsonObjectFields(
  chunks: AsyncIterable<Uint8Array>,
  { fields, streamed }: { fields: readonly string[]; streamed: string },
): AsyncGenerator<{ key: string; value: unknown; index?: number }> {
  const parser = new JSONParser({ paths: [...fields.map((field) => `$.${field}`), `$.${streamed}.*`], keepStack: false });
  const ready: { key: string; value: unknown; index?: number }[] = [];
  let elementsRead = 0;
  parser.onValue = ({ value, key, stack }) => {
    elementsRead++;
    if (stack.length === 2) ready.push({ key: streamed, value, index: key as number });
    else ready.push({ key: String(key), value });
  };
  let bytesRead = 0;
  let isObjectChecked = false;
  for await (const chunk of chunks) {
    if (!isObjectChecked) {
      const first = chunk.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
      if (first === undefined) continue;
      if (first !== 0x7b) throw new JsonStreamError('the file is not a JSON object', 0);
      isObjectChecked = true;
    }
    let failure: JsonStreamError | null = null;
    try {
      parser.write(chunk);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failure = new JsonStreamError(`invalid JSON within bytes ${bytesRead}–${bytesRead + chunk.length}: ${reason}`, elementsRead);
    }
    bytesRead += chunk.length;
    yield* ready.splice(0);
    if (failure) throw failure;
  }
  if (!isObjectChecked) throw new JsonStreamError('the file is empty', 0);
  if (!parser.isEnded) throw new JsonStreamError(`the JSON ends early, after ${bytesRead} bytes`, elementsRead);
  yield* ready.splice(0);
}
