import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from '../documents/documents.schemas';
import { PROPERTY_TYPES } from './property-types';

const PROPERTY_NAME_MAX_LENGTH = 64;
const PROPERTY_UNIT_MAX_LENGTH = 16;
const PROPERTY_DESCRIPTION_MAX_LENGTH = 256;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const optionSchema = z.object({
  // Kept when an option is renamed: documents keep their value. New options come without one.
  id: z.string().regex(idPattern('opt'), 'An option id is malformed').optional(),
  name: z
    .string('An option needs a name')
    .trim()
    .min(1, 'An option needs a name')
    .max(PROPERTY_NAME_MAX_LENGTH, `An option name must be at most ${PROPERTY_NAME_MAX_LENGTH} characters`),
  color: z
    .string()
    .regex(HEX_COLOR, 'An option color must be like #2563eb')
    .transform((color) => color.toLowerCase()),
});

export const propertyInputSchema = z
  .object({
    name: z
      .string('The name is required')
      .trim()
      .min(1, 'The name is required')
      .max(PROPERTY_NAME_MAX_LENGTH, `The name must be at most ${PROPERTY_NAME_MAX_LENGTH} characters`),
    type: z.enum(PROPERTY_TYPES, `The type must be one of: ${PROPERTY_TYPES.join(', ')}`),
    unit: z
      .string()
      .trim()
      .max(PROPERTY_UNIT_MAX_LENGTH, `The unit must be at most ${PROPERTY_UNIT_MAX_LENGTH} characters`)
      .nullish()
      .transform((unit) => unit || null),
    description: z
      .string()
      .trim()
      .max(PROPERTY_DESCRIPTION_MAX_LENGTH, `The description must be at most ${PROPERTY_DESCRIPTION_MAX_LENGTH} characters`)
      .nullish()
      .transform((description) => description || null),
    options: z.array(optionSchema, 'options must be a list').default([]),
    suggest: z
      .boolean('suggest must be true or false')
      .default(false)
      .meta({ description: 'Whether the organization’s suggestions learn and propose its values (a single or multiple choice).' }),
  })
  .refine((input) => input.unit === null || input.type === 'number', { message: 'Only a number property has a unit', path: ['unit'] })
  .refine((input) => input.options.length === 0 || input.type === 'select' || input.type === 'multiselect', {
    message: 'Only a select property has options',
    path: ['options'],
  })
  .refine((input) => !input.suggest || input.type === 'select' || input.type === 'multiselect', {
    message: 'Only a single or multiple choice can be suggested',
    path: ['suggest'],
  })
  .refine((input) => new Set(input.options.map((option) => option.name.toLowerCase())).size === input.options.length, {
    message: 'Two options have the same name',
    path: ['options'],
  });
export type PropertyInput = z.output<typeof propertyInputSchema>;

export const propertyIdParamSchema = z.object({ propertyId: z.string().regex(idPattern('prop'), 'The property id is malformed') });
/** /documents/:documentId/properties/:propertyId */
export const documentPropertyParamSchema = documentIdParamSchema.extend(propertyIdParamSchema.shape);
export const propertyValueInputSchema = z.object({
  value: z.unknown().meta({ description: 'The value as the property’s type takes it; null clears it.' }),
});

const isoDate = z.iso.datetime();
const propertySchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  type: z.enum(PROPERTY_TYPES),
  unit: z.string().nullable(),
  description: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  position: z.number().int(),
  suggest: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const propertyAnswerSchema = z.object({ property: propertySchema });
export const propertiesAnswerSchema = z.object({ properties: z.array(propertySchema) });
