import { subscribeToUserDeleting } from './modules/auth/auth.events';
import { subscribeToDocumentEvents } from './modules/documents/documents.events';
import { deleteOrganizationsOwnedOnlyBy, forgetUserInOrganizationDatabases } from './modules/organizations/organizations.service';
import { endLinksOfTrashedDocuments } from './modules/share-links/share-links.service';
import { applyRulesOnDocumentEvents } from './modules/tagging-rules/tagging-rules.service';
import { queueWebhookDeliveries } from './modules/webhooks/webhook-delivery.service';
import { startWorkflowsOnDocumentEvents } from './modules/workflows/workflow-runs.service';

// Who reacts to events of other modules, in one place (see documents.events.ts and auth.events.ts).
subscribeToDocumentEvents(applyRulesOnDocumentEvents);
subscribeToDocumentEvents(queueWebhookDeliveries);
subscribeToDocumentEvents(endLinksOfTrashedDocuments);
subscribeToDocumentEvents(startWorkflowsOnDocumentEvents);
subscribeToUserDeleting(deleteOrganizationsOwnedOnlyBy);
subscribeToUserDeleting(forgetUserInOrganizationDatabases);
