import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { appConfig, type AppConfigData } from '../../db/schema/index.js';

/** The configuration as GraphQL serves it: the data with the version it was read at. */
export type AppConfigModel = AppConfigData & { version: number };

/** The single row's id (app_config_single_row). */
export const APP_CONFIG_ID = 1;

type AppConfigRow = { data: AppConfigData; version: number };

const toModel = ({ data, version }: AppConfigRow): AppConfigModel => ({
  ...data,
  // Rows written before the playlist existed have no key.
  helpVideoPlaylistUrl: data.helpVideoPlaylistUrl ?? null,
  version,
});

/**
 * The configuration, read by a statement built once (ADR 0029): every form that offers a region,
 * device type or price group reads it. The row is created at start (ensureAppConfig).
 */
export async function readAppConfig(db: Executor): Promise<AppConfigModel> {
  const statement = preparedStatement(db, 'appConfig.row', 'reuse', () =>
    db
      .select({ data: appConfig.data, version: appConfig.version })
      .from(appConfig)
      .where(eq(appConfig.id, sql.placeholder('id'))),
  );
  const [row] = await statement.bind({ id: APP_CONFIG_ID }).run();
  if (!row) throw new Error('app_config has no row: ensureAppConfig did not run');
  return toModel(row);
}

/** The configuration locked for the rest of the transaction (one save at a time). */
export async function lockAppConfig(tx: Executor): Promise<AppConfigModel> {
  const [row] = await tx
    .select({ data: appConfig.data, version: appConfig.version })
    .from(appConfig)
    .where(eq(appConfig.id, APP_CONFIG_ID))
    .for('update');
  if (!row) throw new Error('app_config has no row: ensureAppConfig did not run');
  return toModel(row);
}

export async function writeAppConfig(tx: Executor, data: AppConfigData): Promise<void> {
  await tx
    .update(appConfig)
    .set({ data, updatedAt: sql`now()` })
    .where(eq(appConfig.id, APP_CONFIG_ID));
}
