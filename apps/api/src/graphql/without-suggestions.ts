/**
 * graphql-js ends some messages with a guess at what was meant — `Cannot query field "patientz"
 * on type "Query". Did you mean "patient" or "patients"?` — which hands the schema, piece by
 * piece, to whoever probes it. Production answers without the guess (introspection is off there
 * too); development keeps it, it helps.
 */
const SUGGESTION = /\s*Did you mean .*\?$/s;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
