import { describe, expect, it } from 'vitest';
import { createTagFormSchema, getTagFormDefaults, isUnchangedTag } from './tag-form';

const messages = {
  nameRequired: 'required',
  nameMaxLength: 'name too long',
  colorInvalid: 'The hex color is badly formatted.',
  descriptionMaxLength: 'description too long',
};
const schema = createTagFormSchema(messages);

const issuesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('createTagFormSchema', () => {
  it.each([
    [
      { name: 'Invoices', color: '#D8FF75', description: '' },
      { name: 'Invoices', color: '#d8ff75', description: null },
    ],
    [
      { name: '  Taxes 2024 ', color: 'abc', description: '  For the accountant ' },
      { name: 'Taxes 2024', color: '#aabbcc', description: 'For the accountant' },
    ],
    [
      { name: 'x'.repeat(64), color: '#ffffff', description: 'd'.repeat(256) },
      { name: 'x'.repeat(64), color: '#ffffff', description: 'd'.repeat(256) },
    ],
    [
      { name: 'Blank', color: '#000', description: '   ' },
      { name: 'Blank', color: '#000000', description: null },
    ],
  ])('accepts %j', (input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each([
    [{ name: '', color: '#d8ff75', description: '' }, ['name: required']],
    [{ name: '   ', color: '#d8ff75', description: '' }, ['name: required']],
    [{ name: 'x'.repeat(65), color: '#d8ff75', description: '' }, ['name: name too long']],
    [{ name: 'Tag', color: '#d8ff7', description: '' }, ['color: The hex color is badly formatted.']],
    [{ name: 'Tag', color: 'lime', description: '' }, ['color: The hex color is badly formatted.']],
    [{ name: 'Tag', color: '', description: '' }, ['color: The hex color is badly formatted.']],
    [{ name: 'Tag', color: '#d8ff75', description: 'd'.repeat(257) }, ['description: description too long']],
  ])('rejects %j', (input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });
});

describe('getTagFormDefaults', () => {
  it.each([
    [undefined, undefined, { name: '', color: '#d8ff75', description: '' }],
    [null, '  Receipts ', { name: 'Receipts', color: '#d8ff75', description: '' }],
    [undefined, 'y'.repeat(70), { name: 'y'.repeat(64), color: '#d8ff75', description: '' }],
    [{ name: 'Bills', color: '#FF7A7F', description: null }, 'ignored', { name: 'Bills', color: '#ff7a7f', description: '' }],
    [{ name: 'Bills', color: 'broken', description: 'Monthly' }, undefined, { name: 'Bills', color: '#d8ff75', description: 'Monthly' }],
  ])('tag %j, name %j', (tag, name, expected) => {
    expect(getTagFormDefaults(tag, name)).toEqual(expected);
  });
});

describe('isUnchangedTag', () => {
  const tag = { name: 'Bills', color: '#FF7A7F', description: null };
  it.each([
    [{ name: 'Bills', color: '#ff7a7f', description: null }, true],
    [{ name: 'Bills', color: '#ff7a7f', description: '' }, true],
    [{ name: 'bills', color: '#ff7a7f', description: null }, false],
    [{ name: 'Bills', color: '#ff7a80', description: null }, false],
    [{ name: 'Bills', color: '#ff7a7f', description: 'Monthly' }, false],
  ])('%j: %j', (input, expected) => {
    expect(isUnchangedTag(tag, input)).toBe(expected);
  });
});
