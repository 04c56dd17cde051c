import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../../core/workflows/workflow-templates';
import { insertAt, placeholderText, sampleTemplateValues } from './template-preview';

describe('placeholderText', () => {
  it.each([
    { name: 'name' as const, expected: '{{name}}' },
    { name: 'documentDate' as const, expected: '{{documentDate:YYYY-MM-DD}}' },
    { name: 'tags' as const, expected: '{{tags}}' },
    { name: 'property' as const, propertyName: 'Due date', expected: '{{property:Due date}}' },
  ])('$name', ({ name, propertyName, expected }) => {
    expect(placeholderText(name, propertyName)).toBe(expected);
  });
});

describe('insertAt', () => {
  it.each([
    { text: 'ab', start: 1, end: 1, expected: { text: 'a{{name}}b', cursor: 9 } },
    { text: 'a-selected-b', start: 1, end: 11, expected: { text: 'a{{name}}b', cursor: 9 } },
    { text: '', start: 0, end: 0, expected: { text: '{{name}}', cursor: 8 } },
  ])('puts the placeholder at the cursor of "$text"', ({ text, start, end, expected }) => {
    expect(insertAt(text, '{{name}}', start, end)).toEqual(expected);
  });
});

describe('sampleTemplateValues', () => {
  it('renders every placeholder of a template with something to see', () => {
    const rendered = renderTemplate(
      '{{documentDate:DD.MM.YYYY}} {{name}} {{asn}} {{property:Due}} {{today}}',
      sampleTemplateValues('2026-11-29'),
    );
    expect(rendered).toBe('12.03.2025 Invoice ACME 2025-031 42 ‹Due› 2026-11-29');
  });
});
