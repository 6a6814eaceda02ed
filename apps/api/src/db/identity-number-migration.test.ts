import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient, withDatabaseName } from '../test/database-url.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Migration 0004 (identity numbers unique over all patients, ADR 0020) on a database that already
 * holds what the old rule let in: the same document number entered several times, spelled with
 * spaces and hyphens, and a PESEL entered again with the check off.
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = 4;

let name: string;
let handle: DatabaseHandle;
let scratch: string;

/** The migrations before 0004 only: a copy of the folder with a shortened journal. */
async function migrationsBefore(idx: number): Promise<string> {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  await cp(migrationsFolder, scratch, { recursive: true });
  const journalPath = path.join(scratch, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return scratch;
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  return (await handle.pool.query<T>(text, values)).rows;
}

/** A patient as the old code stored it; returns its id. */
async function oldPatient(ssn: string, ssnIsPesel: boolean): Promise<number> {
  const [contact] = await query<{ id: number }>(
    `insert into contacts (first_name, last_name, ssn, gender, birth_date)
     values ('Stary', 'Pacjent', $1, 'Female', '1980-01-01') returning id`,
    [ssn],
  );
  const [patient] = await query<{ id: number }>(
    `insert into patients (contact_id, registration_date, ssn_is_pesel)
     values ($1, '2026-01-15', $2) returning id`,
    [contact!.id, ssnIsPesel],
  );
  return patient!.id;
}

type OldPatient =
  'documentFirst' | 'documentAgain' | 'documentThird' | 'peselAsDocument' | 'pesel' | 'alone';
const ids = {} as Record<OldPatient, number>;

beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl');
  name = `portal_test_migration_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(adminUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  handle = openDatabase(withDatabaseName(adminUrl, name), { max: 2 });
  await migrate(handle.db, { migrationsFolder: await migrationsBefore(BEFORE) });

  ids.documentFirst = await oldPatient('ab 123-45', false);
  ids.documentAgain = await oldPatient('AB12345', false);
  ids.documentThird = await oldPatient('Ab-123 45', false);
  ids.peselAsDocument = await oldPatient('44051401359', false);
  ids.pesel = await oldPatient('44051401359', true);
  ids.alone = await oldPatient('XY999', false);

  await runMigrations(handle);
});

afterAll(async () => {
  handle?.pool.on('error', () => undefined);
  await handle?.pool.end();
  const admin = await adminClient(inject('adminDatabaseUrl'));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function legacyFlags(): Promise<Record<string, boolean>> {
  const rows = await query<{ id: number; legacy_duplicate_ssn: boolean }>(
    'select id, legacy_duplicate_ssn from patients',
  );
  const byId = new Map(rows.map((row) => [row.id, row.legacy_duplicate_ssn]));
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, byId.get(id)!]));
}

describe('migration 0004 on patients the old rule let in', () => {
  it('succeeds, keeps every patient and every number as entered', async () => {
    const [{ n }] = (await query<{ n: number }>('select count(*)::int as n from patients')) as [
      { n: number },
    ];
    expect(n).toBe(6);
    const [contact] = await query<{ ssn: string }>(
      'select c.ssn from contacts c join patients p on p.contact_id = c.id where p.id = $1',
      [ids.documentFirst],
    );
    expect(contact!.ssn).toBe('ab 123-45');
  });

  it('compares numbers normalized: upper case, without spaces or hyphens', async () => {
    const rows = await query<{ search_ssn: string }>(
      'select search_ssn from patients where id = any($1) order by id',
      [[ids.documentFirst, ids.documentAgain, ids.documentThird]],
    );
    expect(rows.map((row) => row.search_ssn)).toEqual(['AB12345', 'AB12345', 'AB12345']);
  });

  it('keeps one patient per number in the unique index: the PESEL one, else the oldest', async () => {
    expect(await legacyFlags()).toEqual({
      documentFirst: false,
      documentAgain: true,
      documentThird: true,
      peselAsDocument: true,
      pesel: false,
      alone: false,
    });
  });

  it('refuses a new patient with a number someone has, however it is spelled', async () => {
    await expect(oldPatient('AB 123 45', false)).rejects.toMatchObject({
      code: '23505',
      constraint: 'patients_identity_number',
    });
    await expect(oldPatient('44051401359', false)).rejects.toMatchObject({ code: '23505' });
  });

  it('lets a kept duplicate be edited, and makes it unique once its number changes', async () => {
    const contactOf = async (id: number) =>
      (
        await query<{ contact_id: number }>('select contact_id from patients where id = $1', [id])
      )[0]!.contact_id;
    const again = await contactOf(ids.documentAgain);
    await query(`update contacts set first_name = 'Zmieniony' where id = $1`, [again]);
    expect((await legacyFlags()).documentAgain).toBe(true);

    await query(`update contacts set ssn = 'AB 999 01' where id = $1`, [again]);
    expect((await legacyFlags()).documentAgain).toBe(false);

    const third = await contactOf(ids.documentThird);
    await expect(
      query(`update contacts set ssn = 'ab99901' where id = $1`, [third]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'patients_identity_number' });
  });
});
