/**
 * The demo's organizations, their members and invitations: the visitor owns every organization and is
 * its only member, and nobody is ever invited (a browser sends no email).
 */
import type { ApiClient } from '@/api/api-client';
import type { Member, Organization } from '@/api/types';
import { generateId } from '../../../../core/ids';
import { customerPortalNotAvailableInDemo, notAvailableInDemo } from '../../../../core/demo/demo.errors';
import { organizationNameSchema, updateOrganizationSchema } from '../../../../core/organizations/organizations.schemas';
import { memberNotFound, lastOwnerCannotLeave, ownerCannotBeRemoved, ownerRoleCannotChange } from '../../../../core/members/members.errors';
import { updateMemberRoleSchema } from '../../../../core/members/members.schemas';
import { invitationNotFound } from '../../../../core/invitations/invitations.errors';
import type { DemoDatabase } from './demo-database';
import { deleteDocumentsForGood, organizationDocuments, withinQuota } from './demo-records';
import { answer, notAvailable, parse, type DemoClientContext } from './demo-client-context';
import { readDemoUser } from './demo-user';
import { DEFAULT_BARCODE_SETTINGS } from '../../../../core/documents/barcode-settings';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

async function membershipOf(database: DemoDatabase, organization: Organization): Promise<Member> {
  const user = await readDemoUser(database);
  return {
    id: `mem_${organization.id.slice('org_'.length)}`,
    organizationId: organization.id,
    role: 'owner',
    user: { id: user.id, email: user.email, name: user.name },
    createdAt: organization.createdAt,
  };
}

async function deleteOrganizationData(database: DemoDatabase, organizationId: string) {
  const documentIds = (await organizationDocuments(database, organizationId)).map((record) => record.id);
  await deleteDocumentsForGood(database, documentIds);
  const transaction = database.transaction(['organizations', 'tags', 'taggingRules', 'webhooks', 'intakeEmails', 'views'], 'readwrite');
  const deleteIndexed = async (name: 'tags' | 'taggingRules' | 'webhooks' | 'intakeEmails' | 'views') => {
    const store = transaction.objectStore(name);
    for (const key of await store.index('organizationId').getAllKeys(organizationId)) await store.delete(key);
  };
  await Promise.all([
    transaction.objectStore('organizations').delete(organizationId),
    deleteIndexed('tags'),
    deleteIndexed('taggingRules'),
    deleteIndexed('webhooks'),
    deleteIndexed('intakeEmails'),
    deleteIndexed('views'),
    transaction.done,
  ]);
}

export function demoOrganizationsApi({ database, requireOrganization }: DemoClientContext): ApiClient['organizations'] {
  return {
    list: () => answer(async () => ({ organizations: (await database.getAll('organizations')).sort(byName) })),
    create: (input) =>
      answer(async () => {
        const { name } = parse(organizationNameSchema, input);
        const now = new Date();
        const organization: Organization = {
          id: generateId('org'),
          name,
          documentLanguages: ['en'],
          allowPermanentShareLinks: false,
          requireTwoFactor: false,
          // Suggestions are learned on the server: the demo has none.
          suggestionsEnabled: false,
          languageModelEnabled: false,
          newTagSuggestionsEnabled: false,
          barcodes: DEFAULT_BARCODE_SETTINGS,
          readOnly: null,
          createdAt: now,
          updatedAt: now,
        };
        await withinQuota(() => database.put('organizations', organization));
        return { organization };
      }),
    get: (organizationId) => answer(async () => ({ organization: await requireOrganization(organizationId) })),
    update: (organizationId, input) =>
      answer(async () => {
        const organization = await requireOrganization(organizationId);
        const changes = parse(updateOrganizationSchema, input);
        // The demo reads no barcodes: settings that would do nothing are refused, as its other missing parts are.
        if (changes.barcodes) throw notAvailableInDemo();
        const updated = { ...organization, ...changes, updatedAt: new Date() };
        await database.put('organizations', updated);
        return { organization: updated };
      }),
    delete: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        await deleteOrganizationData(database, organizationId);
      }),
    getMyMembership: (organizationId) =>
      answer(async () => ({ member: await membershipOf(database, await requireOrganization(organizationId)) })),
    updateSecurity: notAvailable,
    getCustomerPortalUrl: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        throw customerPortalNotAvailableInDemo();
      }),
    startExport: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        throw notAvailableInDemo();
      }),
    listExports: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { jobs: [] };
      }),
    // The demo has no operators: nothing was ever done to its organizations.
    listOperatorActions: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { operatorActions: [], nextCursor: null };
      }),
  };
}

export function demoMembersApi({ database, requireOrganization }: DemoClientContext): ApiClient['members'] {
  return {
    list: (organizationId) => answer(async () => ({ members: [await membershipOf(database, await requireOrganization(organizationId))] })),
    updateRole: (organizationId, memberId, input) =>
      answer(async () => {
        const member = await membershipOf(database, await requireOrganization(organizationId));
        parse(updateMemberRoleSchema, input);
        throw member.id === memberId ? ownerRoleCannotChange() : memberNotFound();
      }),
    remove: (organizationId, memberId) =>
      answer(async () => {
        const member = await membershipOf(database, await requireOrganization(organizationId));
        throw member.id === memberId ? ownerCannotBeRemoved() : memberNotFound();
      }),
    leave: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        throw lastOwnerCannotLeave();
      }),
    invite: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        throw notAvailableInDemo();
      }),
    listInvitations: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        return { invitations: [] };
      }),
  };
}

export const demoInvitationsApi: ApiClient['invitations'] = {
  list: () => answer(async () => ({ invitations: [] })),
  count: () => answer(async () => ({ pendingInvitationsCount: 0 })),
  // Nobody is ever invited in the demo, so no invitation exists to answer.
  accept: () => answer<never>(async () => Promise.reject(invitationNotFound())),
  reject: () => answer<never>(async () => Promise.reject(invitationNotFound())),
  resend: () => answer<never>(async () => Promise.reject(invitationNotFound())),
  cancel: () => answer<never>(async () => Promise.reject(invitationNotFound())),
};
