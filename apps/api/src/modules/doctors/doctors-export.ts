import { ZDoctorsExportQuery, type TDoctorsExportQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserModel } from '../auth/users.repository.js';
import { registerCsvRoute, type CsvExportColumn } from '../../platform/csv/csv-route.js';
import { liveUsersByIds } from './doctor-relations.js';
import { doctorDisplayName } from './doctor-name.js';
import type { DoctorModel } from './doctors.repository.js';
import { doctorsPageQuery } from './doctors-list.js';
import { signInCounts } from './sign-ins.js';

/** A record as its line shows it: the record, its live account and its sign-ins in 90 days. */
interface ExportRow {
  doctor: DoctorModel;
  account: UserModel | undefined;
  signIns: number;
}

/** Records read per statement: the list's largest page. */
const BATCH = 100;

const warsawDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });
const joined = (values: readonly string[]) => values.join(', ');

const COLUMNS: readonly CsvExportColumn<ExportRow>[] = [
  { header: 'doctors.csv.name', value: ({ doctor }) => listName(doctor) },
  {
    header: 'doctors.csv.identifier',
    value: ({ doctor }) => doctor.licenseNumber ?? doctor.contact.nip,
  },
  { header: 'doctors.csv.login', value: ({ account }) => account?.login },
  {
    header: 'doctors.csv.phoneNumbers',
    value: ({ doctor }) => joined(doctor.contact.phoneNumbers),
  },
  {
    header: 'doctors.csv.emailAddresses',
    value: ({ doctor }) => joined(doctor.contact.emailAddresses),
  },
  { header: 'doctors.csv.specializations', value: ({ doctor }) => joined(doctor.specializations) },
  { header: 'doctors.csv.regions', value: ({ doctor }) => joined(doctor.regions) },
  { header: 'doctors.csv.roles', value: ({ account }) => joined(account?.roles ?? []) },
  { header: 'doctors.csv.registrationDate', value: ({ doctor }) => doctor.createdAt },
  { header: 'doctors.csv.lastLogin', value: ({ account }) => account?.lastLoginDate },
  { header: 'doctors.csv.logins90', value: ({ account, signIns }) => (account ? signIns : null) },
];

/** The list's first column: 'Last First' for a doctor, the company name for a facility. */
function listName(doctor: DoctorModel): string {
  const { lastName, firstName } = doctor.contact;
  return lastName ? [lastName, firstName].filter(Boolean).join(' ') : doctorDisplayName(doctor);
}

/**
 * Every record the filter matches, in the list's order, a page of BATCH at a time with their
 * accounts and sign-ins (three statements a page, as the list's loaders read them).
 */
async function* exportRows(db: Database, query: TDoctorsExportQuery): AsyncIterable<ExportRow> {
  for (let skip = 0; ; skip += BATCH) {
    const page = await doctorsPageQuery(db, {
      ...query,
      pagination: { skip, take: BATCH },
    }).run();
    const accountIds = page.flatMap((doctor) => (doctor.accountId ? [doctor.accountId] : []));
    const [accounts, signIns] = await Promise.all([
      accountIds.length > 0 ? liveUsersByIds(db, accountIds) : [],
      signInCounts(db, accountIds),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, account]));
    for (const doctor of page) {
      const account = doctor.accountId ? byId.get(doctor.accountId) : undefined;
      yield { doctor, account, signIns: account ? (signIns.get(account.id) ?? 0) : 0 };
    }
    if (page.length < BATCH) return;
  }
}

/**
 * GET /api/doctors.csv?kind=DOCTOR|FACILITY&name=&email=&identifier=&specialization=&region=
 * &hasAccount=true|false&orderBy=&direction=&separator= — the doctors or facilities list with the
 * filters and order the page shows (issue 20 §3), every matching record, streamed (Admin,
 * Technician, Manager). The export is recorded as `doctors.export`, with its filter's fields by
 * name only.
 */
export function registerDoctorsExport(app: FastifyInstance, deps: { db: Database }): void {
  registerCsvRoute(app, deps, {
    url: '/api/doctors.csv',
    permission: 'doctors.list',
    auditAction: 'doctors.export',
    query: ZDoctorsExportQuery,
    columns: COLUMNS,
    fileName: ({ where }, now) =>
      `${where.kind === 'DOCTOR' ? 'lekarze' : 'gabinety'}-${warsawDay.format(now)}.csv`,
    rows: exportRows,
    auditDetails: ({ where, orderBy }) => ({
      kind: where.kind,
      filters: Object.keys(where).filter(
        (key) => key !== 'kind' && where[key as keyof typeof where] !== undefined,
      ),
      orderBy,
    }),
  });
}
