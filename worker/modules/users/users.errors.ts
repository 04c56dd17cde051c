import { notFound } from '../../platform/errors';

export const userNotFound = () => notFound('user.not_found', 'User not found');
