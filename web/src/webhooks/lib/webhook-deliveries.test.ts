import { describe, expect, it } from 'vitest';
import { DELIVERIES_POLL_INTERVAL_MS, deliveriesRefetchInterval, readableBody } from './webhook-deliveries';

describe('deliveriesRefetchInterval', () => {
  it('polls while a delivery waits for its first attempt or a retry', () => {
    expect(deliveriesRefetchInterval([{ status: 'succeeded' }, { status: 'pending' }])).toBe(DELIVERIES_POLL_INTERVAL_MS);
    expect(deliveriesRefetchInterval([{ status: 'retrying' }])).toBe(DELIVERIES_POLL_INTERVAL_MS);
  });

  it('stops once every delivery shown has settled, or before any loaded', () => {
    expect(deliveriesRefetchInterval([{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
    expect(deliveriesRefetchInterval([])).toBe(false);
    expect(deliveriesRefetchInterval(undefined)).toBe(false);
  });
});

describe('readableBody', () => {
  it('indents JSON and leaves any other text as it came', () => {
    expect(readableBody('{"type":"document:created","data":{"documentId":"doc_1"}}')).toBe('{\n  "type": "document:created",\n  "data": {\n    "documentId": "doc_1"\n  }\n}');
    expect(readableBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(readableBody('')).toBe('');
  });
});
