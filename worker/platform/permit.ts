import type { MiddlewareHandler } from 'hono';
import type { OrganizationAction } from '../../core/permissions/organization-permissions';
import type { OperatorAction } from '../../core/admin/operator-permissions';

// Plumbing under the modules: a route declares its action here, and the organization guard mounted in front of
// every organization route (worker/routes.ts) reads it. So a module's routes import no other module to be guarded.

const DECLARED_ACTION = Symbol('organization action');
type PermitMiddleware = MiddlewareHandler & { [DECLARED_ACTION]: OrganizationAction };

/**
 * Declares what a route does, as its first middleware: `.get('/', permit('documents:read'), …)`.
 * It does nothing when it runs; `requireOrganizationMember` reads the declaration of the route the
 * request matched and checks the caller's role against the permission table before any handler.
 */
export function permit(action: OrganizationAction): PermitMiddleware {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [DECLARED_ACTION]: action });
}

/** The action a route declared, so a test can hold every route to a declaration. */
export function declaredActionOf(handler: unknown): OrganizationAction | undefined {
  return (handler as Partial<PermitMiddleware>)[DECLARED_ACTION];
}

const DECLARED_OPERATOR_ACTION = Symbol('operator action');
type PermitOperatorMiddleware = MiddlewareHandler & { [DECLARED_OPERATOR_ACTION]: OperatorAction };

/**
 * Declares what a route of the operator's console does, as its first middleware, in the operator
 * permission table (core/admin/operator-permissions.ts); the console's guard reads it like `permit`.
 */
export function permitOperator(action: OperatorAction): PermitOperatorMiddleware {
  const declaration: MiddlewareHandler = (_c, next) => next();
  return Object.assign(declaration, { [DECLARED_OPERATOR_ACTION]: action });
}

export function declaredOperatorActionOf(handler: unknown): OperatorAction | undefined {
  return (handler as Partial<PermitOperatorMiddleware>)[DECLARED_OPERATOR_ACTION];
}
