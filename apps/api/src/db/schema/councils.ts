import type { CouncilInviteStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.js';
import { studies } from './studies.js';

/**
 * Councils (konsylium; spec part 2 §3 Council, §4 "Council invitation"; issue 22 §1, ADR 0054):
 * a referring doctor gathers studies they may see and invites colleagues by e-mail; members see
 * the studies (study_access, ADR 0034) and discuss them in the council's thread. Doctors here
 * are `doctors` rows (doctors, dental offices and laboratories alike).
 */
export const councils = pgTable(
  'councils',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    ownerId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('councils_owner').on(t.ownerId, t.createdAt)],
);

export const councilStudies = pgTable(
  'council_studies',
  {
    councilId: integer()
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.councilId, t.studyId] }),
    // A study's councils, when its access is rebuilt.
    index('council_studies_study').on(t.studyId),
  ],
);

/** Who is in: the owner from the start, invitees once they accept. */
export const councilMembers = pgTable(
  'council_members',
  {
    councilId: integer()
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.councilId, t.doctorId] }),
    // A doctor's councils (the list, the doctor view's tab, the study scope).
    index('council_members_doctor').on(t.doctorId),
  ],
);

/**
 * An invitation to an e-mail address. It finds its invitee by the account's login when they have
 * one, or once they sign up with that address; one pending invitation per council and address.
 */
export const councilInvites = pgTable(
  'council_invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    councilId: integer()
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    /** Lower case, as logins are. */
    email: text().notNull(),
    invitedById: integer().references(() => doctors.id, { onDelete: 'set null' }),
    status: text().$type<CouncilInviteStatus>().notNull().default('Pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'council_invites_status',
      sql`${t.status} in ('Pending', 'Accepted', 'Rejected', 'Withdrawn')`,
    ),
    uniqueIndex('council_invites_pending')
      .on(t.councilId, t.email)
      .where(sql`${t.status} = 'Pending'`),
    // An invitee's pending invitations (the tab and the badge).
    index('council_invites_email')
      .on(t.email)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** The council's discussion: members' posts, oldest first. */
export const councilPosts = pgTable(
  'council_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    councilId: integer()
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => doctors.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('council_posts_thread').on(t.councilId, t.createdAt, t.id)],
);
