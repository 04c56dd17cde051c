import type { WebhookEvent } from '@/api/types';

/**
 * The translation key of an event's name. The event names hold colons, which i18next reads as a
 * namespace separator, so the key spells them with dashes: `document:tag:added` → `document-tag-added`.
 */
export const eventLabelKey = (event: WebhookEvent) => `webhooks.events.${event.replaceAll(':', '-')}`;
