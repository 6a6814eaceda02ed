import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.js';

/**
 * Lets pg-boss write a job through our connection or open transaction, so the job and the rows
 * it is about commit together: a rolled-back transaction leaves no job behind, and a committed
 * one cannot lose its job to a crash between the commit and a separate send.
 */
export function executorAsPgBossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.execute(withParameters(text, values));
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss writes `$n` SQL and uses some parameters twice (`$5` as text and as a timestamp).
 * Drizzle numbers parameters itself, one per value in order of appearance, so each distinct
 * `$n` becomes one Drizzle parameter and later uses of it point back at the same number; a
 * parameter must keep one type, or PostgreSQL would parse '30 seconds' as a timestamp.
 */
export function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  const numbers = new Map<number, number>();
  let rest = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(rest, match.index)));
    const original = Number(match[1]);
    const known = numbers.get(original);
    if (known === undefined) {
      numbers.set(original, numbers.size + 1);
      chunks.push(sql`${sql.param(values[original - 1])}`);
    } else {
      chunks.push(sql.raw(`$${known}`));
    }
    rest = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(rest)));
  return sql.join(chunks);
}
