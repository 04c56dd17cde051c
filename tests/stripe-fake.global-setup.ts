import type { TestProject } from 'vitest/node';
import { startStripeFake } from './stripe-fake';

/** The Stripe stand-in (stripe-fake.ts) for the worker tests, on a free port they `inject`. */
export default async function setup(project: TestProject) {
  const stripeFake = await startStripeFake();
  project.provide('stripeFakePort', stripeFake.port);
  return stripeFake.close;
}
