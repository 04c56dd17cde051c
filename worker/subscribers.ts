import { subscribeToDocumentEvents } from './modules/documents/documents.events';
import { applyRulesOnDocumentEvent } from './modules/tagging-rules/tagging-rules.service';

// Who reacts to document events, in one place (see documents.events.ts).
subscribeToDocumentEvents(applyRulesOnDocumentEvent);
