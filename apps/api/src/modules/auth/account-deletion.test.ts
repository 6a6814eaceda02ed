import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, doctorStamps, files, users } from '../../db/schema/index.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { pngBytes, prepare, putBytes } from '../../test/file-uploads.js';
import {
  errorCode,
  fieldErrors,
  graphql,
  LOGIN,
  signIn,
  type CallOptions,
} from '../../test/graphql.js';
import { buildDoctor } from '../../test/studies.js';
import { appMailer } from '../../platform/mail/mailer.js';
import { mailsTo } from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf, uploadKeyOf } from '../files/file-keys.js';
import { removeMarkedAccounts } from './account-deletion.js';

/** Deleting one's own account (issue 19 §5, spec part 2 §4 "Account deletion"; ADR 0044). */

let t: TestApp;

const MARK = 'mutation($password: String!) { markForDelete(currentPassword: $password) }';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
});
afterAll(() => t.close());

const mark = (token: string, password = TEST_PASSWORD) =>
  graphql(t.app, MARK, { token, variables: { password } });

describe('markForDelete', () => {
  it('deactivates the account at once, then the task removes its personal data and mails the owner', async () => {
    const user = await buildUser(t.database.db, { roles: ['Doctor'], firstName: 'Ewa' });
    const session = await signIn(t.app, user.login);
    const other = await signIn(t.app, user.login);

    expect((await mark(session)).data).toEqual({ markForDelete: true });
    for (const token of [session, other]) {
      expect(errorCode(await graphql(t.app, '{ currentUser { id } }', { token }))).toBe(
        'UNAUTHENTICATED',
      );
    }
    const signInAgain = await graphql(t.app, LOGIN, {
      variables: { login: user.login, password: TEST_PASSWORD },
    });
    expect(errorCode(signInAgain)).toBe('ACCOUNT_INACTIVE');

    await removeMarkedAccounts({
      db: t.database.db,
      mailer: appMailer(t.config, null),
      storage: t.app.storage,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.login).toBe(`usuniete-konto-${user.id}@konto.invalid`);
    expect(row!.passwordHash).toBeNull();
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, user.contactId));
    expect(contact).toMatchObject({
      firstName: null,
      lastName: null,
      phoneNumbers: [],
      emailAddresses: [],
    });
    expect((await mailsTo(t, user.login)).map((mail) => mail.subject)).toEqual([
      'Twoje konto w Portalu RTG zostało usunięte',
    ]);
    // The trail stays, naming the account by id only.
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['auth.markForDelete', 'user.removePersonalData']),
    );
    // The address is free for a new account.
    await buildUser(t.database.db, { login: user.login });
    // A second run finds nothing left to do.
    expect(
      await removeMarkedAccounts({
        db: t.database.db,
        mailer: appMailer(t.config, null),
        storage: t.app.storage,
      }),
    ).toBe(0);
  });

  it("removes the account's profile picture and its doctor's stamp image, rows and bytes", async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const upload = async (fileType: string, options: CallOptions) => {
      const bytes = pngBytes();
      const prepared = await prepare(
        t.app,
        { fileType, fileSizeInBytes: bytes.length, filename: 'image.png' },
        options,
      );
      const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
      expect((await putBytes(t.app, uploadSignedURL!, bytes)).statusCode).toBe(200);
      return fileId;
    };
    const pictureId = await upload('ProfilePicture', doctor.options);
    const stampId = await upload('DoctorStamp', doctor.options);
    const picture = await graphql(
      t.app,
      'mutation($fileId: ID!) { updateProfilePicture(fileId: $fileId) { id } }',
      { ...doctor.options, variables: { fileId: pictureId } },
    );
    const stamp = await graphql(
      t.app,
      'mutation($fileId: ID!) { updateStampPicture(fileId: $fileId) { id } }',
      { ...doctor.options, variables: { fileId: stampId } },
    );
    expect([picture.errors, stamp.errors]).toEqual([undefined, undefined]);
    // A picture uploaded and never set is the person's too.
    const unusedId = await upload('ProfilePicture', doctor.options);
    expect(await t.app.storage.stat(storageKeyOf(pictureId))).not.toBeNull();
    expect(await t.app.storage.stat(uploadKeyOf(unusedId))).not.toBeNull();
    expect((await mark(doctor.options.token!)).data).toEqual({ markForDelete: true });

    await removeMarkedAccounts({
      db: t.database.db,
      mailer: appMailer(t.config, null),
      storage: t.app.storage,
    });
    const ids = [pictureId, stampId, unusedId];
    const left = await t.database.db.select().from(files).where(inArray(files.id, ids));
    expect(left).toEqual([]);
    expect(
      await t.database.db.select().from(doctorStamps).where(eq(doctorStamps.doctorId, doctor.id)),
    ).toEqual([]);
    for (const id of ids) {
      expect(await t.app.storage.stat(storageKeyOf(id))).toBeNull();
      expect(await t.app.storage.stat(uploadKeyOf(id))).toBeNull();
    }
  });

  it('keeps a contact another live account still uses', async () => {
    const owner = await buildUser(t.database.db, { roles: ['Doctor'], firstName: 'Zofia' });
    const leaving = await buildUser(t.database.db, { roles: ['Doctor'] });
    await t.database.db
      .update(users)
      .set({ contactId: owner.contactId })
      .where(eq(users.id, leaving.id));
    expect((await mark(await signIn(t.app, leaving.login))).data).toEqual({ markForDelete: true });

    await removeMarkedAccounts({
      db: t.database.db,
      mailer: appMailer(t.config, null),
      storage: t.app.storage,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, leaving.id));
    expect(row!.deletedAt).not.toBeNull();
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, owner.contactId));
    expect(contact!.firstName).toBe('Zofia');
  });

  it('needs the current password, and keeps the last active Admin', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const session = await signIn(t.app, user.login);
    expect(fieldErrors(await mark(session, 'Zle1haslo'))).toEqual({
      currentPassword: 'Nieprawidłowe obecne hasło',
    });
    // The only active Admin of this file's database (tests of this file may have made others).
    const admin = await buildUser(t.database.db, { roles: ['Admin'] });
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(and(sql`'Admin' = any(${users.roles})`, ne(users.id, admin.id)));
    const adminSession = await signIn(t.app, admin.login);
    expect(errorCode(await mark(adminSession))).toBe('CONFLICT');
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(kept!.active).toBe(true);
  });
});
