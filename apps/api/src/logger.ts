import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactLogArguments, serializeError } from './log-redaction.js';

/**
 * Structured JSON logs. Request lines carry an id, the method and the path without its query
 * string (links may carry tokens); headers with credentials are redacted; bodies — which hold
 * personal data — are never logged. Errors keep their SQL, codes and stack but lose the query's
 * parameters and the values PostgreSQL quotes (log-redaction.ts), whoever logs them.
 * `destination` is for tests that read what was logged.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      remove: true,
    },
    serializers: {
      req: (req: { id?: string; method?: string; url?: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url?.split('?')[0],
      }),
      err: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's X-Request-Id when it is a harmless token, so logs can be joined across services. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
