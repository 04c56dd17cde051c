import { notFound } from '../errors';

export const userNotFound = () => notFound('user.not_found', 'User not found');
