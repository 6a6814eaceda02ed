import { PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK } from '@portal/domain';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  contacts,
  patients,
  patientStudyLinks,
  patientStudySessions,
  users,
  type PatientStudyLinkSource,
} from '../../db/schema/index.js';

/**
 * The SQL of studies links and the sessions opened with them (issue 18; ADR 0043). A link is
 * found by the hash of its token, a session by the hash of its cookie; neither token is stored.
 */

export type StudyLinkRow = typeof patientStudyLinks.$inferSelect;

/** A link as the patient view lists it, with the name of the staff member who sent it. */
export interface ActiveStudyLinkRow {
  id: string;
  patientId: number;
  sentTo: string;
  source: PatientStudyLinkSource;
  sentBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

export async function insertStudyLink(
  tx: Executor,
  link: {
    patientId: number;
    tokenHash: string;
    sentTo: string;
    source: PatientStudyLinkSource;
    createdById: number | null;
    ttlDays: number;
  },
): Promise<StudyLinkRow> {
  const [row] = await tx
    .insert(patientStudyLinks)
    .values({
      patientId: link.patientId,
      tokenHash: link.tokenHash,
      sentTo: link.sentTo,
      source: link.source,
      createdById: link.createdById,
      expiresAt: sql`now() + make_interval(days => ${link.ttlDays}::int)`,
    })
    .returning();
  return row!;
}

/** Links mailed to `email` (any case) within the last hour. */
export async function studyLinksSentWithinHour(tx: Executor, email: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(patientStudyLinks)
    .where(
      and(
        sql`lower(${patientStudyLinks.sentTo}) = lower(${email})`,
        gt(patientStudyLinks.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.count ?? 0;
}

export async function findStudyLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<StudyLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(patientStudyLinks)
    .where(eq(patientStudyLinks.tokenHash, tokenHash));
  return row;
}

/**
 * Counts a wrong number entered with a link; the PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK-th
 * revokes it. One statement, so two wrong tries at once are both counted.
 */
export async function countWrongNumber(
  db: Executor,
  linkId: string,
): Promise<{ revoked: boolean }> {
  const [row] = await db
    .update(patientStudyLinks)
    .set({
      wrongNumbers: sql`${patientStudyLinks.wrongNumbers} + 1`,
      revokedAt: sql`case when ${patientStudyLinks.wrongNumbers} + 1 >= ${PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK}::int
        then coalesce(${patientStudyLinks.revokedAt}, now()) else ${patientStudyLinks.revokedAt} end`,
    })
    .where(eq(patientStudyLinks.id, linkId))
    .returning({ revokedAt: patientStudyLinks.revokedAt });
  return { revoked: Boolean(row?.revokedAt) };
}

export async function markStudyLinkUsed(db: Executor, linkId: string): Promise<void> {
  await db
    .update(patientStudyLinks)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(patientStudyLinks.id, linkId));
}

/** Revokes a link that is not revoked yet; returns its patient, or undefined. */
export async function revokeStudyLink(
  tx: Executor,
  linkId: string,
  revokedById: number,
): Promise<{ patientId: number } | undefined> {
  const [row] = await tx
    .update(patientStudyLinks)
    .set({ revokedAt: sql`now()`, revokedById })
    .where(and(eq(patientStudyLinks.id, linkId), isNull(patientStudyLinks.revokedAt)))
    .returning({ patientId: patientStudyLinks.patientId });
  return row;
}

export async function insertPatientSession(
  db: Executor,
  linkId: string,
  tokenHash: string,
): Promise<void> {
  await db.insert(patientStudySessions).values({ linkId, tokenHash });
}

/** A session by its cookie's hash, with its link; undefined when unknown or logged out. */
export async function findPatientSession(
  db: Executor,
  tokenHash: string,
): Promise<{ sessionId: string; link: StudyLinkRow } | undefined> {
  const [row] = await db
    .select({ sessionId: patientStudySessions.id, link: patientStudyLinks })
    .from(patientStudySessions)
    .innerJoin(patientStudyLinks, eq(patientStudyLinks.id, patientStudySessions.linkId))
    .where(
      and(eq(patientStudySessions.tokenHash, tokenHash), isNull(patientStudySessions.endedAt)),
    );
  return row;
}

export async function endPatientSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(patientStudySessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(patientStudySessions.tokenHash, tokenHash), isNull(patientStudySessions.endedAt)),
    );
}

/** The links of these patients that still work, newest first (the patient view's list). */
export async function activeStudyLinksOf(
  db: Executor,
  patientIds: readonly number[],
): Promise<ActiveStudyLinkRow[]> {
  return db
    .select({
      id: patientStudyLinks.id,
      patientId: patientStudyLinks.patientId,
      sentTo: patientStudyLinks.sentTo,
      source: patientStudyLinks.source,
      sentBy: sql<
        string | null
      >`nullif(concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}), '')`,
      createdAt: patientStudyLinks.createdAt,
      expiresAt: patientStudyLinks.expiresAt,
      lastUsedAt: patientStudyLinks.lastUsedAt,
    })
    .from(patientStudyLinks)
    .leftJoin(users, eq(users.id, patientStudyLinks.createdById))
    .leftJoin(contacts, eq(contacts.id, users.contactId))
    .where(
      and(
        inArray(patientStudyLinks.patientId, [...patientIds]),
        isNull(patientStudyLinks.revokedAt),
        gt(patientStudyLinks.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(patientStudyLinks.createdAt));
}

/**
 * The patient consented to results by e-mail and has `email` among their addresses (any case):
 * the condition every studies link to an address asked for by someone outside the clinic meets.
 */
export function consentsToResultsAt(email: string) {
  return sql`(${patients.consents} ->> 'sending')::boolean
    and exists (select 1 from unnest(${contacts.emailAddresses}) as e(address)
                where lower(e.address) = lower(${email}))`;
}

/**
 * The patient whose identity number is `ssn` (normalized as stored) and who has `email` among
 * their addresses (any case) and consented to results by e-mail, with that address as recorded;
 * undefined otherwise.
 */
export async function matchingPatient(
  db: Executor,
  ssn: string,
  email: string,
): Promise<{ id: number; firstName: string | null; email: string } | undefined> {
  const [row] = await db
    .select({
      id: patients.id,
      firstName: contacts.firstName,
      // The address as the clinic recorded it: the mail goes there, not to the typed spelling.
      email: sql<string>`(select e.address from unnest(${contacts.emailAddresses}) as e(address)
                          where lower(e.address) = lower(${email}) limit 1)`,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(eq(patients.searchSsn, ssn), consentsToResultsAt(email)))
    .limit(1);
  return row;
}
