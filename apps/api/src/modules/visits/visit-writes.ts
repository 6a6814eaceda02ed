import { DISPLAY_TIME_ZONE, type TVisitInput } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { doctors, users, visits } from '../../db/schema/index.js';
import { fieldRefused } from '../../errors/app-error.js';
import { readAppConfig } from '../app-config/app-config.repository.js';

/**
 * The checks and SQL of a visit's save shared by planning, editing and following up
 * (visits.service.ts): who the people are, what the config offers, and the region.
 */

/** The doctor must exist; the coordinator must be a live account holding the Coordinator role. */
export async function checkPeople(
  tx: Executor,
  { doctorId, coordinatorId }: Pick<TVisitInput, 'doctorId' | 'coordinatorId'>,
): Promise<void> {
  const [doctor] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  if (!doctor) throw fieldRefused('doctorId', 'validation.visit.doctorUnknown');
  const [coordinator] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, coordinatorId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`'Coordinator' = any(${users.roles})`,
      ),
    );
  if (!coordinator) throw fieldRefused('coordinatorId', 'validation.visit.notCoordinator');
}

/**
 * The reason and gadgets must be among the app config's (part 2 §3 AppConfig); a value the
 * visit already holds passes even when the config no longer lists it, so an edit of anything
 * else does not fail on an old visit.
 */
export async function checkDictionaries(
  tx: Executor,
  input: Pick<TVisitInput, 'visitReason' | 'gadgets'>,
  kept: { visitReason: string | null; gadgets: string[] } = { visitReason: null, gadgets: [] },
): Promise<void> {
  const config = await readAppConfig(tx);
  const { visitReason } = input;
  if (
    visitReason !== null &&
    visitReason !== kept.visitReason &&
    !config.visitReasons.includes(visitReason)
  ) {
    throw fieldRefused('visitReason', 'validation.visit.reasonUnknown', { reason: visitReason });
  }
  const unknown = input.gadgets.find(
    (gadget) => !kept.gadgets.includes(gadget) && !config.gadgets.includes(gadget),
  );
  if (unknown !== undefined) {
    throw fieldRefused('gadgets', 'validation.visit.gadgetUnknown', { gadget: unknown });
  }
}

/**
 * The visit's region (Visit.region): the doctor's first region the coordinator also covers,
 * else the doctor's first; null when the doctor has none.
 */
export function regionOf(doctorId: number, coordinatorId: number) {
  return sql<string | null>`(
    select coalesce(
      (select region from unnest(${doctors.regions}) with ordinality as r(region, position)
        where region = any(coalesce(
          (select ${users.regions} from ${users} where ${users.id} = ${coordinatorId}), '{}'))
        order by position limit 1),
      ${doctors.regions}[1])
    from ${doctors} where ${doctors.id} = ${doctorId})`;
}

/**
 * The instant of the follow-up: `day` (yyyy-MM-dd) at the visit's time of day, both in the
 * clinic's time zone (a 10:00 meeting is followed up at 10:00 also across a DST change).
 */
export function followUpInstant(visitId: number, day: string) {
  const zone = DISPLAY_TIME_ZONE;
  return sql<Date>`(
    select (${day}::date + (${visits.visitDate} at time zone ${zone})::time) at time zone ${zone}
    from ${visits} where ${visits.id} = ${visitId})`;
}

/** The visit's day in the clinic's time zone, yyyy-MM-dd. */
export async function visitDay(tx: Executor, visitId: number): Promise<string> {
  const [row] = await tx
    .select({
      day: sql<string>`to_char(${visits.visitDate} at time zone ${DISPLAY_TIME_ZONE}, 'YYYY-MM-DD')`,
    })
    .from(visits)
    .where(eq(visits.id, visitId));
  return row?.day ?? '';
}
