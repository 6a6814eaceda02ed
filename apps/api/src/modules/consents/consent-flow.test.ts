import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_FORM, warsawToday } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consentRequests, contacts, files, patients } from '../../db/schema/index.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { parsePdf } from '../../test/pdf-text.js';
import {
  eventually,
  portOf,
  quietPeriod,
  subscribe,
  type TestSubscription,
} from '../../test/subscriptions.js';
import {
  buildBranch,
  pairTablet,
  registerTablet,
  signatureDataUrl,
  type Registration,
} from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expireConsentRequests } from './expire-consent-requests.js';
import { CONSENT_REQUEST_TTL_MINUTES } from './request-consent.service.js';

const REQUEST = `mutation($tabletId: ID!, $patientId: ID!, $parentName: String, $parentType: GuardianBasis) {
  requestConsent(tabletId: $tabletId, patientId: $patientId, parentName: $parentName, parentType: $parentType) {
    id status patientId createdAt expiresAt tablet { id name }
  }
}`;
const SUBMIT = 'mutation($answers: ConsentAnswersInput!) { submitConsent(answers: $answers) }';
const KIOSK_FIELDS =
  'id patientFirstName patientLastName askPregnancy minor guardianName guardianBasis expiresAt';
const REQUESTED = `subscription { consentRequested { ${KIOSK_FIELDS} } }`;
const PENDING = `{ pendingConsentRequest { ${KIOSK_FIELDS} } }`;
const SUBMITTED = `subscription { consentSubmitted {
  requestId patientId patientName rodo woman dataProcessing sending submittedAt fileId
} }`;

interface KioskRequest {
  id: string;
  patientFirstName: string;
  patientLastName: string;
  askPregnancy: boolean;
  minor: boolean;
  guardianName: string | null;
  guardianBasis: string | null;
  expiresAt: string;
}
interface SubmittedEvent {
  consentSubmitted: { requestId: string; patientName: string; fileId: string } & Record<
    string,
    unknown
  >;
}

let t: TestApp;
let filesDir: string;
let registrar: { id: number; token: string };
let colleague: string;
let registration: Registration;
let kiosk: string;
let signature: string;
const open: TestSubscription<unknown>[] = [];

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-consents-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const admin = await signIn(t.app, (await buildUser(db, { roles: ['Admin'] })).login);
  const user = await buildUser(db, { roles: ['Registration'] });
  registrar = { id: user.id, token: await signIn(t.app, user.login) };
  colleague = await signIn(t.app, (await buildUser(db, { roles: ['Registration'] })).login);
  const branch = await buildBranch(db, { name: 'Gdańsk Wrzeszcz' });
  registration = await registerTablet(t.app, admin, {
    branchId: branch.id,
    name: 'Tablet recepcji',
    tabletId: 'GDA-7',
  });
  kiosk = await pairTablet(t.app, registration);
  signature = await signatureDataUrl();
});
afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.dispose()));
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

function listen<T>(query: string, token: string): TestSubscription<T> {
  const subscription = subscribe<T>(portOf(t.app), query, { token });
  open.push(subscription);
  return subscription;
}

function request(patientId: number, extra: Record<string, unknown> = {}, token = registrar.token) {
  return graphql<{ requestConsent: { id: string; status: string; expiresAt: string } }>(
    t.app,
    REQUEST,
    { token, variables: { tabletId: registration.tablet.id, patientId, ...extra } },
  );
}

function submit(answers: Record<string, unknown>, token = kiosk, lang = 'pl') {
  return graphql(t.app, SUBMIT, {
    token,
    lang,
    variables: {
      answers: {
        lang: 'pl',
        rodo: true,
        sending: false,
        dataProcessing: true,
        signature,
        ...answers,
      },
    },
  });
}

/** Today's date in Warsaw minus `years`: a birth date of someone exactly that old today. */
function bornYearsAgo(years: number): string {
  const [y, m, d] = warsawToday().split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

async function storedPdf(fileId: string): Promise<Buffer> {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.storage.get(row!.storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The names of every object in the local storage folder (keys are sharded into folders). */
async function storedObjects(): Promise<string[]> {
  const entries = await readdir(path.join(filesDir, 'files'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

function pdfText(pdf: Buffer): string {
  return parsePdf(pdf)
    .pages.map((page) => page.text)
    .join('\n')
    .replace(/\s+/g, ' ');
}

describe('the consent flow, staff desk to tablet and back', () => {
  it('request → the tablet hears it → signed → PDF on the patient → only the requester told', async () => {
    const patient = await buildPatient(t.database.db, {
      firstName: 'Zofia',
      lastName: 'Żółkiewska',
      gender: 'Female',
      birthDate: bornYearsAgo(34),
    });
    const requested = listen<{ consentRequested: KioskRequest }>(REQUESTED, kiosk);
    const mine = listen<SubmittedEvent>(SUBMITTED, registrar.token);
    const theirs = listen<SubmittedEvent>(SUBMITTED, colleague);

    // The kiosk's subscription is live once it hears a request; the last one is the one to sign.
    let requestId = '';
    await eventually(
      () => requested.events.some((e) => e.consentRequested.id === requestId),
      'the request on the tablet',
      {
        poke: async () => {
          const response = await request(patient.id);
          expect(response.errors).toBeUndefined();
          requestId = response.data!.requestConsent.id;
        },
      },
    );
    const shown = requested.events.find((e) => e.consentRequested.id === requestId)!;
    expect(shown.consentRequested).toMatchObject({
      patientFirstName: 'Zofia',
      patientLastName: 'Żółkiewska',
      askPregnancy: true,
      minor: false,
      guardianName: null,
      guardianBasis: null,
    });
    const expiresIn = new Date(shown.consentRequested.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((CONSENT_REQUEST_TTL_MINUTES - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(CONSENT_REQUEST_TTL_MINUTES * 60_000);
    // After a reload the kiosk asks for it.
    const pending = await graphql<{ pendingConsentRequest: KioskRequest }>(t.app, PENDING, {
      token: kiosk,
    });
    expect(pending.data?.pendingConsentRequest.id).toBe(requestId);

    const signed = await submit({ requestId, woman: true, sending: true });
    expect(signed.errors).toBeUndefined();
    expect(signed.data).toEqual({ submitConsent: true });

    // The staff member who asked hears it; a colleague does not.
    await eventually(() => mine.events.length > 0, 'consentSubmitted for the requester');
    await quietPeriod();
    expect(theirs.events).toEqual([]);
    const event = mine.events[0]!.consentSubmitted;
    expect(event).toMatchObject({
      requestId,
      patientId: String(patient.id),
      patientName: 'Zofia Żółkiewska',
      rodo: true,
      woman: true,
      dataProcessing: true,
      sending: true,
    });

    // The PDF is a ready Consent file of the patient, with what was signed in it.
    const [file] = await t.database.db.select().from(files).where(eq(files.id, event.fileId));
    expect(file).toMatchObject({
      fileType: 'Consent',
      patientId: patient.id,
      status: 'ready',
      detectedKind: 'pdf',
      mimetype: 'application/pdf',
    });
    expect(file!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await storedPdf(event.fileId);
    expect(pdf.length).toBe(file!.storedSize);
    const text = pdfText(pdf);
    const form = CONSENT_FORM.pl;
    for (const expected of [
      'Zofia Żółkiewska',
      form.title,
      `${form.yes} — ${form.clauses.rodo}`,
      `${form.yes} — ${form.clauses.dataProcessing}`,
      `${form.yes} — ${form.clauses.sending}`,
      `${form.yes} — ${form.clauses.woman}`,
      'Tablet recepcji (GDA-7)',
      'Gdańsk Wrzeszcz',
      warsawToday().split('-').reverse().join('.'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(parsePdf(pdf).images.length).toBeGreaterThanOrEqual(1);

    // The patient's consents are the answers; the request is closed.
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row!.consents).toEqual({ rodo: true, woman: true, dataProcessing: true, sending: true });
    const [closed] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    expect(closed).toMatchObject({ status: 'Submitted', fileId: event.fileId });
    expect((await graphql(t.app, PENDING, { token: kiosk })).data).toEqual({
      pendingConsentRequest: null,
    });

    // The requester opens it like any patient file.
    const download = await graphql(t.app, `{ getDownloadURL(filePath: "${event.fileId}") }`, {
      token: registrar.token,
    });
    expect(download.errors).toBeUndefined();

    await t.app.readAudit.flush();
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.entityId, [requestId, event.fileId]));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'consent.request',
        'consent.kioskRead',
        'consent.submit',
        'file.generate',
        'consent.submittedEvent',
      ]),
    );
  });

  it('renders the form in the language the patient chose', async () => {
    const patient = await buildPatient(t.database.db, { gender: 'Male', birthDate: '1960-01-10' });
    const requestId = (await request(patient.id)).data!.requestConsent.id;
    expect((await submit({ requestId, lang: 'ua', rodo: false })).errors).toBeUndefined();
    const [closed] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    const text = pdfText(await storedPdf(closed!.fileId!));
    const form = CONSENT_FORM.ua;
    expect(text).toContain(`${form.no} — ${form.clauses.rodo}`);
    expect(text).toContain('10.01.1960');
    // A man was not asked about pregnancy: the clause is not on his form.
    expect(text).not.toContain(form.clauses.woman);
    // The file is named in that language too (issue 12 §8), not in Polish.
    const [file] = await t.database.db.select().from(files).where(eq(files.id, closed!.fileId!));
    expect(file!.originalFilename).toMatch(/^Згода пацієнта \d{2}\.\d{2}\.\d{4} \d{2}-\d{2}\.pdf$/);
  });
});

describe('requestConsent', () => {
  it('requires a minor’s guardian name and basis, field by field', async () => {
    const minor = await buildPatient(t.database.db, {
      gender: 'Male',
      birthDate: bornYearsAgo(10),
    });
    const response = await request(minor.id);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'parentName', message: 'Pacjent jest niepełnoletni: podaj imię i nazwisko opiekuna' },
      {
        path: 'parentType',
        message: 'Pacjent jest niepełnoletni: wybierz podstawę (matka, ojciec, opiekun)',
      },
    ]);
    const rows = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.patientId, minor.id));
    expect(rows).toEqual([]);
  });

  it('sends a minor’s form with the guardian, who signs it', async () => {
    const minor = await buildPatient(t.database.db, {
      gender: 'Female',
      birthDate: bornYearsAgo(11),
    });
    const response = await request(minor.id, { parentName: ' Anna Nowak ', parentType: 'matka' });
    const requestId = response.data!.requestConsent.id;
    const pending = await graphql<{ pendingConsentRequest: KioskRequest }>(t.app, PENDING, {
      token: kiosk,
    });
    // Eleven: a minor, too young for the pregnancy question.
    expect(pending.data?.pendingConsentRequest).toMatchObject({
      id: requestId,
      minor: true,
      askPregnancy: false,
      guardianName: 'Anna Nowak',
      guardianBasis: 'matka',
    });
    expect((await submit({ requestId, lang: 'en' })).errors).toBeUndefined();
    const [closed] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    const text = pdfText(await storedPdf(closed!.fileId!));
    expect(text).toContain('Anna Nowak');
    expect(text).toContain(CONSENT_FORM.en.guardianBases.matka);
    expect(text).toContain(CONSENT_FORM.en.signedByGuardian);
    expect(text).toContain(`${CONSENT_FORM.en.yes} — ${CONSENT_FORM.en.guardianClauses.rodo}`);
    expect(text).not.toContain(CONSENT_FORM.en.clauses.dataProcessing);
  });

  it('cancels the tablet’s earlier pending request', async () => {
    const first = await buildPatient(t.database.db, { gender: 'Male', birthDate: '1970-01-01' });
    const second = await buildPatient(t.database.db, { gender: 'Male', birthDate: '1971-01-01' });
    const earlier = (await request(first.id)).data!.requestConsent.id;
    const later = (await request(second.id)).data!.requestConsent;
    expect(later.status).toBe('Pending');
    const refused = await submit({ requestId: earlier });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'Prośba o zgodę została anulowana: na ten tablet wysłano nowszą prośbę.',
    );
  });

  it('names what is missing: a patient, a tablet, the patient’s birth date', async () => {
    const noPatient = await graphql(t.app, REQUEST, {
      token: registrar.token,
      variables: { tabletId: registration.tablet.id, patientId: '999999' },
    });
    expect(errorCode(noPatient)).toBe('NOT_FOUND');
    const someone = await buildPatient(t.database.db, { gender: 'Male', birthDate: '1990-02-02' });
    const noTablet = await graphql(t.app, REQUEST, {
      token: registrar.token,
      variables: { tabletId: '999999', patientId: someone.id },
    });
    expect(errorCode(noTablet)).toBe('NOT_FOUND');
    expect(noTablet.errors![0]!.message).toBe('Nie znaleziono tabletu o identyfikatorze 999999.');
    const [undated] = await t.database.db
      .select({ contactId: patients.contactId })
      .from(patients)
      .where(eq(patients.id, someone.id));
    await t.database.db
      .update(contacts)
      .set({ birthDate: null })
      .where(eq(contacts.id, undated!.contactId));
    const incomplete = await request(someone.id);
    expect(errorCode(incomplete)).toBe('BAD_USER_INPUT');
    expect(incomplete.errors![0]!.message).toBe(
      'Uzupełnij datę urodzenia i płeć pacjenta, aby wysłać prośbę o zgodę.',
    );
  });
});

describe('submitConsent refuses', () => {
  async function freshRequest(gender: 'Female' | 'Male', birthDate = '1980-06-15') {
    const patient = await buildPatient(t.database.db, { gender, birthDate });
    return (await request(patient.id)).data!.requestConsent.id;
  }

  it('a pregnancy answer from a man, and no answer where it was asked', async () => {
    const man = await submit({ requestId: await freshRequest('Male'), woman: false });
    expect(errorCode(man)).toBe('BAD_USER_INPUT');
    expect(man.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'woman', message: 'Pytanie o ciążę nie dotyczy tego pacjenta' },
    ]);
    const woman = await submit({ requestId: await freshRequest('Female') }, kiosk, 'en');
    expect(woman.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'woman', message: 'This field is required' },
    ]);
  });

  it('an expired request, which the scheduled task then marks Expired', async () => {
    const requestId = await freshRequest('Male');
    await t.database.db
      .update(consentRequests)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(consentRequests.id, requestId));
    const refused = await submit({ requestId }, kiosk, 'en');
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'The consent request has expired. Please ask the staff to send it again.',
    );
    expect((await graphql(t.app, PENDING, { token: kiosk })).data).toEqual({
      pendingConsentRequest: null,
    });
    await expireConsentRequests(t.database.db);
    const [row] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    expect(row!.status).toBe('Expired');
  });

  it('a second submission of the same request', async () => {
    const requestId = await freshRequest('Male');
    expect((await submit({ requestId })).errors).toBeUndefined();
    const again = await submit({ requestId });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe('Ta zgoda została już podpisana.');
  });

  it('a request sent to another tablet', async () => {
    const requestId = await freshRequest('Male');
    const otherTablet = await registerTablet(
      t.app,
      await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login),
      { branchId: registration.tablet.branchId },
    );
    const other = await pairTablet(t.app, otherTablet);
    expect(errorCode(await submit({ requestId }, other))).toBe('NOT_FOUND');
  });

  it('a signature that is not a PNG, and writes no file', async () => {
    const requestId = await freshRequest('Male');
    const before = await t.database.db.select({ id: files.id }).from(files);
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
    const truncated = signature.slice(0, signature.length - 40);
    for (const bad of [jpeg, truncated, 'data:image/jpeg;base64,AAAA', '']) {
      const refused = await submit({ requestId, signature: bad });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.extensions.validationErrors).toEqual([
        {
          path: 'signature',
          message: bad === '' ? 'Podpis jest wymagany' : 'Podpis musi być obrazem PNG',
        },
      ]);
    }
    expect(await t.database.db.select({ id: files.id }).from(files)).toEqual(before);
  });
});

describe('when the transaction fails', () => {
  it('leaves no file row and no stored bytes behind', async () => {
    const patient = await buildPatient(t.database.db, { gender: 'Male', birthDate: '1975-05-05' });
    const requestId = (await request(patient.id)).data!.requestConsent.id;
    const { pool } = t.database;
    // The last write of the transaction fails: everything before it must be undone.
    await pool.query(`
      create function refuse_submission() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$;
      create trigger refuse_submission before update on consent_requests
        for each row when (new.status = 'Submitted') execute function refuse_submission();`);
    const before = await t.database.db.select({ id: files.id }).from(files);
    const objectsBefore = await storedObjects();
    try {
      const response = await submit({ requestId });
      expect(errorCode(response)).toBe('DATABASE_ERROR');
    } finally {
      await pool.query('drop trigger refuse_submission on consent_requests');
      await pool.query('drop function refuse_submission');
    }
    expect(await t.database.db.select({ id: files.id }).from(files)).toEqual(before);
    expect(await storedObjects()).toEqual(objectsBefore);
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row!.consents).toEqual({
      rodo: false,
      woman: false,
      dataProcessing: false,
      sending: false,
    });
  });
});
