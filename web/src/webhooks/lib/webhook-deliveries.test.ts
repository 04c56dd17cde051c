import { describe, expect, it } from 'vitest';
import { readableBody } from './webhook-deliveries';

describe('readableBody', () => {
  it('indents JSON and leaves any other text as it came', () => {
    expect(readableBody('{"type":"document:created","data":{"documentId":"doc_1"}}')).toBe(
      '{\n  "type": "document:created",\n  "data": {\n    "documentId": "doc_1"\n  }\n}',
    );
    expect(readableBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(readableBody('')).toBe('');
  });
});
