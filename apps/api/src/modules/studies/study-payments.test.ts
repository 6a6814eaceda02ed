import { applyDiscount } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMailer } from '../../platform/mail/mailer.js';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, fieldErrors, graphql, type CallOptions } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  staffCaller,
  type StudyData,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { listStudyPayments } from './study-payments.js';

/** Issue 16 §2: the payments tab of a study, read and saved as a whole list. */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let registration: Awaited<ReturnType<typeof staffCaller>>;
let leader: TestDoctor;
let describer: TestDoctor;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  technician = await staffCaller(t, 'Technician');
  registration = await staffCaller(t, 'Registration');
  leader = await buildDoctor(t, { role: 'Doctor' });
  describer = await buildDoctor(t, { role: 'DescribingDoctor' });
});
afterAll(() => t.close());

const PAYMENT_FIELDS =
  'id createdAt createdBy { id name } method type value discount group comment';
const STUDY_PAYMENTS = `query($id: ID!) {
  studyPayments(id: $id) { total items { ${PAYMENT_FIELDS} } }
}`;
const UPDATE_PAYMENTS = `mutation($id: ID!, $payments: [StudyPaymentInput!]!, $version: Int!) {
  updateStudyPayments(id: $id, payments: $payments, version: $version) { id status version }
}`;

interface PaymentLine {
  id: string;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  method: string;
  type: string;
  value: string;
  discount: string;
  group: string | null;
  comment: string | null;
}
interface Caller {
  options: CallOptions;
}
type SavedStudy = { id: string; status: string; version: number };

/** A payment line as the tab sends it; a cash study line of 100 zł unless told otherwise. */
function line(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { method: 'Gotówka', type: 'Study', value: '100.00', group: 'Standard', ...changes };
}

/** A study as the registrar opens it: Draft unless `status` says otherwise. */
function newStudy(status: 'Draft' | 'Performed' = 'Draft'): Promise<StudyData> {
  const performed = status === 'Performed';
  return addStudyAs(t, performed ? technician : registration, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    status,
    ...(performed ? { performer: technician.id } : {}),
    leadingDoctor: leader.id,
  });
}

function save(caller: Caller, study: { id: string; version: number }, payments: unknown[]) {
  return graphql<{ updateStudyPayments: SavedStudy }>(t.app, UPDATE_PAYMENTS, {
    ...caller.options,
    variables: { id: study.id, payments, version: study.version },
  });
}

/** Saves and fails the test when the save is refused; the study as it is afterwards. */
async function saved(caller: Caller, study: { id: string; version: number }, payments: unknown[]) {
  const response = await save(caller, study, payments);
  if (!response.data) throw new Error(`save refused: ${JSON.stringify(response.errors)}`);
  return response.data.updateStudyPayments;
}

async function payments(caller: Caller, id: string) {
  const response = await graphql<{ studyPayments: { total: string; items: PaymentLine[] } }>(
    t.app,
    STUDY_PAYMENTS,
    { ...caller.options, variables: { id } },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.studyPayments;
}

/** A line as read back, as the tab sends it again (its id, no author). */
const resent = ({ id, method, type, value, discount, group, comment }: PaymentLine) => ({
  id,
  method,
  type,
  value,
  discount,
  group,
  comment,
});

describe('saving the payments tab', () => {
  it('keeps discounted values and the discount exactly as sent, and makes a Draft Paid', async () => {
    const study = await newStudy();
    const discounted = applyDiscount('277.78', '10'); // the form's arithmetic: 250.00
    const description = applyDiscount('99.99', '10');
    const after = await saved(registration, study, [
      line({ value: discounted, discount: '10' }),
      line({ type: 'Description', value: description, discount: '10', comment: 'CITO' }),
    ]);
    expect(after).toMatchObject({ status: 'Paid', version: study.version + 1 });

    const read = await payments(registration, study.id);
    expect(read.items).toMatchObject([
      { type: 'Study', value: '250.00', discount: '10.00', method: 'Gotówka', group: 'Standard' },
      { type: 'Description', value: '89.99', discount: '10.00', comment: 'CITO' },
    ]);
    expect(read.items[0]!.createdBy?.id).toBe(String(registration.id));
    expect(read.total).toBe('339.99');

    const [audit] = await auditRows(t.database.db, {
      action: 'study.payments',
      entityId: study.id,
      outcome: 'success',
    });
    expect(audit!.details).toEqual({
      lines: [
        { id: Number(read.items[0]!.id), type: 'Study', value: '250.00', discount: '10.00' },
        { id: Number(read.items[1]!.id), type: 'Description', value: '89.99', discount: '10.00' },
      ],
      deleted: [],
      total: '339.99',
      status: { from: 'Draft', to: 'Paid' },
    });
  });

  it('adds up exactly: 0.10 + 0.20 is 0.30', async () => {
    const study = await newStudy();
    await saved(registration, study, [line({ value: '0.10' }), line({ value: 0.2 })]);
    expect((await payments(technician, study.id)).total).toBe('0.30');
  });

  it('leaves a Performed study Performed, and an empty list leaves a Draft a Draft', async () => {
    const performed = await newStudy('Performed');
    expect((await saved(registration, performed, [line()])).status).toBe('Performed');
    const draft = await newStudy();
    expect((await saved(registration, draft, [])).status).toBe('Draft');
  });

  it('keeps the author of a line another user edits, and deletes a line left out', async () => {
    const study = await newStudy('Performed');
    const first = await saved(technician, study, [
      line({ value: '120.00' }),
      line({ type: 'DataCarrier', group: 'pendrive', value: '20.00' }),
    ]);
    const [study1, carrier] = (await payments(registration, study.id)).items;

    const second = await saved(registration, first, [
      { ...resent(study1!), value: '110.00', method: 'Karta' },
      line({ value: '5.00', comment: 'dopłata' }),
    ]);
    const read = await payments(registration, study.id);
    expect(read.items).toHaveLength(2);
    expect(read.items[0]).toEqual({
      ...study1,
      value: '110.00',
      method: 'Karta',
    });
    expect(read.items[0]!.createdBy!.id).toBe(String(technician.id));
    expect(read.items[1]!.createdBy!.id).toBe(String(registration.id));
    expect(read.items.map((item) => item.id)).not.toContain(carrier!.id);
    expect(read.total).toBe('115.00');

    await saved(registration, second, [resent(read.items[1]!)]);
    expect((await payments(registration, study.id)).items.map((item) => item.id)).toEqual([
      read.items[1]!.id,
    ]);
  });

  it('takes a null id as a new line', async () => {
    const study = await newStudy();
    await saved(registration, study, [line({ id: null })]);
    expect((await payments(registration, study.id)).items).toHaveLength(1);
  });

  it('refuses a stale version', async () => {
    const study = await newStudy();
    await saved(registration, study, [line()]);
    const stale = await save(technician, study, [line({ value: '1.00' })]);
    expect(errorCode(stale)).toBe('STALE_VERSION');
    expect((await payments(registration, study.id)).total).toBe('100.00');
    const refused = await auditRows(t.database.db, {
      action: 'study.payments',
      entityId: study.id,
      outcome: 'failure',
    });
    expect(refused[0]!.details).toMatchObject({ reason: 'staleVersion' });
  });
});

describe('refused payment lines', () => {
  it('a negative value, at its field', async () => {
    const study = await newStudy();
    const response = await save(registration, study, [line(), line({ value: '-5' })]);
    expect(fieldErrors(response)).toEqual({ 'payments.1.value': 'Kwota musi być dodatnia' });
  });

  it('an empty method, at its field', async () => {
    const study = await newStudy();
    const response = await save(registration, study, [line({ method: '  ' })]);
    expect(fieldErrors(response)).toEqual({ 'payments.0.method': 'To pole jest wymagane' });
  });

  it('more than 50 lines', async () => {
    const study = await newStudy();
    const response = await save(
      registration,
      study,
      Array.from({ length: 51 }, () => line()),
    );
    expect(fieldErrors(response)).toEqual({ payments: 'Można wybrać najwyżej 50' });
  });

  it('an id of another study’s line, or one named twice', async () => {
    const other = await newStudy();
    await saved(registration, other, [line()]);
    const [foreign] = (await payments(registration, other.id)).items;
    const study = await newStudy();
    expect(errorCode(await save(registration, study, [resent(foreign!)]))).toBe('NOT_FOUND');

    const after = await saved(registration, study, [line()]);
    const [own] = (await payments(registration, study.id)).items;
    const twice = await save(registration, after, [resent(own!), resent(own!)]);
    expect(errorCode(twice)).toBe('NOT_FOUND');
    expect((await payments(registration, study.id)).items).toHaveLength(1);
  });
});

describe('who reaches a study’s payments', () => {
  it('not doctors: FORBIDDEN for a Doctor and a DescribingDoctor', async () => {
    const study = await newStudy();
    for (const doctor of [leader, describer]) {
      const read = await graphql(t.app, STUDY_PAYMENTS, {
        ...doctor.options,
        variables: { id: study.id },
      });
      expect(errorCode(read)).toBe('FORBIDDEN');
      expect(errorCode(await save(doctor, study, [line()]))).toBe('FORBIDDEN');
    }
  });

  it('a study that does not exist for the caller is NOT_FOUND', async () => {
    const study = await newStudy();
    const missing = { id: String(Number(study.id) + 10_000), version: 1 };
    const read = await graphql(t.app, STUDY_PAYMENTS, {
      ...registration.options,
      variables: { id: missing.id },
    });
    expect(errorCode(read)).toBe('NOT_FOUND');
    expect(errorCode(await save(registration, missing, [line()]))).toBe('NOT_FOUND');

    // The service binds the study scope itself: a doctor who does not lead the study finds nothing.
    const stranger = await buildDoctor(t, { role: 'Doctor' });
    const deps = {
      db: t.database.db,
      readAudit: t.app.readAudit,
      mailer: appMailer(t.config, null),
    };
    const actor = { userId: stranger.userId!, role: 'Doctor' as const, address: '127.0.0.1' };
    await expect(listStudyPayments(deps, actor, Number(study.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
