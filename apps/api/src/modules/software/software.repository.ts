import { SOFTWARE_PAGE_SIZE, type TSoftwareInput } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { software } from '../../db/schema/index.js';

/** A program as GraphQL serves it (the column is `download_url`, the spec's field downloadURL). */
export interface SoftwareModel {
  id: number;
  name: string;
  downloadURL: string;
  version: number;
}

const columns = {
  id: software.id,
  name: software.name,
  downloadURL: software.downloadUrl,
  version: software.version,
};

/**
 * The programs in name order (index software_name), at most SOFTWARE_PAGE_SIZE: the help page
 * reads it for everyone, so the statement is built once (ADR 0029).
 */
export function listSoftware(db: Executor): Promise<SoftwareModel[]> {
  const statement = preparedStatement(db, 'software.list', 'reuse', () =>
    db
      .select(columns)
      .from(software)
      .orderBy(sql`lower(${software.name})`, asc(software.id))
      .limit(sql.placeholder('take')),
  );
  return statement.bind({ take: SOFTWARE_PAGE_SIZE }).run();
}

export async function findSoftware(db: Executor, id: number): Promise<SoftwareModel | undefined> {
  const [row] = await db.select(columns).from(software).where(eq(software.id, id));
  return row;
}

/** A program locked for the rest of the transaction, or undefined when there is none. */
export async function lockSoftware(tx: Executor, id: number): Promise<SoftwareModel | undefined> {
  const [row] = await tx.select(columns).from(software).where(eq(software.id, id)).for('update');
  return row;
}

const toColumns = (input: TSoftwareInput) => ({
  name: input.name,
  downloadUrl: input.downloadURL,
});

export async function insertSoftware(tx: Executor, input: TSoftwareInput): Promise<SoftwareModel> {
  const [row] = await tx.insert(software).values(toColumns(input)).returning(columns);
  return row!;
}

export async function updateSoftwareRow(
  tx: Executor,
  id: number,
  input: TSoftwareInput,
): Promise<SoftwareModel> {
  const [row] = await tx
    .update(software)
    .set(toColumns(input))
    .where(eq(software.id, id))
    .returning(columns);
  return row!;
}

export async function deleteSoftwareRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(software).where(eq(software.id, id));
}
