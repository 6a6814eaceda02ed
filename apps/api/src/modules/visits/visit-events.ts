import type { Executor } from '../../db/client.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import type { VisitModel } from './visits.repository.js';

/**
 * A visit as a calendar shows it, the same in the iCalendar feed (ADR 0051) and in the pushed
 * events (ADR 0052): one hour from the visit's time (the spec keeps no end time), the doctor in
 * the title, reason and comment below, a link to the visit's page.
 */

export interface VisitEvent {
  visit: VisitModel;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  url: string;
}

const VISIT_MINUTES = 60;

/** The events of `visits`, the doctors' names read in one query. */
export async function visitEvents(
  db: Executor,
  publicUrl: string,
  visits: readonly VisitModel[],
): Promise<VisitEvent[]> {
  const doctors = await findDoctorsByIds(db, [...new Set(visits.map((visit) => visit.doctorId))]);
  const names = new Map(doctors.map((doctor) => [doctor.id, doctorDisplayName(doctor)]));
  return visits.map((visit) => ({
    visit,
    summary: `Spotkanie: ${names.get(visit.doctorId) ?? ''}`.trim(),
    description: [visit.visitReason, visit.comment].filter(Boolean).join('\n'),
    start: visit.visitDate,
    end: new Date(visit.visitDate.getTime() + VISIT_MINUTES * 60_000),
    url: `${publicUrl}/visits/view/${visit.id}`,
  }));
}
