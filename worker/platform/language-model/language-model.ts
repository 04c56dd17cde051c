import {
  parseProposal,
  proposalMessages,
  type ChatMessage,
  type Proposal,
  type ProposalInput,
} from '../../../core/suggestions/language-model';
import type { Settings } from '../settings';

/**
 * The suggestions' optional language model (README, "Suggestions"), whichever the operator configured:
 * it proposes a name, a date, tags and options from the organization's own (core/suggestions/language-model.ts).
 * `propose` answers the proposal and the tokens the request cost; it rejects with a LanguageModelError (with
 * the tokens of an answer that came) when the model cannot be reached or does not answer the JSON asked for.
 */
export interface LanguageModel {
  provider: 'workers-ai' | 'openai-compatible';
  /** Where the document's text goes: the server's host name, or Cloudflare's for Workers AI. */
  host: string;
  model: string;
  propose(input: ProposalInput): Promise<{ proposal: Proposal; tokens: number }>;
}

export class LanguageModelError extends Error {
  /** What the request cost: nothing when no answer came, an answer that was not the JSON asked for counts. */
  constructor(
    message: string,
    readonly tokens = 0,
  ) {
    super(message);
  }
}

// A server that gives no usage (some local ones, some Workers AI models) is counted about 4 characters a
// token, the usual rule of thumb: an estimate, which the README says.
const CHARACTERS_PER_TOKEN = 4;

/** The tokens of a request and its answer when the server counts none: their characters over 4, rounded up. */
export const estimatedTokens = (messages: ChatMessage[], answer: string) =>
  Math.ceil((messages.reduce((characters, { content }) => characters + content.length, 0) + answer.length) / CHARACTERS_PER_TOKEN);

/** The server's count of the tokens of a request and its answer (`usage.total_tokens`, as OpenAI's API and Workers AI give it). */
const totalTokensOf = (body: unknown) => {
  const total = (body as { usage?: { total_tokens?: unknown } } | null)?.usage?.total_tokens;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? Math.round(total) : undefined;
};

/** Workers AI's model when SUGGESTIONS_LANGUAGE_MODEL_NAME names none: small, multilingual, and answers JSON. */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct-fast';

// A model that has not answered by then will not: the queue's message goes on without its suggestions.
const REQUEST_TIMEOUT_MS = 30_000;
// A proposal is a few short fields; a model that writes on is cut, and its answer refused as not JSON.
const MAX_ANSWER_TOKENS = 400;

/** The answer's text, and the tokens the server counted when it counts them. */
type Complete = (messages: ChatMessage[]) => Promise<{ text: string; totalTokens: number | undefined }>;

function languageModel(provider: LanguageModel['provider'], host: string, model: string, complete: Complete): LanguageModel {
  return {
    provider,
    host,
    model,
    async propose(input) {
      const messages = proposalMessages(input);
      const { text, totalTokens } = await complete(messages);
      const tokens = totalTokens ?? estimatedTokens(messages, text);
      const proposal = parseProposal(text, input);
      if (!proposal) throw new LanguageModelError(`The model's answer is not the JSON asked for: ${text.slice(0, 200)}`, tokens);
      return { proposal, tokens };
    },
  };
}

/** Any server of OpenAI's chat completions API (OpenAI, Mistral, Ollama, vLLM…): POST {base}/v1/chat/completions. */
function openAiCompatible(baseUrl: string, model: string, apiKey: string | undefined): LanguageModel {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/chat/completions`;
  return languageModel('openai-compatible', new URL(baseUrl).host, model, async (messages) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages, temperature: 0, max_tokens: MAX_ANSWER_TOKENS, response_format: { type: 'json_object' } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new LanguageModelError(`The language model at ${url} could not be reached: ${error}`);
    }
    if (!response.ok)
      throw new LanguageModelError(`The language model at ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LanguageModelError(`The language model at ${url} answered no message`, totalTokensOf(body));
    return { text: content, totalTokens: totalTokensOf(body) };
  });
}

/** Cloudflare's Workers AI, through the AI binding that only wrangler.toml's production environment declares. */
function workersAi(ai: Ai, model: string): LanguageModel {
  return languageModel('workers-ai', 'api.cloudflare.com', model, async (messages) => {
    let answer: unknown;
    try {
      answer = await (ai.run as (model: string, input: object) => Promise<unknown>)(model, { messages, max_tokens: MAX_ANSWER_TOKENS });
    } catch (error) {
      throw new LanguageModelError(`Workers AI failed: ${error}`);
    }
    const response = (answer as { response?: unknown } | null)?.response;
    const totalTokens = totalTokensOf(answer);
    // Some models give the JSON asked for already parsed.
    if (response && typeof response === 'object') return { text: JSON.stringify(response), totalTokens };
    if (typeof response !== 'string') throw new LanguageModelError('Workers AI answered no text', totalTokens);
    return { text: response, totalTokens };
  });
}

/**
 * The configured model, or null: none configured, or Workers AI chosen where the binding is missing
 * (local development and the tests), which is said once in the log rather than failing each document.
 */
export function createLanguageModel(settings: Settings, ai: Ai | undefined): LanguageModel | null {
  const provider = settings.SUGGESTIONS_LANGUAGE_MODEL_PROVIDER;
  if (provider === 'openai-compatible')
    return openAiCompatible(
      settings.SUGGESTIONS_LANGUAGE_MODEL_BASE_URL!,
      settings.SUGGESTIONS_LANGUAGE_MODEL_NAME!,
      settings.SUGGESTIONS_LANGUAGE_MODEL_API_KEY,
    );
  if (provider !== 'workers-ai') return null;
  if (!ai) {
    warnOnce(
      'SUGGESTIONS_LANGUAGE_MODEL_PROVIDER is workers-ai but the Worker has no AI binding (wrangler.toml [env.production]): no language model.',
    );
    return null;
  }
  return workersAi(ai, settings.SUGGESTIONS_LANGUAGE_MODEL_NAME ?? DEFAULT_WORKERS_AI_MODEL);
}

let isWarned = false;
function warnOnce(message: string) {
  if (isWarned) return;
  isWarned = true;
  console.warn(message);
}
