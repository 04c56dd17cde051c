import { AppError, notFound } from '../errors';

export const taggingRuleNotFound = () => notFound('tagging_rule.not_found', 'Tagging rule not found');
export const invalidRuleTags = () =>
  new AppError(400, 'tagging_rules.invalid_tags', 'Every tag of the rule must be a tag of this organization');
