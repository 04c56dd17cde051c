import { AppError, notFound } from '../../../core/errors';

// For the operator's command line (npm run org:move), in English like the rest of the operator's tools.
export const unknownDatabase = (binding: string, bindings: string[]) =>
  new AppError(
    400,
    'organization_move.unknown_database',
    `The Worker has no database ${binding}: it has ${bindings.join(', ')} (wrangler.toml, README "Scale").`,
  );
export const organizationNotFound = () => notFound('organization_move.organization_not_found', 'No live organization has this id.');
export const alreadyThere = (binding: string) =>
  new AppError(409, 'organization_move.already_there', `The organization already lives in ${binding}.`);
export const moveInProgress = (target: string) =>
  new AppError(
    409,
    'organization_move.in_progress',
    `The organization is being moved to ${target}: finish that move, or roll it back, first.`,
  );
export const noMoveInProgress = () => notFound('organization_move.not_in_progress', 'The organization is not being moved.');
export const moveSwitched = () =>
  new AppError(
    409,
    'organization_move.switched',
    'The organization lives in its new database already: the move can only finish (its old rows are being deleted).',
  );
