import type { intakeEmailMessages, intakeEmails } from './intake-emails.tables';

export const toIntakeEmailDto = (intakeEmail: typeof intakeEmails.$inferSelect) => ({
  id: intakeEmail.id,
  organizationId: intakeEmail.organizationId,
  emailAddress: intakeEmail.emailAddress,
  isEnabled: intakeEmail.isEnabled,
  allowedOrigins: intakeEmail.allowedOrigins,
  createdAt: intakeEmail.createdAt,
  updatedAt: intakeEmail.updatedAt,
});

type MessageRow = Pick<
  typeof intakeEmailMessages.$inferSelect,
  'id' | 'intakeEmailId' | 'receivedAt' | 'fromAddress' | 'subject' | 'outcome' | 'reason' | 'documents' | 'duplicatesCount'
>;

/** A received message as the address's log shows it. */
export const toIntakeMessageDto = (message: MessageRow) => ({
  id: message.id,
  intakeEmailId: message.intakeEmailId,
  receivedAt: message.receivedAt,
  from: message.fromAddress,
  subject: message.subject,
  outcome: message.outcome,
  reason: message.reason,
  documents: message.documents,
  duplicatesCount: message.duplicatesCount,
});
