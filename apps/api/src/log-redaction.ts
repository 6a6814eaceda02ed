import { isFailedQuery } from './db/unavailable.js';

/**
 * What of an error may reach the log. A failed query carries its parameters (names, PESEL,
 * addresses, password and secret hashes) in Drizzle's message and in PostgreSQL's `detail`,
 * `where` and some messages; every log line goes through here (logger.ts), so no caller can
 * forget it (ADR 0017). Kept: the SQL text, the SQLSTATE, the constraint, table and column names,
 * the stack; dropped: parameters, `detail`, `where`, `hint` and values quoted in messages.
 */

/** Plain facts of an error: codes and names of the schema, never values. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'statusCode',
  'errno',
  'syscall',
  // pg-boss adds the queue and worker to a worker's error.
  'queue',
  'worker',
] as const;

const MAX_DEPTH = 4;
const PARAMS_SUFFIX = /\n\s*params:[\s\S]*$/;
/** "invalid byte sequence for encoding "UTF8": 0xc5 0x82" shows bytes of the value. */
const BYTE_SEQUENCE = /0x[0-9a-f]{2}(\s+0x[0-9a-f]{2})*/gi;
const REDACTED = '…';

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** The statement of a failed query, without its parameters. */
  query?: string;
  cause?: SafeError | string;
  errors?: (SafeError | string)[];
  [field: string]: unknown;
}

/** pino's `err` serializer. */
export function serializeError(error: unknown): SafeError | string {
  return serialize(error, 0, undefined);
}

function serialize(error: unknown, depth: number, sqlText: string | undefined): SafeError | string {
  if (!error || typeof error !== 'object') {
    // A thrown string or number may be anything: only its kind is logged.
    return typeof error === 'string' ? '[string]' : String(typeof error);
  }
  const record = error as Record<string, unknown>;
  const query = isFailedQuery(error) ? error.query : undefined;
  const statement = query ?? sqlText;
  const message = safeMessage(error, statement);
  const type = typeof record.name === 'string' ? record.name : 'Error';
  const safe: SafeError = { type, message };
  if (query !== undefined) safe.query = query;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      safe[field] = value;
  }
  if (typeof record.stack === 'string') safe.stack = safeStack(record.stack, type, message);
  if (depth < MAX_DEPTH) {
    if (record.cause !== undefined) safe.cause = serialize(record.cause, depth + 1, statement);
    if (Array.isArray(record.errors)) {
      safe.errors = record.errors
        .slice(0, 5)
        .map((inner) => serialize(inner, depth + 1, statement));
    }
  }
  return safe;
}

/** The message of an error as it may be logged; `sqlText` is the statement it came from, if any. */
export function safeMessage(error: object, sqlText?: string): string {
  if (isFailedQuery(error)) return `Failed query: ${error.query}`;
  const { message } = error as { message?: unknown };
  if (typeof message !== 'string') return '';
  const text = message.replace(PARAMS_SUFFIX, '');
  return isPostgresError(error) ? redactQuotedValues(text, knownNames(error, sqlText)) : text;
}

/** node-postgres' DatabaseError: a five-character SQLSTATE and a severity. */
function isPostgresError(error: object): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Names a message may quote that are no one's data: schema objects the error or the SQL names. */
function knownNames(error: object, sqlText: string | undefined): (token: string) => boolean {
  const record = error as Record<string, unknown>;
  const names = new Set(
    ['constraint', 'table', 'column', 'schema', 'dataType']
      .map((field) => record[field])
      .filter((value): value is string => typeof value === 'string'),
  );
  // Drizzle quotes every identifier it writes; parameters travel apart as $1, $2…
  return (token) => names.has(token) || (!!sqlText && sqlText.includes(`"${token}"`));
}

/**
 * PostgreSQL quotes both names ("contacts_ssn_unique") and values ("Kowalska") in double quotes.
 * Quoted names of the schema stay; everything from the first other quoted part to the last one
 * becomes "…" — a value may itself contain quotes, so no piece in between is trusted.
 */
function redactQuotedValues(message: string, isKnownName: (token: string) => boolean): string {
  const text = message.replace(BYTE_SEQUENCE, `0x${REDACTED}`);
  const parts = text.split('"');
  // Unbalanced quotes: a value containing one. Nothing after the first quote is trusted.
  if (parts.length % 2 === 0) return `${parts[0]}"${REDACTED}"`;
  const unknown = parts.flatMap((part, index) =>
    index % 2 === 1 && !isKnownName(part) ? [index] : [],
  );
  if (unknown.length === 0) return text;
  const first = unknown[0]!;
  const last = unknown[unknown.length - 1]!;
  return [...parts.slice(0, first), REDACTED, ...parts.slice(last + 1)].join('"');
}

/** The stack's frames under a first line that repeats the safe message, not the original one. */
function safeStack(stack: string, type: string, message: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * pino's logMethod hook: the message text of a log call may repeat an error's message (Fastify
 * logs `error.message` as the line's message), and `log.error(error)` makes it the message.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    return [
      { err: first },
      ...(rest.length > 0 ? rest.map((arg) => redactText(arg, first)) : [safeMessage(first)]),
    ];
  }
  const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined;
  return args.map((arg) => redactText(arg, err));
}

function redactText(text: unknown, err: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (err && typeof err === 'object') {
    const original = (err as { message?: unknown }).message;
    if (typeof original === 'string' && original.length > 0 && text.includes(original))
      return text.replace(original, safeMessage(err));
  }
  return text.replace(PARAMS_SUFFIX, '');
}
