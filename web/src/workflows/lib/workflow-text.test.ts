import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import de from '@/i18n/locales/de.json';
import { WORKFLOW_REASON_CODES, workflowReason } from '../../../../core/workflows/workflow-reasons';
import { reasonText } from './workflow-text';

const t = i18next.createInstance();
await t.init({ lng: 'de', fallbackLng: false, resources: { en: { translation: en }, de: { translation: de } } });

describe('reasonText', () => {
  it('has a translation for every reason the server gives', () => {
    expect(Object.keys(en.workflows.reasons).sort()).toEqual([...WORKFLOW_REASON_CODES].sort());
  });

  it.each([
    ['a reason by its code, with its values', workflowReason('property_filled', { property: 'Betrag' }), 'Betrag hat bereits einen Wert'],
    [
      'a skipped run',
      workflowReason('chain_too_deep', { depth: 3 }),
      'Nicht ausgeführt: 3 Workflows hintereinander haben sich gegenseitig gestartet, die Kette endet hier',
    ],
    [
      "an action's refusal, as the API's error says it",
      workflowReason('refused', { detail: 'This document is in the trash: restore it first' }, 'document.is_deleted'),
      de['api-errors'].document.is_deleted,
    ],
    [
      'a refusal the app has no words for: the server’s sentence',
      workflowReason('refused', { detail: 'Something else' }, 'elsewhere.unknown'),
      'Something else',
    ],
    ['a run logged before codes: its English sentence', { reason: 'The document is in the trash' }, 'The document is in the trash'],
  ])('%s', (_, reason, expected) => {
    expect(reasonText(t.t, reason)).toBe(expected);
  });
});
