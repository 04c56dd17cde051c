import { AppError } from '../errors';

/** A setting the server cannot run with; logged, as only the operator can fix it. */
export function misconfigured(message: string): AppError {
  console.error(`Configuration error: ${message}`);
  return new AppError(500, 'server.misconfigured', message);
}
