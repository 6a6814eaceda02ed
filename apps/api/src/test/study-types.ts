import { afterAll, beforeAll, expect } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../db/seed/app-config.js';
import { buildUser } from './factories.js';
import { errorCode, graphql, signIn } from './graphql.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The study type API tests' app, callers and calls (modules/study-types/*.test.ts). */

export const [STANDARD, REDUCED] = DEFAULT_APP_CONFIG.priceGroups as [string, string];
export const [CBCT, PAN] = DEFAULT_APP_CONFIG.deviceTypes as [string, string];

export interface StudyTypeTestApp {
  t: TestApp;
  /** Tokens of an Admin and a registrar; the Admin's user id. */
  admin: string;
  registrar: string;
  adminId: number;
}

/** Starts the app for a test file (its beforeAll and afterAll); the fields are set once it runs. */
export function useStudyTypeTestApp(): StudyTypeTestApp {
  const app = {} as StudyTypeTestApp;
  beforeAll(async () => {
    app.t = await createTestApp();
    const db = app.t.database.db;
    const adminUser = await buildUser(db, { roles: ['Admin'] });
    app.adminId = adminUser.id;
    app.admin = await signIn(app.t.app, adminUser.login);
    app.registrar = await signIn(
      app.t.app,
      (await buildUser(db, { roles: ['Registration'] })).login,
    );
  });
  afterAll(() => app.t.close());
  return app;
}

export const STUDY_TYPE_FIELDS = `id code name onReferalOrder hasRemarks is3D timeToDescribe comment
  descriptionPrice urgentDescriptionPrice comparisonDescriptionPrice urgentComparisonDescriptionPrice
  studySubTypes active version
  studyTypePrices { presetName price }
  studyTypeRadiologies { presetName voltageKilovolts anodeCurrentMiliamper exposureTimeSeconds radiationDoseMilligrayPerSquareCentimeter }
  studyTypeDevices { deviceType durationMinutes }`;

export const CREATE = `mutation($input: StudyTypeInput!) {
  createStudyType(newStudyType: $input) { ${STUDY_TYPE_FIELDS} }
}`;

export interface StudyTypeData {
  id: string;
  code: string;
  name: string;
  version: number;
  active: boolean;
  studyTypePrices: { presetName: string; price: string }[];
  studyTypeDevices: { deviceType: string; durationMinutes: number }[];
  [field: string]: unknown;
}

let sequence = 0;
/** A valid input with a fresh code; `overrides` replace its fields. */
export function inputOf(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    code: `T-${sequence}`,
    name: `Typ ${sequence}`,
    timeToDescribe: 10,
    studyTypePrices: [{ presetName: STANDARD, price: '100' }],
    studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 15 }],
    ...overrides,
  };
}

/** The Admin's create and refused create, against `app`. */
export function studyTypeCalls(app: StudyTypeTestApp) {
  return {
    create: async (overrides: Record<string, unknown> = {}): Promise<StudyTypeData> => {
      const response = await graphql<{ createStudyType: StudyTypeData }>(app.t.app, CREATE, {
        token: app.admin,
        variables: { input: inputOf(overrides) },
      });
      expect(response.errors).toBeUndefined();
      return response.data!.createStudyType;
    },
    /** The validation errors of a refused create, in `lang`. */
    refusal: async (overrides: Record<string, unknown>, lang = 'pl') => {
      const response = await graphql(app.t.app, CREATE, {
        token: app.admin,
        lang,
        variables: { input: inputOf(overrides) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      return response.errors![0]!.extensions.validationErrors;
    },
  };
}
