import {
  warsawParts,
  ZSchedulingToken,
  type AppointmentSlot,
  type Lang,
  type TAvailableSlotsQuery,
  type TScheduleFromLinkInput,
} from '@portal/domain';
import type { Caller } from '../../auth/actor.js';
import { hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { ReadAudit } from '../../platform/audit/read-audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { bookingChanged } from '../../platform/pubsub/events.js';
import { refusingOverlaps } from '../appointments/booking-errors.js';
import { insertBookings, lockDevices, releaseHolds } from '../appointments/booking-writes.js';
import { freeSlots } from '../appointments/available-slots.service.js';
import { mailVisitTime } from '../../platform/mail/mail-dates.js';
import {
  branchNotOffered,
  linkExpired,
  linkInvalid,
  linkUsed,
  slotNoLongerFree,
  studyTypeNotOnLink,
} from './scheduling-errors.js';
import { countPublicCall, countWrongToken } from './scheduling-throttle.js';
import {
  branchesOffering,
  claimLink,
  findLink,
  openStudyTypes,
  patientMailbox,
  patientNames,
  type SchedulingBranchRow,
  type SchedulingLinkRow,
} from './scheduling.repository.js';

/**
 * The public side of scheduling by link (spec part 1 §2 /schedule-appointment; issue 17 §2): the
 * token is the caller's only credential, so every call first finds its link — an unknown,
 * malformed, expired or used one refused with its own code — and reads only what that link's
 * referral allows: its patient's names, its study types and the branches performing them.
 */

export interface SchedulingDeps {
  db: Database;
  events: EventPublisher;
  mailer: Mailer;
  readAudit: ReadAudit;
  /** The server's clock: what "in the future" and "expired" mean. */
  now: () => Date;
}

export interface SchedulingData {
  patient: { firstName: string | null; lastName: string | null; email: string };
  studyType: { id: number; name: string } | null;
  studyTypes: { id: number; name: string }[];
  branches: SchedulingBranchRow[];
  expiresAt: Date;
}

export interface ScheduledAppointment {
  startTime: Date;
  endTime: Date;
  branchName: string;
  branchAddress: string | null;
  studyTypeName: string;
}

/** The usable link of `token`, counting the call against the caller's address. */
async function usableLink(
  deps: SchedulingDeps,
  caller: Caller,
  token: string,
): Promise<SchedulingLinkRow> {
  await countPublicCall(deps.db, caller);
  const parsed = ZSchedulingToken.safeParse(token);
  const link = parsed.success ? await findLink(deps.db, hashToken(parsed.data)) : undefined;
  if (!link) {
    await countWrongToken(deps.db, caller);
    throw linkInvalid();
  }
  if (link.usedAt) throw linkUsed();
  if (link.expiresAt.getTime() <= deps.now().getTime()) throw linkExpired();
  return link;
}

/** What the link may book: its open study types and the branches that perform them. */
async function offerOf(deps: SchedulingDeps, link: SchedulingLinkRow) {
  const studyTypes = await openStudyTypes(deps.db, link);
  const branches = await branchesOffering(
    deps.db,
    studyTypes.map(({ id }) => id),
  );
  return { studyTypes, branches };
}

/** The study type and branch of a request, if the link offers that type there. */
async function offeredPlace(
  deps: SchedulingDeps,
  link: SchedulingLinkRow,
  request: { branchId: number; studyTypeId: number },
) {
  const { studyTypes, branches } = await offerOf(deps, link);
  const studyType = studyTypes.find(({ id }) => id === request.studyTypeId);
  if (!studyType) throw studyTypeNotOnLink();
  const branch = branches.find(({ id }) => id === request.branchId);
  if (!branch?.studyTypeIds.includes(studyType.id)) throw branchNotOffered();
  return { studyType, branch };
}

/** getSchedulingDataByToken: the page's data; the read of the patient's names is audited. */
export async function getSchedulingData(
  deps: SchedulingDeps,
  caller: Caller,
  token: string,
): Promise<SchedulingData> {
  const link = await usableLink(deps, caller, token);
  const { studyTypes, branches } = await offerOf(deps, link);
  const names = await patientNames(deps.db, link.patientId);
  deps.readAudit.record({
    action: 'schedulingLink.read',
    outcome: 'success',
    entityType: 'referal',
    entityId: link.referalId,
    address: caller.address,
    details: { patientId: link.patientId, linkId: link.id },
  });
  return {
    patient: { ...names, email: link.sentTo },
    studyType: studyTypes[0] ?? null,
    studyTypes,
    branches,
    expiresAt: link.expiresAt,
  };
}

/** getAvailableAppointmentSlotsByToken: the calendar's free-slot search for the link's offer. */
export async function getSlotsByToken(
  deps: SchedulingDeps,
  caller: Caller,
  token: string,
  query: TAvailableSlotsQuery,
): Promise<AppointmentSlot[]> {
  const link = await usableLink(deps, caller, token);
  await offeredPlace(deps, link, query);
  return freeSlots(deps.db, query, deps.now());
}

/** The slot as the free-slot search offers it now, or undefined when it is not free (any more). */
async function offeredSlot(deps: SchedulingDeps, input: TScheduleFromLinkInput) {
  const date = warsawParts(input.startTime).date;
  const slots = await freeSlots(
    deps.db,
    { branchId: input.branchId, date, studyTypeId: input.studyTypeId },
    deps.now(),
  );
  return slots.find(
    (slot) =>
      slot.deviceId === String(input.deviceId) &&
      slot.startTime.getTime() === input.startTime.getTime() &&
      slot.endTime.getTime() === input.endTime.getTime(),
  );
}

/** The calendar's refusal of an overlap, in the patient's words. */
async function refusingTakenSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await refusingOverlaps(write);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'errors.appointment.slotTaken') {
      throw slotNoLongerFree();
    }
    throw error;
  }
}

/**
 * scheduleAppointmentFromLink: books the slot for the link's patient, marked as the patient's
 * own and tied to the referral, and spends the link — one transaction, under the device's
 * booking lock and the calendar's exclusion constraint (ADR 0032), so of two patients racing for
 * one slot exactly one gets it and the other 'no longer free'. The calendars of the branch hear
 * of it at once; the patient gets a confirmation mail in the language of the page.
 */
export async function scheduleFromLink(
  deps: SchedulingDeps,
  caller: Caller & { lang: Lang },
  token: string,
  input: TScheduleFromLinkInput,
): Promise<ScheduledAppointment> {
  const link = await usableLink(deps, caller, token);
  const { studyType, branch } = await offeredPlace(deps, link, input);
  // The slot must be one the page could have been offered, and still free: this also keeps it
  // in business hours, in the future and as long as the study takes on that device.
  if (!(await offeredSlot(deps, input))) throw slotNoLongerFree();
  const mailbox = await patientMailbox(deps.db, link.patientId);

  const { id, released } = await refusingTakenSlot(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [input.deviceId]);
      if (!(await claimLink(tx, link.id))) {
        // Spent or expired since it was read: by the other of two bookings with one link.
        throw (await findLink(tx, hashToken(token)))?.usedAt ? linkUsed() : linkExpired();
      }
      const releasedHolds = await releaseHolds(tx, input.deviceId);
      const values = {
        kind: 'appointment' as const,
        branchId: input.branchId,
        deviceId: input.deviceId,
        startAt: input.startTime,
        endAt: input.endTime,
        patientId: link.patientId,
        studyTypeId: studyType.id,
        referalId: link.referalId,
        createdByPatient: true,
        createdById: null,
      };
      const [created] = await insertBookings(tx, [values]);
      await recordAudit(tx, {
        action: 'appointment.create',
        outcome: 'success',
        entityType: 'appointment',
        entityId: created!,
        address: caller.address,
        details: {
          via: 'schedulingLink',
          linkId: link.id,
          referalId: link.referalId,
          after: {
            kind: values.kind,
            branchId: values.branchId,
            deviceId: values.deviceId,
            startAt: values.startAt,
            endAt: values.endAt,
            patientId: values.patientId,
            studyTypeId: values.studyTypeId,
          },
        },
      });
      // The address the link reached, else the patient's current one.
      await deps.mailer.enqueue(tx, {
        template: 'appointment-booked',
        params: {
          when: mailVisitTime(input.startTime, caller.lang),
          branchName: branch.name,
          ...(branch.address ? { address: branch.address } : {}),
          ...(branch.phone ? { phone: branch.phone } : {}),
          ...(mailbox?.firstName ? { name: mailbox.firstName } : {}),
        },
        dedupeKey: `appointment-booked:${created!}`,
        to: link.sentTo,
        lang: caller.lang,
      });
      return { id: created!, released: releasedHolds };
    }),
  );

  for (const hold of released) deps.events.publish(bookingChanged('reservationDeleted', hold));
  deps.events.publish(
    bookingChanged('appointmentAdded', { id, branchId: input.branchId, deviceId: input.deviceId }),
  );
  return {
    startTime: input.startTime,
    endTime: input.endTime,
    branchName: branch.name,
    branchAddress: branch.address,
    studyTypeName: studyType.name,
  };
}
