import { notFound } from '../errors';

/** Every dev route in production: the same answer as a route that does not exist. */
export const devRouteNotFound = () => notFound('server.not_found', 'Route not found');
