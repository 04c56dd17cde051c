import { describe, expect, it } from 'vitest';
import { conflictOnUniqueViolation, isUniqueViolation } from './unique-violation';

const d1Error = (message: string) => new Error(`D1_ERROR: ${message}`, { cause: new Error(message) });
const drizzleError = (cause: Error) => new Error('Failed query: insert into "tags" … params: …', { cause });

describe('isUniqueViolation', () => {
  it.each([
    [
      'a bare D1 error',
      d1Error(
        "UNIQUE constraint failed: index 'tags_organization_lower_name_unique': SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_UNIQUE)",
      ),
      true,
    ],
    ['one wrapped by drizzle', drizzleError(d1Error('UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT')), true],
    [
      'a primary key, by its extended code',
      drizzleError(new Error('constraint failed: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)')),
      true,
    ],
    ['a foreign key violation', drizzleError(d1Error('FOREIGN KEY constraint failed: SQLITE_CONSTRAINT')), false],
    ['a NOT NULL violation', drizzleError(d1Error('NOT NULL constraint failed: tags.name: SQLITE_CONSTRAINT')), false],
    ['any other error', new Error('network connection lost'), false],
    ['a string', 'UNIQUE constraint failed', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isUniqueViolation(error)).toBe(expected);
  });

  it('stops on a cycle of causes', () => {
    const error = new Error('outer');
    error.cause = error;
    expect(isUniqueViolation(error)).toBe(false);
  });
});

describe('conflictOnUniqueViolation', () => {
  const conflict = () => new Error('already exists');

  it('answers the write', async () => {
    await expect(conflictOnUniqueViolation(Promise.resolve(42), conflict)).resolves.toBe(42);
  });

  it('turns a unique violation into the conflict error and lets others through', async () => {
    await expect(conflictOnUniqueViolation(Promise.reject(drizzleError(d1Error('UNIQUE constraint failed: x'))), conflict)).rejects.toThrow(
      'already exists',
    );
    await expect(conflictOnUniqueViolation(Promise.reject(new Error('disk I/O error')), conflict)).rejects.toThrow('disk I/O error');
  });
});
