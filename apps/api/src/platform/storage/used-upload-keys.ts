import { mkdir, open, readdir, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';

/** How often expired marks are looked for: they are few, and harmless until removed. */
const SWEEP_INTERVAL_SECONDS = 60;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException).code === code;
}

/**
 * Upload keys whose signed URL has written once (ADR 0019). The object itself is no proof: once
 * confirmUpload has moved it to the file's own key, or the file was deleted, the upload key is
 * free again while the URL still works for minutes, and a second PUT would leave bytes nobody
 * tracks. So a successful upload leaves an empty mark `<dir>/<key with / as +>`, created with
 * O_EXCL (of two uploads finishing together, one wins), whose mtime is the URL's expiry. Marks
 * of expired URLs are removed now and then; the URL cannot write any more by then anyway.
 */
export class UsedUploadKeys {
  private nextSweep = 0;

  constructor(
    private readonly dir: string,
    private readonly nowSeconds: () => number,
  ) {}

  async isUsed(key: string): Promise<boolean> {
    try {
      await stat(this.markOf(key));
      return true;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false;
      throw error;
    }
  }

  /** Marks `key` used until `until` (Unix seconds); false when it already was. */
  async claim(key: string, until: number): Promise<boolean> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const mark = this.markOf(key);
    try {
      const handle = await open(mark, 'wx', 0o600);
      await handle.close();
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false;
      throw error;
    }
    await utimes(mark, until, until);
    await this.sweepNowAndThen();
    return true;
  }

  /** Gives a claim back: the write it was for did not happen. */
  async release(key: string): Promise<void> {
    await unlink(this.markOf(key)).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
  }

  /** Removes the marks of expired URLs, at most once a minute. */
  private async sweepNowAndThen(): Promise<void> {
    const now = this.nowSeconds();
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_INTERVAL_SECONDS;
    for (const name of await readdir(this.dir)) {
      const mark = path.join(this.dir, name);
      const info = await stat(mark).catch(() => null);
      if (info && info.mtimeMs / 1000 < now) await unlink(mark).catch(() => undefined);
    }
  }

  private markOf(key: string): string {
    // Keys never hold `+`, so the name is as unique as the key.
    return path.join(this.dir, key.replaceAll('/', '+'));
  }
}
