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
  let bytesRead = 0;
  let isArrayChecked = false;
  parser.onValue = ({ value }) => {
    ready.push(value);
  };
  const fail = (error: unknown): never => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new JsonStreamError(`invalid JSON near byte ${bytesRead}: ${reason}`, elementsRead);
  };
  for await (const chunk of chunks) {
    if (!isArrayChecked) {
      const first = chunk.find((byte) => byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09);
      if (first === undefined) continue;
      if (first !== 0x5b) throw new JsonStreamError('the file is not a JSON list', 0);
      isArrayChecked = true;
    }
    try {
      parser.write(chunk);
    } catch (error) {
      fail(error);
    }
    bytesRead += chunk.length;
    for (const value of ready.splice(0)) {
      elementsRead++;
      yield value;
    }
  }
  if (!isArrayChecked) throw new JsonStreamError('the file is empty', 0);
  try {
    // The parser ends by itself when the array closes; end() on an array left open says so.
    if (!parser.isEnded) parser.end();
  } catch (error) {
    fail(error);
  }
  for (const value of ready.splice(0)) yield value;
}
