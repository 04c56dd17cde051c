/** The demo's intake addresses: made and listed as the server's are, on a domain no mail reaches. */
import type { ApiClient } from '@/api/api-client';
import { generateId, randomString } from '../../../../core/ids';
import { intakeMessagesPaginationSchema, updateIntakeEmailSchema } from '../../../../core/intake-emails/intake-emails.schemas';
import { intakeEmailNotFound } from '../../../../core/intake-emails/intake-emails.errors';
import { withinQuota } from './demo-records';
import { answer, parse, type DemoClientContext } from './demo-client-context';

const INTAKE_EMAIL_DOMAIN = 'intake.demo.localhost';

export function demoIntakeEmailsApi({ database, requireOrganization }: DemoClientContext): ApiClient['intakeEmails'] {
  async function requireIntakeEmail(organizationId: string, intakeEmailId: string) {
    await requireOrganization(organizationId);
    const intakeEmail = await database.get('intakeEmails', intakeEmailId);
    if (!intakeEmail || intakeEmail.organizationId !== organizationId) throw intakeEmailNotFound();
    return intakeEmail;
  }

  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return {
          intakeEmails: (await database.getAllFromIndex('intakeEmails', 'organizationId', organizationId)).sort(
            (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
          ),
        };
      }),
    create: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        const now = new Date();
        const intakeEmail = {
          id: generateId('ie'),
          organizationId,
          emailAddress: `${randomString('abcdefghijklmnopqrstuvwxyz0123456789', 16)}@${INTAKE_EMAIL_DOMAIN}`,
          isEnabled: true,
          allowedOrigins: [],
          createdAt: now,
          updatedAt: now,
        };
        await withinQuota(() => database.put('intakeEmails', intakeEmail));
        return { intakeEmail };
      }),
    update: (organizationId, intakeEmailId, input) =>
      answer(async () => {
        const intakeEmail = await requireIntakeEmail(organizationId, intakeEmailId);
        const changes = parse(updateIntakeEmailSchema, input);
        const updated = { ...intakeEmail, ...changes, updatedAt: new Date() };
        await database.put('intakeEmails', updated);
        return { intakeEmail: updated };
      }),
    delete: (organizationId, intakeEmailId) =>
      answer(async () => {
        await requireIntakeEmail(organizationId, intakeEmailId);
        await database.delete('intakeEmails', intakeEmailId);
      }),
    listMessages: (organizationId, intakeEmailId, query) =>
      answer(async () => {
        await requireIntakeEmail(organizationId, intakeEmailId);
        parse(intakeMessagesPaginationSchema, query, 'query');
        // No mail reaches a demo address.
        return { messages: [], messagesCount: 0 };
      }),
  };
}
