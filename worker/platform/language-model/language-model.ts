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
 * `propose` rejects with a LanguageModelError when the model cannot be reached or does not answer the JSON asked for.
 */
export interface LanguageModel {
  provider: 'workers-ai' | 'openai-compatible';
  /** Where the document's text goes: the server's host name, or Cloudflare's for Workers AI. */
  host: string;
  model: string;
  propose(input: ProposalInput): Promise<Proposal>;
}

export class LanguageModelError extends Error {}

/** Workers AI's model when SUGGESTIONS_LANGUAGE_MODEL_NAME names none: small, multilingual, and answers JSON. */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct-fast';

// A model that has not answered by then will not: the queue's message goes on without its suggestions.
const REQUEST_TIMEOUT_MS = 30_000;
// A proposal is a few short fields; a model that writes on is cut, and its answer refused as not JSON.
const MAX_ANSWER_TOKENS = 400;

type Complete = (messages: ChatMessage[]) => Promise<string>;

function languageModel(provider: LanguageModel['provider'], host: string, model: string, complete: Complete): LanguageModel {
  return {
    provider,
    host,
    model,
    async propose(input) {
      const answer = await complete(proposalMessages(input));
      const proposal = parseProposal(answer, input);
      if (!proposal) throw new LanguageModelError(`The model's answer is not the JSON asked for: ${answer.slice(0, 200)}`);
      return proposal;
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
    if (typeof content !== 'string') throw new LanguageModelError(`The language model at ${url} answered no message`);
    return content;
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
    // Some models give the JSON asked for already parsed.
    if (response && typeof response === 'object') return JSON.stringify(response);
    if (typeof response !== 'string') throw new LanguageModelError('Workers AI answered no text');
    return response;
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
