import { HELP_CONTACTS_COUNT } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let patient: string;

const CONTACTS = `query($count: Int) {
  helpUserContacts(count: $count) {
    id login profilePictureURL contact { firstName lastName phoneNumbers emailAddresses }
  }
}`;

interface Card {
  id: string;
  contact: { firstName: string; lastName: string; phoneNumbers: string[] };
  profilePictureURL: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  patient = await signIn(t.app, (await buildUser(db, { roles: ['Patient'] })).login);
  // 18 help contacts (more than the cap), named so that last-name order is easy to check.
  for (let index = 0; index < HELP_CONTACTS_COUNT + 2; index++) {
    const user = await buildUser(db, {
      roles: ['HelpContact', 'Registration'],
      firstName: 'Pomoc',
      lastName: `Kontakt ${String(HELP_CONTACTS_COUNT + 2 - index).padStart(2, '0')}`,
    });
    await db
      .update(contacts)
      .set({ phoneNumbers: ['+48 500 600 700'], emailAddresses: ['pomoc@example.com'] })
      .where(eq(contacts.id, user.contactId));
  }
  // Neither an inactive nor a deleted help contact, nor a user without the role, is shown.
  await buildUser(db, { roles: ['HelpContact'], lastName: 'A-inactive', active: false });
  const deleted = await buildUser(db, { roles: ['HelpContact'], lastName: 'A-deleted' });
  await db
    .update(users)
    .set({ deletedAt: sql`now()` })
    .where(eq(users.id, deleted.id));
  await buildUser(db, { roles: ['Registration'], lastName: 'A-registration' });
});
afterAll(() => t.close());

async function cards(variables: Record<string, unknown> = {}): Promise<Card[]> {
  const response = await graphql<{ helpUserContacts: Card[] }>(t.app, CONTACTS, {
    token: patient,
    variables,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.helpUserContacts;
}

describe('helpUserContacts', () => {
  it('shows every role the first 16 active help contacts by last name, with their contact', async () => {
    const shown = await cards();
    expect(shown).toHaveLength(HELP_CONTACTS_COUNT);
    expect(shown.map((card) => card.contact.lastName)).toEqual(
      Array.from(
        { length: HELP_CONTACTS_COUNT },
        (_, i) => `Kontakt ${String(i + 1).padStart(2, '0')}`,
      ),
    );
    expect(shown[0]).toMatchObject({
      contact: { firstName: 'Pomoc', phoneNumbers: ['+48 500 600 700'] },
      profilePictureURL: null,
    });
  });

  it('caps a larger count and takes a smaller one', async () => {
    expect(await cards({ count: 1000 })).toHaveLength(HELP_CONTACTS_COUNT);
    expect(await cards({ count: 3 })).toHaveLength(3);
  });

  it('refuses a count that is not positive, and anonymous callers', async () => {
    const response = await graphql(t.app, CONTACTS, { token: patient, variables: { count: 0 } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(errorCode(await graphql(t.app, CONTACTS))).toBe('UNAUTHENTICATED');
  });
});

describe('the help page’s video player', () => {
  it('may be framed only from the players the playlist address is checked against', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
  });
});
