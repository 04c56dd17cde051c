import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { eventLabelKey } from './webhook-events';
import { WEBHOOK_EVENTS } from '../../../../core/webhooks/webhook-events';

describe('eventLabelKey', () => {
  it('names every event by a key without colons that the locale files hold', () => {
    expect(eventLabelKey('document:tag:added')).toBe('webhooks.events.document-tag-added');
    const names = en.webhooks.events as Record<string, string>;
    for (const event of WEBHOOK_EVENTS) expect(names[eventLabelKey(event).slice('webhooks.events.'.length)], event).toBeTruthy();
  });
});
