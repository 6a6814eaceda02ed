import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { Config } from '../config.js';
import { aliasLimitRule } from './alias-limit.js';
import { costLimitRule } from './cost-limit.js';

/**
 * The portal's own checks of a document, besides graphql-js' specified rules and Mercurius'
 * depth limit: cost, aliases and, in production, no introspection. Queries and mutations get
 * them from Mercurius; subscriptions from subscription-validation.ts (ADR 0019).
 */
export function portalValidationRules(config: Config): ValidationRule[] {
  return [
    costLimitRule(config.graphql.maxCost),
    aliasLimitRule(),
    ...(config.env === 'production' ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}
