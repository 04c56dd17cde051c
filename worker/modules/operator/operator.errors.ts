import { AppError, notFound } from '../../../core/errors';

// For the operator's command line tools, in English like the rest of them.

/** Without OPERATOR_SECRET the operator routes do not exist. */
export const operatorRoutesOff = () => notFound('server.not_found', 'Route not found');
export const operatorSecretWrong = () =>
  new AppError(
    401,
    'operator.unauthorized',
    'The operator secret is missing or wrong: send it as "Authorization: Bearer <OPERATOR_SECRET>".',
  );
export const unknownDatabase = (binding: string, bindings: string[]) =>
  new AppError(
    400,
    'operator.unknown_database',
    `The Worker has no database ${binding}: it has ${bindings.join(', ')} (wrangler.toml, README "Scale").`,
  );
