import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { ApiKeyInput, ApiKeyPermission } from '@/api/types';
import { textField } from '@/lib/text-field';
import { API_KEY_PERMISSIONS } from '../../../../core/permissions/organization-permissions';
import { API_KEY_NAME_MAX_LENGTH } from '../../../../core/field-limits';

export const EXPIRY_DAYS = [30, 90, 365] as const;
const EXPIRY_CHOICES = ['never', ...EXPIRY_DAYS.map(String), 'date'] as const;
type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export const ORGANIZATION_SCOPES = ['all', 'chosen'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

type PermissionSection = { section: string; permissions: { permission: ApiKeyPermission; action: string }[] };

/** The checklist's groups, in the server's order (documents, tags, tagging rules, properties), each with its actions. */
export const PERMISSION_SECTIONS: PermissionSection[] = (() => {
  const sections = new Map<string, PermissionSection>();
  for (const permission of API_KEY_PERMISSIONS) {
    const [section, action] = permission.split(':') as [string, string];
    if (!sections.has(section)) sections.set(section, { section, permissions: [] });
    sections.get(section)!.permissions.push({ permission, action });
  }
  return [...sections.values()];
})();

export type ApiKeyFormValues = {
  name: string;
  permissions: ApiKeyPermission[];
  organizationScope: (typeof ORGANIZATION_SCOPES)[number];
  organizationIds: string[];
  expiry: ExpiryChoice;
  /** yyyy-mm-dd, when expiry is 'date'. */
  expiryDate: string;
};

/** Spec: every permission selected; our screen asks for the organizations explicitly, all of them first. */
export const createDefaultFormValues = (): ApiKeyFormValues => ({
  name: '',
  permissions: [...API_KEY_PERMISSIONS],
  organizationScope: 'all',
  organizationIds: [],
  expiry: 'never',
  expiryDate: '',
});

/** A yyyy-mm-dd date in the user's time zone, as a date input holds it. */
export const toDateInputValue = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last moment of a yyyy-mm-dd day in the user's time zone, or undefined for anything else. */
function endOfDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, 23, 59, 59, 999);
  return date.getDate() === day ? date : undefined;
}

/** When the key stops working: a key set to expire on a day works until that day ends. */
export function expiresAtOf({ expiry, expiryDate }: Pick<ApiKeyFormValues, 'expiry' | 'expiryDate'>, now = new Date()): Date | null {
  if (expiry === 'never') return null;
  if (expiry === 'date') return endOfDay(expiryDate) ?? null;
  return new Date(now.getTime() + Number(expiry) * DAY_MS);
}

export function toApiKeyInput(values: ApiKeyFormValues, now = new Date()): ApiKeyInput {
  const isAll = values.organizationScope === 'all';
  return {
    name: values.name.trim(),
    permissions: values.permissions,
    allOrganizations: isAll,
    organizationIds: isAll ? [] : values.organizationIds,
    expiresAt: expiresAtOf(values, now)?.toISOString() ?? null,
  };
}

/**
 * Spec section 5: a name, at least one permission; and ours: at least one organization when they are
 * chosen, a date that has not passed when one is picked. The cross-field checks run even while a
 * field has an error (`when`), so that the first submit shows every problem at once.
 */
export const apiKeyFormSchema = (t: TFunction) =>
  z
    .object({
      name: textField({
        min: 1,
        tooShort: t('api-keys.form.name.required'),
        max: API_KEY_NAME_MAX_LENGTH,
        tooLong: t('api-keys.form.name.max-length', { max: API_KEY_NAME_MAX_LENGTH }),
      }),
      permissions: z.array(z.enum(API_KEY_PERMISSIONS)).check(z.minLength(1, t('api-keys.form.permissions.required'))),
      organizationScope: z.enum(ORGANIZATION_SCOPES),
      organizationIds: z.array(z.string()),
      expiry: z.enum(EXPIRY_CHOICES),
      expiryDate: z.string(),
    })
    .check(
      z.refine((values) => values.organizationScope === 'all' || values.organizationIds.length > 0, {
        message: t('api-keys.form.organizations.required'),
        path: ['organizationIds'],
        when: () => true,
      }),
      z.refine((values) => values.expiry !== 'date' || (endOfDay(values.expiryDate)?.getTime() ?? 0) > Date.now(), {
        message: t('api-keys.form.expiry.date-invalid'),
        path: ['expiryDate'],
        when: () => true,
      }),
    );
