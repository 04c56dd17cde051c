import type { DemoDatabase } from './demo-database';

/** The visitor: the owner of every organization of the demo, signed in from the start. */
export const DEMO_USER_ID = 'usr_demo';
export type DemoUser = { id: string; email: string; name: string; createdAt: Date; updatedAt: Date };

const USER_KEY = 'user';

export async function readDemoUser(database: DemoDatabase): Promise<DemoUser> {
  const stored = (await database.get('settings', USER_KEY)) as DemoUser | undefined;
  return stored ?? { id: DEMO_USER_ID, email: 'demo@example.com', name: 'Demo user', createdAt: new Date(0), updatedAt: new Date(0) };
}

export async function saveDemoUser(database: DemoDatabase, user: DemoUser): Promise<void> {
  await database.put('settings', user, USER_KEY);
}
