import { subscribeToUserDeleting } from './modules/auth/auth.events';
import { subscribeToDocumentEvents, type DocumentEvent } from './modules/documents/documents.events';
import { deleteOrganizationsOwnedOnlyBy, forgetUserInOrganizationDatabases } from './modules/organizations/organizations.service';
import { endLinksOfTrashedDocuments } from './modules/share-links/share-links.service';
import { applyRulesOnDocumentEvents } from './modules/tagging-rules/tagging-rules.service';
import { queueWebhookDeliveries } from './modules/webhooks/webhook-delivery.service';
import { startWorkflowsOnDocumentEvents } from './modules/workflows/workflow-runs.service';
import { suggestOnDocumentEvents } from './modules/suggestions/suggestions.service';
import type { OrganizationDependencies } from './platform/dependencies';

/**
 * The tagging rules, then the workflows: subscribers run side by side, and a workflow's message must
 * not reach the queue before the rules have done their part (a workflow sees their tags). A rule that
 * fails does not keep the workflows from starting.
 */
async function applyRulesThenStartWorkflows(deps: OrganizationDependencies, events: DocumentEvent[]) {
  try {
    await applyRulesOnDocumentEvents(deps, events);
  } finally {
    await startWorkflowsOnDocumentEvents(deps, events);
  }
}

// Who reacts to events of other modules, in one place (see documents.events.ts and auth.events.ts).
subscribeToDocumentEvents(applyRulesThenStartWorkflows);
subscribeToDocumentEvents(queueWebhookDeliveries);
subscribeToDocumentEvents(endLinksOfTrashedDocuments);
subscribeToDocumentEvents(suggestOnDocumentEvents);
subscribeToUserDeleting(deleteOrganizationsOwnedOnlyBy);
subscribeToUserDeleting(forgetUserInOrganizationDatabases);
