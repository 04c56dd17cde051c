/** The groups of calls for what the demo has none of: share links, custom properties and learned suggestions. */
import type { ApiClient } from '@/api/api-client';
import { answer, notAvailable, type DemoClientContext } from './demo-client-context';

// Links lead to a server; the demo's documents stay in the browser.
export function demoShareLinksApi({ requireOrganization }: DemoClientContext): ApiClient['shareLinks'] {
  const noShareLinks = (organizationId: string) =>
    answer(async () => {
      await requireOrganization(organizationId);
      return { shareLinks: [] };
    });

  return {
    listOfDocument: noShareLinks,
    listOfOrganization: noShareLinks,
    create: notAvailable,
    revoke: notAvailable,
    openShared: notAvailable,
    unlockShared: notAvailable,
    sharedFileUrl: () => '',
  };
}

// Custom properties are the server's: the demo lists none and says so when asked to keep one.
export function demoPropertiesApi({ requireOrganization }: DemoClientContext): ApiClient['properties'] {
  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { properties: [] };
      }),
    create: notAvailable,
    update: notAvailable,
    delete: notAvailable,
    setValue: notAvailable,
  };
}

// Suggestions are learned on the server from the organization's labels, and the demo has no language model: it has none to show.
export function demoSuggestionsApi({ requireOrganization }: DemoClientContext): ApiClient['suggestions'] {
  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { suggestions: [] };
      }),
    accept: notAvailable,
    dismiss: notAvailable,
    acceptAll: notAvailable,
    languageModel: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { languageModel: null };
      }),
  };
}
