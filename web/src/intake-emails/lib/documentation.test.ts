import { describe, expect, it } from 'vitest';
import { intakeEmailsDocumentationUrl } from './documentation';

describe('intakeEmailsDocumentationUrl', () => {
  it("points at the README section of the server's repository", () => {
    expect(intakeEmailsDocumentationUrl('https://example.com/archive/')).toBe('https://example.com/archive#documents-by-email');
    expect(intakeEmailsDocumentationUrl('https://example.com/archive')).toBe('https://example.com/archive#documents-by-email');
  });

  it('is none when the server names no repository', () => {
    expect(intakeEmailsDocumentationUrl(null)).toBeNull();
  });
});
