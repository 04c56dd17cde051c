import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../settings';
import { createLanguageModel, DEFAULT_WORKERS_AI_MODEL, LanguageModelError } from './language-model';

const settingsOf = (values: Record<string, string>) => settingsSchema.parse({ APP_ENV: 'test', ...values });
const input = { name: 'scan.pdf', text: 'Invoice', tags: [{ id: 'tag_bills', name: 'Bills' }], properties: [], mayProposeNewTags: false };

/** Workers AI's binding as it answers a text-generation model: `{ response }`, text or already parsed. */
const aiAnswering = (response: unknown, calls: unknown[] = []) =>
  ({
    run: async (model: string, options: unknown) => {
      calls.push({ model, options });
      return { response };
    },
  }) as unknown as Ai;

describe('createLanguageModel', () => {
  it('is none unless the operator names a provider, or with Workers AI where the binding is missing (local development, tests)', () => {
    expect(createLanguageModel(settingsOf({}), aiAnswering('{}'))).toBeNull();
    expect(createLanguageModel(settingsOf({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'workers-ai' }), undefined)).toBeNull();
  });

  it("asks Workers AI's default model through the binding, and reads its answer as text or as parsed JSON", async () => {
    const calls: { model: string; options: { messages: unknown[] } }[] = [];
    const settings = settingsOf({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'workers-ai' });
    const model = createLanguageModel(settings, aiAnswering('{"name": "Bill", "tags": ["Bills", "Made up"]}', calls))!;
    expect([model.provider, model.host, model.model]).toEqual(['workers-ai', 'api.cloudflare.com', DEFAULT_WORKERS_AI_MODEL]);
    expect(await model.propose(input)).toEqual({ name: 'Bill', tagIds: ['tag_bills'], newTagNames: [], propertyValues: {} });
    expect(calls[0]?.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(calls[0]?.options.messages).toHaveLength(2);
    const parsed = createLanguageModel(settings, aiAnswering({ tags: ['bills'] }))!;
    expect(await parsed.propose(input)).toEqual({ tagIds: ['tag_bills'], newTagNames: [], propertyValues: {} });
  });

  it('fails with a LanguageModelError when Workers AI fails or answers no JSON', async () => {
    const settings = settingsOf({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'workers-ai' });
    const failing = { run: async () => Promise.reject(new Error('capacity')) } as unknown as Ai;
    await expect(createLanguageModel(settings, failing)!.propose(input)).rejects.toBeInstanceOf(LanguageModelError);
    await expect(createLanguageModel(settings, aiAnswering('No idea.'))!.propose(input)).rejects.toBeInstanceOf(LanguageModelError);
  });
});
