import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AddressData } from '../../db/schema/contacts.js';
import {
  bookings,
  branches,
  contacts,
  devices,
  patients,
  referals,
  referalStudyTypes,
  schedulingLinks,
  studies,
  studyTypeDevices,
  studyTypes,
} from '../../db/schema/index.js';

/**
 * The SQL of scheduling by link (issue 17 §2): the links themselves and what a link's page may
 * show. The link is the scope: every read here starts from a referral the link names, so a token
 * reaches its own patient and referral and nothing else.
 */

/** A stored link with the referral it books for. */
export interface SchedulingLinkRow {
  id: string;
  referalId: number;
  sentTo: string;
  expiresAt: Date;
  usedAt: Date | null;
  patientId: number;
  completed: boolean;
}

/** A branch a link's patient may book at (spec part 1 §3 is silent: ours, ADR 0040). */
export interface SchedulingBranchRow {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  studyTypeIds: number[];
}

export const addressLine = (address: AddressData | null | undefined) =>
  address ? `${address.street}, ${address.postalCode} ${address.city}` : null;

/** The patient's first e-mail address and first name, or undefined without an address. */
export async function patientMailbox(
  db: Executor,
  patientId: number,
): Promise<{ email: string; firstName: string | null } | undefined> {
  const [row] = await db
    .select({
      email: sql<string | null>`${contacts.emailAddresses}[1]`,
      firstName: contacts.firstName,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, patientId));
  return row?.email ? { email: row.email, firstName: row.firstName } : undefined;
}

/** The first key of the per-address locks; the second is a hash of the address. */
const ADDRESS_LOCK_SPACE = 0x5c4ed;

/**
 * Takes the address's lock for the rest of the transaction: two staff members sending links to
 * one mailbox at once count each other's link before the limit is checked.
 */
export async function lockMailbox(tx: Executor, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(lower(${email})))`,
  );
}

/** Links sent to `email` within the last hour. */
export async function linksSentWithinHour(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(schedulingLinks)
    .where(
      and(
        sql`lower(${schedulingLinks.sentTo}) = lower(${email})`,
        gt(schedulingLinks.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

export async function insertLink(
  tx: Executor,
  values: {
    referalId: number;
    tokenHash: string;
    sentTo: string;
    createdById: number;
    ttlDays: number;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await tx
    .insert(schedulingLinks)
    .values({
      referalId: values.referalId,
      tokenHash: values.tokenHash,
      sentTo: values.sentTo,
      createdById: values.createdById,
      expiresAt: sql`now() + make_interval(days => ${values.ttlDays}::int)`,
    })
    .returning({ id: schedulingLinks.id, expiresAt: schedulingLinks.expiresAt });
  return row!;
}

/** The link whose token hashes to `tokenHash`, used or not, expired or not. */
export async function findLink(
  db: Executor,
  tokenHash: string,
): Promise<SchedulingLinkRow | undefined> {
  const [row] = await db
    .select({
      id: schedulingLinks.id,
      referalId: schedulingLinks.referalId,
      sentTo: schedulingLinks.sentTo,
      expiresAt: schedulingLinks.expiresAt,
      usedAt: schedulingLinks.usedAt,
      patientId: referals.patientId,
      completed: referals.completed,
    })
    .from(schedulingLinks)
    .innerJoin(referals, eq(referals.id, schedulingLinks.referalId))
    .where(eq(schedulingLinks.tokenHash, tokenHash));
  return row;
}

/**
 * Spends the link, if it is still unused and unexpired: one statement, so of two bookings with
 * one link exactly one claims it (the other waits for the row and then finds it used).
 */
export async function claimLink(tx: Executor, id: string): Promise<boolean> {
  const claimed = await tx
    .update(schedulingLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(schedulingLinks.id, id),
        isNull(schedulingLinks.usedAt),
        gt(schedulingLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: schedulingLinks.id });
  return claimed.length > 0;
}

/** The patient's names, for the page's greeting. */
export async function patientNames(db: Executor, patientId: number) {
  const [row] = await db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, patientId));
  return row ?? { firstName: null, lastName: null };
}

/**
 * The referral's study types a link may still book, in the referral's order: active, with no
 * study issued from the referral for them and no appointment of the referral for them that is
 * still ahead. A completed referral has none.
 */
export async function openStudyTypes(
  db: Executor,
  link: Pick<SchedulingLinkRow, 'referalId' | 'patientId' | 'completed'>,
): Promise<{ id: number; name: string }[]> {
  if (link.completed) return [];
  return db
    .select({ id: studyTypes.id, name: studyTypes.name })
    .from(referalStudyTypes)
    .innerJoin(studyTypes, eq(studyTypes.id, referalStudyTypes.studyTypeId))
    .where(
      and(
        eq(referalStudyTypes.referalId, link.referalId),
        eq(studyTypes.active, true),
        // The patient's studies (studies_patient_order), of this referral and type.
        sql`not exists (select 1 from ${studies}
          where ${studies.patientId} = ${link.patientId}
            and ${studies.referalId} = ${link.referalId}
            and ${studies.studyTypeId} = ${referalStudyTypes.studyTypeId})`,
        // The referral's appointments (bookings_referal) still ahead, of this type.
        sql`not exists (select 1 from ${bookings}
          where ${bookings.referalId} = ${link.referalId}
            and ${bookings.kind} = 'appointment'
            and ${bookings.studyTypeId} = ${referalStudyTypes.studyTypeId}
            and ${bookings.endAt} > now())`,
      ),
    )
    .orderBy(asc(referalStudyTypes.position), asc(referalStudyTypes.id));
}

/**
 * The active own branches (not partners: the calendar's own, spec part 1 §2) with an enabled
 * device able to perform one of `studyTypeIds`, by name, each with the types it performs.
 */
export async function branchesOffering(
  db: Executor,
  studyTypeIds: readonly number[],
): Promise<SchedulingBranchRow[]> {
  if (studyTypeIds.length === 0) return [];
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      phone: sql<string | null>`${branches.phoneNumbers}[1]`,
      studyTypeIds: sql<
        number[]
      >`array_agg(distinct ${studyTypeDevices.studyTypeId} order by ${studyTypeDevices.studyTypeId})`,
    })
    .from(branches)
    .innerJoin(devices, and(eq(devices.branchId, branches.id), eq(devices.enabled, true)))
    .innerJoin(studyTypeDevices, eq(studyTypeDevices.deviceType, devices.deviceType))
    .where(
      and(
        eq(branches.active, true),
        eq(branches.ownBranch, true),
        inArray(studyTypeDevices.studyTypeId, [...studyTypeIds]),
      ),
    )
    .groupBy(branches.id)
    .orderBy(asc(branches.name), asc(branches.id));
  return rows.map((row) => ({ ...row, address: addressLine(row.address) }));
}
