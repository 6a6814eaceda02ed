import type { Lang } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { specifiedRules, validate, type GraphQLError, type ValidationRule } from 'graphql';

/** Turns one GraphQL error into what the client is told, in its language. */
export type FormatError = (error: GraphQLError, lang: Lang) => GraphQLError;

/**
 * Mercurius validates queries and mutations, but a subscription document goes to graphql-js'
 * `subscribe`, which validates nothing: no cost or alias limit, not even unknown fields. Every
 * subscription is checked here before it starts, with graphql-js' rules and ours (ADR 0019); a
 * refused one gets one `error` message and never runs.
 */
export function validateSubscriptions(
  app: FastifyInstance,
  rules: readonly ValidationRule[],
  format: FormatError,
): void {
  app.graphql.addHook('preSubscriptionExecution', (schema, document, context) => {
    const errors = validate(schema, document, [...specifiedRules, ...rules]);
    if (errors.length === 0) return Promise.resolve();
    const { lang } = context as unknown as { lang: Lang };
    return Promise.reject(format(errors[0]!, lang));
  });
}
