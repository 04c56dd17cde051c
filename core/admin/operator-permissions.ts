/**
 * The operator's console: the people who run the hosted service, named by APP_OPERATOR_EMAILS, apart
 * from every organization's roles (an organization's owner is not an operator). Each console route
 * declares one of these actions (`permitOperator` in worker/platform/permit.ts), as organization routes
 * declare theirs in organization-permissions.ts; the console's guard refuses a route that declared none.
 */
export const OPERATOR_ROLES = ['operator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who may do each action. One role today: a second (support, reading only) would be a column of this table. */
export const ROLES_BY_OPERATOR_ACTION = {
  'users:read': ['operator'],
  'users:disable': ['operator'],
  'users:enable': ['operator'],
  'users:resend-verification': ['operator'],
  'users:delete': ['operator'],
  'organizations:read': ['operator'],
  'organizations:suspend': ['operator'],
  'organizations:lift': ['operator'],
  'organizations:delete': ['operator'],
  'organizations:move': ['operator'],
  'audit-log:read': ['operator'],
  'health:read': ['operator'],
  'numbers:read': ['operator'],
  'health:retry': ['operator'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorAction = keyof typeof ROLES_BY_OPERATOR_ACTION;
export const OPERATOR_ACTIONS = Object.keys(ROLES_BY_OPERATOR_ACTION) as OperatorAction[];

export const isOperatorActionAllowed = (role: OperatorRole, action: OperatorAction): boolean =>
  (ROLES_BY_OPERATOR_ACTION[action] as readonly OperatorRole[]).includes(role);

/** The console's role of the account with this email: operator when APP_OPERATOR_EMAILS names it (in any case), none otherwise. */
export function operatorRoleOf(operatorEmails: readonly string[], email: string): OperatorRole | undefined {
  return operatorEmails.includes(email.trim().toLowerCase()) ? 'operator' : undefined;
}
