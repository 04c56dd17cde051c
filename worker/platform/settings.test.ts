import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS, settingsSchema } from './settings';

describe('WEBHOOK_RETRY_SCHEDULE_SECONDS', () => {
  const parse = (value: string | undefined) => settingsSchema.safeParse({ APP_ENV: 'test', WEBHOOK_RETRY_SCHEDULE_SECONDS: value });

  it.each([
    [undefined, DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS],
    ['', DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS],
    ['60', [60]],
    [' 1, 300 ,86400 ', [1, 300, 86400]],
    ['0,0', [0, 0]],
  ])('%j → %j', (value, expected) => {
    expect(parse(value)).toMatchObject({ success: true, data: { WEBHOOK_RETRY_SCHEDULE_SECONDS: expected } });
  });

  it.each([
    ['5 minutes', 'separated by commas'],
    ['5,,300', 'separated by commas'],
    ['-5', 'separated by commas'],
    ['1.5', 'separated by commas'],
    ['5,86401', 'at most 86400 seconds'],
  ])('refuses %j, saying it %s', (value, message) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['WEBHOOK_RETRY_SCHEDULE_SECONDS'], message: expect.stringContaining(message) }),
    ]);
  });

  it('defaults to about three days of nine retries, the first after 5 s', () => {
    expect(DEFAULT_WEBHOOK_RETRY_SCHEDULE_SECONDS).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
  });
});

describe('SUGGESTIONS_LANGUAGE_MODEL_*', () => {
  const parse = (settings: Record<string, string>) => settingsSchema.safeParse({ APP_ENV: 'test', ...settings });

  it('is off unless a provider is named, with a budget of 1,000 requests a month', () => {
    for (const provider of [undefined, '']) {
      const result = parse(provider === undefined ? {} : { SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: provider });
      expect(result.data).toMatchObject({ SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_REQUESTS: 1000 });
      expect(result.data?.SUGGESTIONS_LANGUAGE_MODEL_PROVIDER).toBeUndefined();
    }
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['50000', 50000],
  ])('caps the tokens of a month only when told (%s)', (value, tokens) => {
    const result = parse(value === undefined ? {} : { SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS: value });
    expect(result.success).toBe(true);
    expect(result.data?.SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS).toBe(tokens);
  });

  it.each(['0', '-5', 'lots'])('refuses a token cap of %s', (value) => {
    expect(parse({ SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS: value }).error?.issues.map(({ path }) => path)).toEqual([
      ['SUGGESTIONS_LANGUAGE_MODEL_MONTHLY_TOKENS'],
    ]);
  });

  it('needs the base URL and the model of an OpenAI-compatible server, and refuses an unknown provider', () => {
    expect(parse({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'openai-compatible' }).error?.issues.map(({ path }) => path)).toEqual([
      ['SUGGESTIONS_LANGUAGE_MODEL_BASE_URL'],
      ['SUGGESTIONS_LANGUAGE_MODEL_NAME'],
    ]);
    expect(
      parse({
        SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'openai-compatible',
        SUGGESTIONS_LANGUAGE_MODEL_BASE_URL: 'http://localhost:11434',
        SUGGESTIONS_LANGUAGE_MODEL_NAME: 'llama3.1:8b',
      }).success,
    ).toBe(true);
    expect(parse({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'workers-ai' }).success).toBe(true);
    expect(parse({ SUGGESTIONS_LANGUAGE_MODEL_PROVIDER: 'openai' }).error?.issues[0]?.message).toContain('workers-ai or openai-compatible');
  });
});
