import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS as retryScheduleSeconds } from '../../platform/settings';
import type { DocumentEvent } from '../documents/documents.events';
import { attemptOutcome, autoDisableReason, retryAfterSecondsOf, webhookDataOf, webhookEventOf } from './webhook-delivery-policy';

describe('attemptOutcome', () => {
  it.each([
    [1, 200, undefined, { kind: 'delivered' }],
    [3, 204, undefined, { kind: 'delivered' }],
    [1, 410, undefined, { kind: 'gone' }],
    [1, 500, undefined, { kind: 'retry', delaySeconds: 5 }],
    [2, undefined, undefined, { kind: 'retry', delaySeconds: 300 }],
    [3, 302, undefined, { kind: 'retry', delaySeconds: 1800 }],
    [1, 429, 120, { kind: 'retry', delaySeconds: 120 }],
    [4, 503, 60, { kind: 'retry', delaySeconds: 7200 }],
    [1, 503, 999_999, { kind: 'retry', delaySeconds: 86400 }],
    [1, 500, 120, { kind: 'retry', delaySeconds: 5 }],
    [9, 500, undefined, { kind: 'retry', delaySeconds: 86400 }],
    [10, 500, undefined, { kind: 'failed' }],
  ] as const)('attempt %i answered %s (Retry-After %s) → %j', (attempt, status, retryAfterSeconds, expected) => {
    expect(attemptOutcome({ attempt, status, retryAfterSeconds, retryScheduleSeconds })).toEqual(expected);
  });

  it.each([
    [1, 1, { kind: 'retry', delaySeconds: 1 }],
    [2, 3, { kind: 'retry', delaySeconds: 3 }],
    [3, undefined, { kind: 'failed' }],
  ] as const)('on a schedule of 1 and 3 s, attempt %i failed → retry after %s s, or %j', (attempt, _delay, expected) => {
    expect(attemptOutcome({ attempt, status: 500, retryScheduleSeconds: [1, 3] })).toEqual(expected);
  });

  it.each([
    [200, { kind: 'delivered' }],
    [410, { kind: 'gone' }],
    [500, { kind: 'failed' }],
    [undefined, { kind: 'failed' }],
    [429, { kind: 'failed' }],
  ] as const)('a single attempt (redeliver, test event) answered %s → %j, never retried', (status, expected) => {
    expect(attemptOutcome({ attempt: 1, status, retryAfterSeconds: 5, isSingleAttempt: true, retryScheduleSeconds })).toEqual(expected);
  });
});

describe('autoDisableReason', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
  const limits = { maxConsecutiveFailedDeliveries: 10, maxDaysWithoutSuccess: 5 };
  it.each([
    [{ consecutiveFailedDeliveries: 0, failingSince: now }, undefined],
    [{ consecutiveFailedDeliveries: 9, failingSince: daysAgo(3) }, undefined],
    [{ consecutiveFailedDeliveries: 10, failingSince: daysAgo(3) }, 'consecutive_failures'],
    [{ consecutiveFailedDeliveries: 12, failingSince: daysAgo(6) }, 'consecutive_failures'],
    [{ consecutiveFailedDeliveries: 1, failingSince: daysAgo(4.9) }, undefined],
    [{ consecutiveFailedDeliveries: 1, failingSince: daysAgo(5) }, 'no_success'],
    [{ consecutiveFailedDeliveries: 0, failingSince: daysAgo(8) }, 'no_success'],
    [{ consecutiveFailedDeliveries: 0, failingSince: null }, undefined],
  ] as const)('%j → %s', (health, expected) => {
    expect(autoDisableReason(health, now, limits)).toBe(expected);
  });
});

describe('retryAfterSecondsOf', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    [null, undefined],
    ['120', 120],
    [' 7 ', 7],
    ['Tue, 24 Nov 2026 10:01:00 GMT', 60],
    ['Tue, 24 Nov 2026 09:00:00 GMT', 0],
    ['soon', undefined],
  ])('%s → %s', (header, expected) => {
    expect(retryAfterSecondsOf(header, now)).toBe(expected);
  });
});

describe('webhookEventOf / webhookDataOf', () => {
  it.each([
    [{ type: 'document.created', organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf' }, 'document:created'],
    [
      { type: 'document.updated', organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf', updatedFields: ['name'] },
      'document:updated',
    ],
    [{ type: 'document.deleted', organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf' }, 'document:deleted'],
    [
      {
        type: 'document.tag.added',
        organizationId: 'org_1',
        documentId: 'doc_1',
        documentName: 'a.pdf',
        tagId: 'tag_1',
        tagName: 'Invoices',
      },
      'document:tag:added',
    ],
    [
      {
        type: 'document.tag.removed',
        organizationId: 'org_1',
        documentId: 'doc_1',
        documentName: 'a.pdf',
        tagId: 'tag_1',
        tagName: 'Invoices',
      },
      'document:tag:removed',
    ],
    [{ type: 'document.processed', organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf' }, undefined],
    [{ type: 'document.restored', organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf' }, undefined],
  ] satisfies [DocumentEvent, string | undefined][])('%j → %s', (event, expected) => {
    expect(webhookEventOf(event)).toBe(expected);
    expect(webhookDataOf(event)).not.toHaveProperty('type');
    expect(webhookDataOf(event)).toMatchObject({ organizationId: 'org_1', documentId: 'doc_1', documentName: 'a.pdf', name: 'a.pdf' });
  });
});
