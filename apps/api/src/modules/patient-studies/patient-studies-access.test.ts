import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { auditLog, patientStudyLinks } from '../../db/schema/index.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import { solvedLoginChallenge } from '../../test/login-challenge.js';
import {
  buildResultsGround,
  buildResultsPatient,
  describedPatient,
  END_SESSION,
  mailedLinkFor,
  mailedStudiesToken,
  openLink,
  readStudies,
  RESEND_LINK,
  requestLink,
} from '../../test/patient-studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The patient's side of the results portal (issue 18 §1, §3): a link mailed for a matching
 * PESEL and address, opened with the patient's number into a cookie session that reads that
 * patient's visible studies — and nothing of anyone else's (downloads: patient-studies-downloads).
 */

let t: TestApp;
let filesDir: string;
let ground: Awaited<ReturnType<typeof buildResultsGround>>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'patient-studies-'));
  t = await createTestApp({ FILES_DIR: filesDir, TRUST_PROXY: 'true' });
  ground = await buildResultsGround(t);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const patientWithResults = () => describedPatient(t, ground);
const linkFor = (patient: { ssn: string; email: string | null }) => mailedLinkFor(t, patient);

describe('sendStudiesLink', () => {
  it('mails a link for a matching number and address, and answers the same otherwise', async () => {
    const patient = await buildResultsPatient(t, { emails: ['Zofia.Wyniki@Example.com'] });
    const matched = await requestLink(t, { ssn: patient.ssn, email: 'zofia.wyniki@example.com' });
    const token = await mailedStudiesToken(t, 'Zofia.Wyniki@Example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [link] = await t.database.db
      .select()
      .from(patientStudyLinks)
      .where(eq(patientStudyLinks.patientId, patient.id));
    expect(link).toMatchObject({ tokenHash: hashToken(token!), source: 'Patient' });

    const other = await buildResultsPatient(t);
    const noConsent = await buildResultsPatient(t, { sending: false });
    const unmatched = [
      await requestLink(t, { ssn: '44051401458', email: 'nikt@example.com' }),
      await requestLink(t, { ssn: patient.ssn, email: other.email! }),
      await requestLink(t, { ssn: noConsent.ssn, email: noConsent.email! }),
    ];
    for (const response of unmatched) {
      expect(response.status).toBe(matched.status);
      expect(response.data).toEqual(matched.data);
      expect(response.errors).toBeUndefined();
    }
    expect(await mailedStudiesToken(t, other.email!)).toBeNull();
    expect(await mailedStudiesToken(t, noConsent.email!)).toBeNull();

    // The audit trail says whether a link went out, never the number or the address.
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patientStudies.requestLink'));
    expect(rows.map((row) => row.outcome).sort()).toEqual([
      'denied',
      'denied',
      'denied',
      'success',
    ]);
    const trail = JSON.stringify(rows);
    expect(trail).not.toContain(patient.ssn);
    expect(trail).not.toContain('example.com');
  });

  it("mails a minor's link to the guardian's address recorded on the minor's record", async () => {
    // A minor's consent is signed by the guardian, whose address the desk records for the minor.
    const minor = await buildResultsPatient(t, {
      birthDate: '2015-03-09',
      emails: ['opiekun.rodzica@example.com'],
    });
    const token = await linkFor(minor);
    const opened = await openLink(t, token, minor.ssn);
    expect(opened.response.data!.openPatientStudies.patientBirthDate).toBe('2015-03-09');
  });

  it('takes as long for an unknown pair as for a match', async () => {
    const patient = await buildResultsPatient(t);
    const stranger = await buildResultsPatient(t, { sending: false });
    const timings = { matched: [] as number[], unmatched: [] as number[] };
    for (let round = 0; round < 4; round += 1) {
      for (const [kind, who] of [
        ['matched', patient],
        ['unmatched', stranger],
      ] as const) {
        const proofOfWork = await solvedLoginChallenge(t.app);
        const started = performance.now();
        const response = await graphql(
          t.app,
          `
            mutation ($ssn: String!, $email: String!, $pow: String!) {
              sendStudiesLink(ssn: $ssn, email: $email, acceptTerms: true, proofOfWork: $pow)
            }
          `,
          {
            variables: { ssn: who.ssn, email: who.email, pow: proofOfWork },
            headers: { 'x-forwarded-for': `198.51.100.${round}` },
          },
        );
        timings[kind].push(performance.now() - started);
        expect(response.data).toEqual({ sendStudiesLink: true });
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    // The same statements up to the match; the match adds one insert and a mail row.
    expect(median(timings.matched)).toBeLessThan(median(timings.unmatched) * 3 + 30);
    expect(median(timings.unmatched)).toBeLessThan(median(timings.matched) * 3 + 30);
  });

  it('needs a solved challenge, spent once, and the accepted terms', async () => {
    const patient = await buildResultsPatient(t);
    const call = (proofOfWork: string, acceptTerms = true) =>
      graphql(
        t.app,
        `
          mutation ($ssn: String!, $email: String!, $pow: String!, $terms: Boolean!) {
            sendStudiesLink(ssn: $ssn, email: $email, acceptTerms: $terms, proofOfWork: $pow)
          }
        `,
        {
          variables: {
            ssn: patient.ssn,
            email: patient.email,
            pow: proofOfWork,
            terms: acceptTerms,
          },
          headers: { 'x-forwarded-for': '192.0.2.77' },
          lang: 'pl',
        },
      );
    expect(fieldErrors(await call(''))).toHaveProperty('proofOfWork');
    const forged = await call(Buffer.from('{"challenge":{}}').toString('base64'));
    expect(errorCode(forged)).toBe('PROOF_OF_WORK_REQUIRED');
    const solved = await solvedLoginChallenge(t.app);
    expect(fieldErrors(await call(solved, false))).toEqual({
      acceptTerms: 'Akceptacja tego pola jest wymagana',
    });
    expect((await call(solved)).data).toEqual({ sendStudiesLink: true });
    expect(errorCode(await call(solved))).toBe('PROOF_OF_WORK_REQUIRED');
    expect(await mailedStudiesToken(t, patient.email!)).not.toBeNull();
  });

  it('limits requests per client address, before any other work', async () => {
    const patient = await buildResultsPatient(t);
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await graphql(
        t.app,
        `
          mutation ($ssn: String!, $email: String!) {
            sendStudiesLink(ssn: $ssn, email: $email, acceptTerms: true, proofOfWork: "x")
          }
        `,
        {
          variables: { ssn: patient.ssn, email: patient.email },
          headers: { 'x-forwarded-for': '192.0.2.200' },
          lang: 'pl',
        },
      );
      codes.push(errorCode(response));
    }
    expect(codes.slice(0, 20).every((code) => code === 'PROOF_OF_WORK_REQUIRED')).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('openPatientStudies and patientStudies', () => {
  it("opens the patient's visible studies into an HttpOnly session cookie", async () => {
    const { patient, shown, description, image } = await patientWithResults();
    const token = await linkFor(patient);
    const { response, cookie } = await openLink(t, token, patient.ssn);

    const setCookie = String([response.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    const opened = response.data!.openPatientStudies;
    expect(opened.patientName).toMatch(/^Zofia Test/);
    expect(opened.patientBirthDate).toBe('1980-05-17');
    expect(opened.sentTo).toMatch(/^w\*\*\*@example\.com$/);
    // Only the study with saved images or descriptions, not the hidden one nor the empty one.
    expect(opened.studies).toEqual([
      {
        id: String(shown),
        studyDate: '2026-11-20T10:00:00.000Z',
        studyType: ground.studyType.name,
        is3D: false,
        branchName: 'Filia Centrum',
        descriptionFileURLs: [`/api/patient-studies/files/${description}`],
        studyFileURLs: [`/api/patient-studies/files/${image}`],
        studyImageFileURL: `/api/patient-studies/files/${image}?disposition=inline`,
        archiveUrl: `/api/patient-studies/studies/${shown}/archive`,
        files: [
          {
            id: description,
            name: 'opis.pdf',
            kind: 'Description',
            mimeType: 'application/pdf',
            size: 300,
            url: `/api/patient-studies/files/${description}`,
            previewUrl: `/api/patient-studies/files/${description}?disposition=inline`,
            viewerUrl: null,
          },
          {
            id: image,
            name: 'zdjecie.png',
            kind: 'Image',
            mimeType: 'image/png',
            size: 400,
            url: `/api/patient-studies/files/${image}`,
            previewUrl: `/api/patient-studies/files/${image}?disposition=inline`,
            viewerUrl: null,
          },
        ],
      },
    ]);
    const again = await readStudies(t, cookie!);
    expect(again.data!.patientStudies).toEqual(opened);
  });

  it('refuses a session-less page, a wrong token and a wrong number', async () => {
    expect(errorCode(await graphql(t.app, '{ patientStudies { patientName } }'))).toBe(
      'PATIENT_SESSION_REQUIRED',
    );
    const patient = await buildResultsPatient(t);
    const token = await linkFor(patient);
    expect(errorCode((await openLink(t, 'A'.repeat(43), patient.ssn)).response)).toBe(
      'LINK_INVALID',
    );
    expect(errorCode((await openLink(t, 'short', patient.ssn)).response)).toBe('LINK_INVALID');
    const other = await buildResultsPatient(t);
    const wrong = await openLink(t, token, other.ssn);
    expect(errorCode(wrong.response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(wrong.response)).toHaveProperty('ssn');
    expect(wrong.response.headers['set-cookie']).toBeUndefined();
  });

  it(`revokes a link at the ${PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK}th wrong number`, async () => {
    const patient = await buildResultsPatient(t);
    const other = await buildResultsPatient(t);
    const token = await linkFor(patient);
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < PATIENT_STUDIES_WRONG_NUMBERS_PER_LINK; attempt += 1) {
      codes.push(errorCode((await openLink(t, token, other.ssn)).response));
    }
    expect(codes.at(-1)).toBe('LINK_REVOKED');
    expect(codes.slice(0, -1).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(errorCode((await openLink(t, token, patient.ssn)).response)).toBe('LINK_REVOKED');
  });

  it('shows an expired link as expired, and its resend mails a working link', async () => {
    const patient = await buildResultsPatient(t);
    const token = await linkFor(patient);
    const { cookie } = await openLink(t, token, patient.ssn);
    await t.database.db
      .update(patientStudyLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(patientStudyLinks.tokenHash, hashToken(token)));

    expect(errorCode(await readStudies(t, cookie!))).toBe('LINK_EXPIRED');
    expect(errorCode((await openLink(t, token, patient.ssn)).response)).toBe('LINK_EXPIRED');
    const resent = await graphql<{ resendStudiesLink: { sentTo: string } }>(t.app, RESEND_LINK, {
      headers: { cookie: cookie! },
    });
    expect(resent.data!.resendStudiesLink.sentTo).toMatch(/^w\*\*\*@example\.com$/);
    const fresh = await mailedStudiesToken(t, patient.email!);
    expect(fresh).not.toBe(token);
    const reopened = await openLink(t, fresh!, patient.ssn);
    expect(reopened.response.data!.openPatientStudies.patientName).toMatch(/^Zofia/);
    // From the token as well, e.g. a link opened on another device.
    const byToken = await graphql<{ resendStudiesLink: { sentTo: string } }>(t.app, RESEND_LINK, {
      variables: { token },
    });
    expect(byToken.data!.resendStudiesLink.sentTo).toMatch(/^w\*\*\*@example\.com$/);
  });

  it('ends the session on logout', async () => {
    const patient = await buildResultsPatient(t);
    const { cookie } = await openLink(t, await linkFor(patient), patient.ssn);
    const logout = await graphql(t.app, END_SESSION, { headers: { cookie: cookie! } });
    expect(logout.data).toEqual({ endPatientStudiesSession: true });
    expect(String([logout.headers['set-cookie']].flat()[0])).toMatch(
      /^portal_patient_session=; .*Max-Age=0/,
    );
    expect(errorCode(await readStudies(t, cookie!))).toBe('PATIENT_SESSION_REQUIRED');
  });
});
