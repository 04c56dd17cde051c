import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../settings';
import { proposalMessages } from '../../../core/suggestions/language-model';
import { createLanguageModel, DEFAULT_WORKERS_AI_MODEL, estimatedTokens, LanguageModelError } from './language-model';

const settingsOf = (values: Record<string, string>) => settingsSchema.parse({ APP_ENV: 'test', ...values });
const input = { name: 'scan.pdf', text: 'Invoice', tags: [{ id: 'tag_bills', name: 'Bills' }], properties: [], mayProposeNewTags: false };

/** Workers AI's binding as it answers a text-generation model: `{ response }`, text or already parsed, and `usage` when it counts. */
const aiAnswering = (response: unknown, calls: unknown[] = [], usage?: unknown) =>
  ({
    run: async (model: string, options: unknown) => {
      calls.push({ model, options });
      return { response, ...(usage ? { usage } : {}) };
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
    const answer = '{"name": "Bill", "tags": ["Bills", "Made up"]}';
    const model = createLanguageModel(settings, aiAnswering(answer, calls))!;
    expect([model.provider, model.host, model.model]).toEqual(['workers-ai', 'api.cloudflare.com', DEFAULT_WORKERS_AI_MODEL]);
    // No usage in the answer: the tokens are estimated from the characters sent and received.
    expect(await model.propose(input)).toEqual({
      proposal: { name: 'Bill', tagIds: ['tag_bills'], newTagNames: [], propertyValues: {} },
      tokens: estimatedTokens(proposalMessages(input), answer),
    });
    expect(calls[0]?.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(calls[0]?.options.messages).toHaveLength(2);
    const usage = { prompt_tokens: 310, completion_tokens: 12, total_tokens: 322 };
    const parsed = createLanguageModel(settings, aiAnswering({ tags: ['bills'] }, [], usage))!;
    expect(await parsed.propose(input)).toEqual({ proposal: { tagIds: ['tag_bills'], newTagNames: [], propertyValues: {} }, tokens: 322 });
  });

  it.each([
    [[{ role: 'user' as const, content: 'abcd' }], '', 1],
    [[{ role: 'user' as const, content: 'abcd' }], 'e', 2],
    [
      [
        { role: 'system' as const, content: 'x'.repeat(400) },
        { role: 'user' as const, content: 'y'.repeat(3600) },
      ],
      'z'.repeat(399),
      1100,
    ],
  ])('estimates a character over four a token, rounded up, when the server counts none (%#)', (messages, answer, tokens) => {
    expect(estimatedTokens(messages, answer)).toBe(tokens);
  });

  it('fails with a LanguageModelError when Workers AI fails or answers no JSON', async () => {
    const settings = settingsOf({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'workers-ai' });
    const failing = { run: async () => Promise.reject(new Error('capacity')) } as unknown as Ai;
    await expect(createLanguageModel(settings, failing)!.propose(input)).rejects.toBeInstanceOf(LanguageModelError);
    // An answer that came counts, though it was no proposal.
    await expect(createLanguageModel(settings, aiAnswering('No idea.', [], { total_tokens: 90 }))!.propose(input)).rejects.toMatchObject({
      tokens: 90,
    });
    await expect(createLanguageModel(settings, failing)!.propose(input)).rejects.toMatchObject({ tokens: 0 });
  });
});
