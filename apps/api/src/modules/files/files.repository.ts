import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function findFile(db: Executor, id: string): Promise<FileRow | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}

export function findFiles(db: Executor, ids: readonly string[]): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
}
