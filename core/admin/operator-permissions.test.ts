import { describe, expect, it } from 'vitest';
import { isOperatorActionAllowed, OPERATOR_ACTIONS, operatorRoleOf } from './operator-permissions';

describe('operatorRoleOf', () => {
  it.each([
    { emails: ['ops@example.com'], email: 'ops@example.com', role: 'operator' },
    { emails: ['ops@example.com'], email: 'OPS@Example.com', role: 'operator' },
    { emails: ['ops@example.com'], email: ' ops@example.com ', role: 'operator' },
    { emails: ['ops@example.com'], email: 'owner@example.com', role: undefined },
    { emails: ['ops@example.com'], email: 'ops@example.co', role: undefined },
    { emails: [], email: 'ops@example.com', role: undefined },
  ])('$email among $emails: $role', ({ emails, email, role }) => {
    expect(operatorRoleOf(emails, email)).toBe(role);
  });
});

describe('the operator permission table', () => {
  it('lets the operator do every action', () => {
    expect(OPERATOR_ACTIONS.filter((action) => !isOperatorActionAllowed('operator', action))).toEqual([]);
  });
});
