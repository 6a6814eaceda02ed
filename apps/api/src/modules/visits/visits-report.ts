import { ZVisitsReportQuery, type TVisitsFilter, type VisitStatus } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { registerCsvRoute, type CsvExportColumn } from '../../platform/csv/csv-route.js';
import type { CsvText } from '../../platform/csv/csv-texts.js';
import { findContacts, findUsersByIds, type ContactModel } from '../auth/users.repository.js';
import { doctorDisplayName } from '../doctors/doctor-name.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import { visitsOf, type VisitModel } from './visits.repository.js';

/** A visit as its line shows it: the visit, its doctor and its coordinator's contact. */
interface ReportRow {
  visit: VisitModel;
  doctor: DoctorModel | undefined;
  coordinator: ContactModel | undefined;
}

/** Visits read per statement: the list's largest page. */
const BATCH = 100;

const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });

const STATUS_TEXTS = {
  Scheduled: 'visits.csv.scheduled',
  Completed: 'visits.csv.completed',
  Cancelled: 'visits.csv.cancelled',
} as const satisfies Record<VisitStatus, CsvText>;

const personName = (contact: ContactModel | undefined) =>
  contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') : null;

const COLUMNS: readonly CsvExportColumn<ReportRow>[] = [
  { header: 'visits.csv.visitDate', value: ({ visit }) => visit.visitDate },
  { header: 'visits.csv.status', value: ({ visit }, t) => t(STATUS_TEXTS[visit.status]) },
  { header: 'visits.csv.doctor', value: ({ doctor }) => doctor && doctorDisplayName(doctor) },
  { header: 'visits.csv.licenseNumber', value: ({ doctor }) => doctor?.licenseNumber },
  { header: 'visits.csv.coordinator', value: ({ coordinator }) => personName(coordinator) },
  { header: 'visits.csv.region', value: ({ visit }) => visit.region },
  { header: 'visits.csv.reason', value: ({ visit }) => visit.visitReason },
  { header: 'visits.csv.gadgets', value: ({ visit }) => visit.gadgets.join(', ') },
  { header: 'visits.csv.comment', value: ({ visit }) => visit.comment },
];

/** Every visit the filter matches in the caller's scope, newest first, BATCH at a time. */
async function* reportRows(
  db: Database,
  where: TVisitsFilter,
  actor: Actor,
): AsyncIterable<ReportRow> {
  const visits = visitsOf(db, actor);
  for (let skip = 0; ; skip += BATCH) {
    const page = await visits.rows({
      where,
      pagination: { skip, take: BATCH },
      orderBy: { by: 'visitDate', direction: 'DESC' },
    });
    const [doctors, coordinators] = await Promise.all([
      findDoctorsByIds(db, [...new Set(page.map((visit) => visit.doctorId))]),
      findUsersByIds(db, [...new Set(page.map((visit) => visit.coordinatorId))]),
    ]);
    const contacts = await findContacts(
      db,
      coordinators.map((user) => user.contactId),
    );
    const doctorById = new Map(doctors.map((doctor) => [doctor.id, doctor]));
    const contactById = new Map(contacts.map((contact) => [contact.id, contact]));
    const contactOfUser = new Map(
      coordinators.map((user) => [user.id, contactById.get(user.contactId)]),
    );
    for (const visit of page) {
      yield {
        visit,
        doctor: doctorById.get(visit.doctorId),
        coordinator: contactOfUser.get(visit.coordinatorId),
      };
    }
    if (page.length < BATCH) return;
  }
}

/**
 * GET /api/reports/visits-report?doctorId=&coordinatorId=&visitDateFrom=&visitDateTo=&comment=
 * &status=Scheduled,Completed&region=&separator= (spec part 2 §7): the visits list's filter,
 * every matching visit the caller sees (a Coordinator their own), newest first, streamed, saved as
 * raport_wizyty_{date}.csv. Recorded as `visits.report` with the filter's fields by name only.
 */
export function registerVisitsReport(app: FastifyInstance, deps: { db: Database }): void {
  registerCsvRoute(app, deps, {
    url: '/api/reports/visits-report',
    permission: 'visits.list',
    auditAction: 'visits.report',
    query: ZVisitsReportQuery,
    columns: COLUMNS,
    fileName: (_where, now) => `raport_wizyty_${warsawDay.format(now)}.csv`,
    rows: reportRows,
    auditDetails: (where) => ({
      filters: Object.keys(where).filter((key) => where[key as keyof typeof where] !== undefined),
    }),
  });
}
