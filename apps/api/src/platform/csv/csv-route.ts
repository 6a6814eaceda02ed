import {
  langFromHeader,
  translate,
  type MessageKey,
  type OperationPermission,
} from '@portal/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError, parseInput } from '../../errors/app-error.js';
import { routePermission, routeSession } from '../../http/route-access.js';
import { databaseUnavailable } from '../../http/error-handler.js';
import { sendAppError } from '../../http/send-app-error.js';
import { recordAudit } from '../audit/audit.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { POLISH_EXCEL, type CsvSeparator, type CsvValue } from './csv-format.js';
import { csvStream } from './csv-stream.js';
import { csvText, isCsvText, type CsvText } from './csv-texts.js';

/** A column's heading: a server-only CSV text, or a message the web shares (the audit log's). */
export type CsvHeading = CsvText | MessageKey;

export interface CsvExportColumn<Row> {
  /** Heading, translated into the request's language. */
  header: CsvHeading;
  /** The cell; `t` translates a text into the request's language (a status, say). */
  value: (row: Row, t: (key: CsvHeading) => string) => CsvValue;
}

export interface CsvRoute<Query extends z.ZodType, Row> {
  url: `/api/${string}`;
  permission: OperationPermission;
  /** Audit action of every export, and of every refusal. */
  auditAction: string;
  /** Parses the query string (the `separator` parameter excluded); bad input answers 400. */
  query: Query;
  columns: readonly CsvExportColumn<Row>[];
  fileName(query: z.output<Query>, now: Date): string;
  /**
   * The rows, read lazily (a cursor or keyset pages): never the whole result at once; `actor`
   * for the routes whose rows are scoped to the caller.
   */
  rows(db: Database, query: z.output<Query>, actor: Actor): AsyncIterable<Row>;
  /** What the audit entry says about the request; never personal data. */
  auditDetails?(query: z.output<Query>): Record<string, unknown>;
  /** Separator unless the request asks for another one; `;` (Polish Excel) by default. */
  separator?: CsvSeparator;
}

/** `?separator=` values; the default suits Polish Excel, `comma` and `tab` other programs. */
const SEPARATORS: Record<string, CsvSeparator> = { semicolon: ';', comma: ',', tab: '\t' };

function separatorOf(requested: unknown, fallback: CsvSeparator): CsvSeparator {
  if (requested === undefined || requested === '') return fallback;
  const separator = typeof requested === 'string' ? SEPARATORS[requested] : undefined;
  if (!separator) {
    throw new AppError('BAD_USER_INPUT', 'validation.oneOf', {
      params: { values: Object.keys(SEPARATORS).join(', ') },
    });
  }
  return separator;
}

/**
 * Registers `GET <url>`: an authenticated, permission-checked (route-access.ts), audited CSV
 * download that streams rows as the client reads them. Refusals answer JSON like the GraphQL
 * errors (401, 403, 400).
 */
export function registerCsvRoute<Query extends z.ZodType, Row>(
  app: FastifyInstance,
  deps: { db: Database },
  route: CsvRoute<Query, Row>,
): void {
  // No automatic HEAD twin: it would run (and audit) a whole export to send no body.
  const access = routePermission(route.permission, route.auditAction);
  app.get(route.url, { exposeHeadRoute: false, config: { access } }, async (request, reply) => {
    try {
      // Authorized (and a refusal audited) by the route access hook, before this runs.
      const session = routeSession(request);
      const { separator, ...params } = request.query as Record<string, unknown>;
      const format = {
        ...POLISH_EXCEL,
        separator: separatorOf(separator, route.separator ?? POLISH_EXCEL.separator),
      };
      const query = parseInput(route.query, params);
      // Recorded before the first byte leaves: a read that is cut short was still a read.
      await recordAudit(deps.db, {
        action: route.auditAction,
        outcome: 'success',
        actorUserId: session.userId,
        address: request.ip,
        details: route.auditDetails?.(query),
      });
      const lang = langFromHeader(request.headers['accept-language']);
      const t = (key: CsvHeading) => (isCsvText(key) ? csvText(lang, key) : translate(lang, key));
      const columns = route.columns.map((column) => ({
        header: t(column.header),
        value: (row: Row) => column.value(row, t),
      }));
      const actor: Actor = {
        userId: session.userId,
        role: session.currentRole,
        address: request.ip,
      };
      const rows = await started(route.rows(deps.db, query, actor), request.log);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(route.fileName(query, new Date())))
        .header('Cache-Control', 'no-store')
        .send(csvStream(columns, rows, format));
    } catch (error) {
      if (error instanceof AppError) return sendAppError(request, reply, error);
      throw error;
    }
  });
}

/** Logs a failed row source by its SQLSTATE alone: the error's cause holds the query's parameters. */
function logFailure(error: unknown, log: FastifyBaseLogger): void {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  log.error({ sqlState: typeof code === 'string' ? code : undefined }, 'CSV export failed');
}

/**
 * Runs the row source up to its first row before any header is sent, so a first query that fails
 * (database down, timeout) still answers a proper localized error instead of a download that
 * breaks at once. Once the headers are out, a failure can only cut the transfer short: the client
 * sees an incomplete transfer, never a shorter file that looks whole. The error Fastify then logs
 * carries no query parameters, which may be personal data.
 */
async function started<Row>(
  rows: AsyncIterable<Row>,
  log: FastifyBaseLogger,
): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  let first: IteratorResult<Row>;
  try {
    first = await iterator.next();
  } catch (error) {
    logFailure(error, log);
    if (isDatabaseUnavailable(error)) throw databaseUnavailable();
    throw new AppError('DATABASE_ERROR', 'errors.database', { statusCode: 500 });
  }
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } catch (error) {
      logFailure(error, log);
      // eslint-disable-next-line preserve-caught-error -- the cause holds the query's parameters
      throw new Error('CSV export failed while streaming');
    } finally {
      // The client went away: let the source release what it holds (a no-op once it finished).
      await iterator.return?.();
    }
  })();
}
