import type { TestProject } from 'vitest/node';
import { startLanguageModelFake } from './language-model-fake';

/** The OpenAI-compatible stand-in (language-model-fake.ts) for the worker tests, on a free port they `inject`. */
export default async function setup(project: TestProject) {
  const { port, close } = await startLanguageModelFake();
  project.provide('languageModelFakePort', port);
  return close;
}
