import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Database } from './client';

/** One statement of a D1 batch. */
export type Statement = BatchItem<'sqlite'>;
type Statements = [Statement, ...Statement[]];

/**
 * A read not yet sent: its statements and how to shape their results. Whoever runs it may send it
 * in one D1 round trip with other statements (see AccessCheck, which adds the session and
 * membership checks). Statements of one batch must not select two columns of the same name: D1
 * answers a batch's rows as objects keyed by column name.
 */
export type BatchedRead<T> = { statements: Statement[]; shape: (results: unknown[]) => T };

export function batchedRead<S extends Statements, T>(statements: S, shape: (results: BatchResponse<S>) => T): BatchedRead<T> {
  return { statements, shape: shape as (results: unknown[]) => T };
}

/** A read that needs no statement. */
export const knownRead = <T>(value: T): BatchedRead<T> => ({ statements: [], shape: () => value });

/** Several reads as one: their statements in one batch, their results shaped in order. */
export function combinedRead<T extends unknown[]>(...reads: { [K in keyof T]: BatchedRead<T[K]> }): BatchedRead<T> {
  return {
    statements: reads.flatMap((read) => read.statements),
    shape: (results) => {
      let offset = 0;
      return reads.map((read) => {
        const shaped = read.shape(results.slice(offset, offset + read.statements.length));
        offset += read.statements.length;
        return shaped;
      }) as T;
    },
  };
}

/** A read whose result is turned into another (judged, or narrowed). */
export function mappedRead<T, U>(read: BatchedRead<T>, map: (value: T) => U): BatchedRead<U> {
  return { statements: read.statements, shape: (results) => map(read.shape(results)) };
}

/** Sends statements in one round trip (one D1 batch, one transaction). */
export async function runStatements(db: Database, statements: Statement[]): Promise<unknown[]> {
  return statements.length === 0 ? [] : db.batch(statements as Statements);
}

export async function runBatchedRead<T>(db: Database, read: BatchedRead<T>): Promise<T> {
  return read.shape(await runStatements(db, read.statements));
}
