import { ROLES, type Role } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import {
  accountOf,
  currentVersion,
  ADD_PATIENT,
  DELETE_PATIENT,
  GET_PATIENT,
  list,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Who may do what with a patient created by the clinic's staff (spec part 1 §6), every role
 * written out. `NOT_FOUND` is the referring roles' answer for a patient that is not theirs: it
 * does not exist for them (auth/patient-policy.ts). `canEdit`/`canDelete` are what the patient
 * says to a role that can see it ('-' where it cannot).
 */
type Outcome = 'ok' | 'FORBIDDEN' | 'NOT_FOUND';
interface Row {
  list: Outcome;
  view: Outcome;
  add: Outcome;
  edit: Outcome;
  delete: Outcome;
  canEdit: boolean | '-';
  /** Identity numbers are staff's (ADR 0021). */
  canEditIdentity: boolean | '-';
  canDelete: boolean | '-';
}

const EXPECTED: Record<Role, Row> = {
  Admin: {
    list: 'ok',
    view: 'ok',
    add: 'ok',
    edit: 'ok',
    delete: 'ok',
    canEdit: true,
    canEditIdentity: true,
    canDelete: true,
  },
  Complaints: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: false,
    canEditIdentity: false,
    canDelete: false,
  },
  Coordinator: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: false,
    canEditIdentity: false,
    canDelete: false,
  },
  DentalOffice: {
    list: 'ok',
    view: 'NOT_FOUND',
    add: 'FORBIDDEN',
    edit: 'NOT_FOUND',
    delete: 'FORBIDDEN',
    canEdit: '-',
    canEditIdentity: '-',
    canDelete: '-',
  },
  DescribingDoctor: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: false,
    canEditIdentity: false,
    canDelete: false,
  },
  Doctor: {
    list: 'ok',
    view: 'NOT_FOUND',
    add: 'FORBIDDEN',
    edit: 'NOT_FOUND',
    delete: 'FORBIDDEN',
    canEdit: '-',
    canEditIdentity: '-',
    canDelete: '-',
  },
  HelpContact: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: false,
    canEditIdentity: false,
    canDelete: false,
  },
  Laboratory: {
    list: 'ok',
    view: 'NOT_FOUND',
    add: 'FORBIDDEN',
    edit: 'NOT_FOUND',
    delete: 'FORBIDDEN',
    canEdit: '-',
    canEditIdentity: '-',
    canDelete: '-',
  },
  Manager: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: false,
    canEditIdentity: false,
    canDelete: false,
  },
  Patient: {
    list: 'FORBIDDEN',
    view: 'FORBIDDEN',
    add: 'FORBIDDEN',
    edit: 'FORBIDDEN',
    delete: 'FORBIDDEN',
    canEdit: '-',
    canEditIdentity: '-',
    canDelete: '-',
  },
  Registration: {
    list: 'ok',
    view: 'ok',
    add: 'FORBIDDEN',
    edit: 'ok',
    delete: 'ok',
    canEdit: true,
    canEditIdentity: true,
    canDelete: true,
  },
  Technician: {
    list: 'ok',
    view: 'ok',
    add: 'ok',
    edit: 'ok',
    delete: 'ok',
    canEdit: true,
    canEditIdentity: true,
    canDelete: true,
  },
};

let t: TestApp;
const accounts = new Map<Role, Account>();
let staffPatientId: string;
let staffPatientInput: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    accounts.set(role, await accountOf(t.database.db, role, t.config.sessionTtlMinutes));
  }
  staffPatientInput = patientInput({ serial: 500 });
  const created = await graphql<{ addPatient: { id: string } }>(t.app, ADD_PATIENT, {
    ...accounts.get('Admin')!.options,
    variables: { patient: staffPatientInput },
  });
  staffPatientId = created.data!.addPatient.id;
});
afterAll(() => t.close());

/** The outcome as the table writes it, or the unexpected errors as text. */
function outcomeOf(response: GraphQLResponse): string {
  if (!response.errors) return 'ok';
  const code = errorCode(response);
  return code === 'FORBIDDEN' || code === 'NOT_FOUND' ? code : JSON.stringify(response.errors);
}

async function actualRow(role: Role, serial: number): Promise<Record<string, unknown>> {
  const account = accounts.get(role)!;
  const call = (query: string, variables: Record<string, unknown>) =>
    graphql<{ patient: { canEdit: boolean; canEditIdentity: boolean; canDelete: boolean } }>(
      t.app,
      query,
      {
        ...account.options,
        variables,
      },
    );
  const view = await call(GET_PATIENT, { id: staffPatientId });
  const own = await buildPatient(t.database.db, { createdById: accounts.get('Admin')!.id });
  return {
    list: outcomeOf(await list(t.app, account)),
    view: outcomeOf(view),
    add: outcomeOf(await call(ADD_PATIENT, { patient: patientInput({ serial }) })),
    edit: outcomeOf(
      await call(UPDATE_PATIENT, {
        id: staffPatientId,
        version: await currentVersion(t.database.db, staffPatientId),
        patient: staffPatientInput,
      }),
    ),
    delete: outcomeOf(await call(DELETE_PATIENT, { id: String(own.id) })),
    canEdit: view.data?.patient.canEdit ?? '-',
    canEditIdentity: view.data?.patient.canEditIdentity ?? '-',
    canDelete: view.data?.patient.canDelete ?? '-',
  };
}

describe('patient permissions for all 12 roles (spec part 1 §6)', () => {
  it.each(ROLES.map((role, index) => [role, index] as const))(
    '%s gets exactly its row',
    async (role, index) => {
      expect(await actualRow(role, 600 + index)).toEqual(EXPECTED[role]);
    },
  );
});

describe('a refusal', () => {
  it('is recorded in the audit trail, and changes nothing', async () => {
    const manager = accounts.get('Manager')!;
    const deniedUpdates = () =>
      auditRows(t.database.db, {
        action: 'patient.update',
        outcome: 'denied',
        actorUserId: manager.id,
      });
    const deniedBefore = (await deniedUpdates()).length;
    const before = await graphql<{ patient: { updatedAt: string } }>(t.app, GET_PATIENT, {
      ...manager.options,
      variables: { id: staffPatientId },
    });
    const refused = await graphql(t.app, UPDATE_PATIENT, {
      ...manager.options,
      variables: {
        id: staffPatientId,
        version: await currentVersion(t.database.db, staffPatientId),
        patient: patientInput({ serial: 500, lastName: 'Zmiana' }),
      },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const after = await graphql<{ patient: { updatedAt: string; contact: { lastName: string } } }>(
      t.app,
      GET_PATIENT,
      { ...manager.options, variables: { id: staffPatientId } },
    );
    expect(after.data!.patient.updatedAt).toBe(before.data!.patient.updatedAt);
    expect(after.data!.patient.contact.lastName).toBe('Kowalska');
    const denied = await deniedUpdates();
    expect(denied).toHaveLength(deniedBefore + 1);
    expect(denied.at(-1)).toMatchObject({ entityType: 'patient', entityId: staffPatientId });
  });

  it('of a role without the permission never reaches the service', async () => {
    const response = await graphql(t.app, GET_PATIENT, {
      ...accounts.get('Patient')!.options,
      variables: { id: staffPatientId },
    });
    expect(errorCode(response)).toBe('FORBIDDEN');
    const [denied] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operation.patient'), eq(auditLog.outcome, 'denied')));
    expect(denied?.details).toMatchObject({ role: 'Patient', permission: 'patients.view' });
  });
});
