import { AppError, notFound } from '../errors';

export const propertyNotFound = () => notFound('property.not_found', 'Property not found');
export const propertyAlreadyExists = () =>
  new AppError(409, 'property.already_exists', 'A property with this name already exists in this organization');
export const propertiesLimitReached = (limit: number) =>
  new AppError(409, 'property.limit_reached', `An organization can have at most ${limit} properties`, { limit });
export const propertyOptionsLimitReached = (limit: number) =>
  new AppError(400, 'property.too_many_options', `A property can have at most ${limit} options`, { limit });
export const propertyTypeChanged = () =>
  new AppError(400, 'property.type_changed', 'The type of a property cannot change: create another property');
export const invalidPropertyValue = (message: string) => new AppError(400, 'property.invalid_value', message);
