import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function invalid(name: string, value: unknown): GraphQLError {
  return new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
}

/** An instant, sent as an ISO 8601 string in UTC. */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw invalid('DateTime', value);
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw invalid('DateTime', value);
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('DateTime', ast.kind);
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw invalid('DateTime', ast.value);
    return date;
  },
});

/**
 * An answer's date comes from a PostgreSQL `date` column, always a real day: its shape is checked,
 * the calendar only on input (checkDate), which was a few percent of a page's CPU (issue 11).
 */
function serializeDate(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) throw invalid('Date', value);
  return value;
}

/** An input's date: the shape, and a day the calendar has (no 2026-02-30). */
function checkDate(value: unknown): string {
  const day = serializeDate(value);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw invalid('Date', value);
  return day;
}

/** A calendar date without time zone, yyyy-MM-dd (birth dates, registration dates). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: serializeDate,
  parseValue: checkDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid('Date', ast.kind);
    return checkDate(ast.value);
  },
});

/**
 * Money (ADR 0030): PostgreSQL numeric(10,2) as its exact text ("90.00"), never a float. Input
 * takes text or a number and hands it on as text: the domain's ZMoney checks it, so a bad amount
 * gets the localized message of its field instead of a bare scalar error.
 */
export const MoneyScalar = new GraphQLScalarType<string, string>({
  name: 'Money',
  serialize(value) {
    if (typeof value !== 'string' || !/^-?\d+\.\d{2}$/.test(value)) throw invalid('Money', value);
    return value;
  },
  parseValue(value) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw invalid('Money', value);
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return ast.value;
    }
    throw invalid('Money', ast.kind);
  },
});
