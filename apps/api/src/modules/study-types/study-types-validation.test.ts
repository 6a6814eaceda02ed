import { translate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studyTypes } from '../../db/schema/index.js';
import { graphql } from '../../test/graphql.js';
import {
  CBCT,
  CREATE,
  inputOf,
  REDUCED,
  STANDARD,
  studyTypeCalls,
  useStudyTypeTestApp,
} from '../../test/study-types.js';
import type { TestApp } from '../../test/test-app.js';

const app = useStudyTypeTestApp();
const { create, refusal } = studyTypeCalls(app);
let t: TestApp;
let admin: string;
beforeAll(() => ({ t, admin } = app));

describe('validation (spec part 2 §5 "Study type")', () => {
  it('requires the code and the name', async () => {
    expect(await refusal({ code: ' ', name: '' })).toEqual([
      { path: 'code', message: 'To pole jest wymagane' },
      { path: 'name', message: 'To pole jest wymagane' },
    ]);
  });

  it('refuses a second type with the same code, also when both are saved at once', async () => {
    await create({ code: 'DUP-1' });
    expect(await refusal({ code: 'DUP-1' })).toEqual([
      { path: 'code', message: 'Typ badania o kodzie DUP-1 już istnieje' },
    ]);
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        graphql(t.app, CREATE, {
          token: admin,
          lang: 'en',
          variables: { input: inputOf({ code: 'RACE-1' }) },
        }),
      ),
    );
    const refused = race.filter((response) => response.errors);
    expect(race.length - refused.length).toBe(1);
    for (const response of refused) {
      expect(response.errors![0]!.extensions.validationErrors).toEqual([
        { path: 'code', message: 'A study type with the code RACE-1 already exists' },
      ]);
    }
  });

  it('allows a comment of 200 characters and refuses 201', async () => {
    await create({ comment: 'a'.repeat(200) });
    expect(await refusal({ comment: 'a'.repeat(201) })).toEqual([
      { path: 'comment', message: translate('pl', 'validation.string.max', { max: 200 }) },
    ]);
  });

  it('needs a numeric price in each price entry, of a known price group, once', async () => {
    expect(
      await refusal({
        studyTypePrices: [
          { presetName: STANDARD, price: 'abc' },
          { presetName: REDUCED, price: '-5' },
        ],
      }),
    ).toEqual([
      { path: 'studyTypePrices.0.price', message: translate('pl', 'validation.money.invalid') },
      { path: 'studyTypePrices.1.price', message: translate('pl', 'validation.money.invalid') },
    ]);
    expect(
      await refusal({
        studyTypePrices: [
          { presetName: STANDARD, price: '10' },
          { presetName: ` ${STANDARD} `, price: '12' },
        ],
      }),
    ).toEqual([
      {
        path: 'studyTypePrices.1.presetName',
        message: `Wartość ${STANDARD} występuje więcej niż raz`,
      },
    ]);
    expect(await refusal({ studyTypePrices: [{ presetName: 'Nieznana', price: '10' }] })).toEqual([
      { path: 'studyTypePrices.0.presetName', message: 'Nieznana grupa cenowa Nieznana' },
    ]);
  });

  it('wants minutes as whole numbers: time to describe ≥ 0, durations positive', async () => {
    expect(await refusal({ timeToDescribe: -1 })).toEqual([
      { path: 'timeToDescribe', message: translate('pl', 'validation.number.min', { min: 0 }) },
    ]);
    expect(await refusal({ studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 0 }] })).toEqual(
      [
        {
          path: 'studyTypeDevices.0.durationMinutes',
          message: translate('pl', 'validation.number.positive'),
        },
      ],
    );
  });

  it('takes device types from the app config, each once', async () => {
    expect(
      await refusal({
        studyTypeDevices: [
          { deviceType: CBCT, durationMinutes: 10 },
          { deviceType: CBCT, durationMinutes: 20 },
        ],
      }),
    ).toEqual([
      {
        path: 'studyTypeDevices.1.deviceType',
        message: `Wartość ${CBCT} występuje więcej niż raz`,
      },
    ]);
    expect(
      await refusal({ studyTypeDevices: [{ deviceType: 'MRI', durationMinutes: 10 }] }, 'en'),
    ).toEqual([{ path: 'studyTypeDevices.0.deviceType', message: 'Unknown device type MRI' }]);
  });

  it('refuses repeated sub types and preset names, and exposure values that are not numbers', async () => {
    expect(
      await refusal({
        studySubTypes: ['Szczęka', ' szczęka '],
        studyTypeRadiologies: [
          { presetName: 'Kobieta', voltageKilovolts: '85 kV' },
          { presetName: 'Kobieta' },
        ],
      }),
    ).toEqual([
      { path: 'studyTypeRadiologies.0.voltageKilovolts', message: 'Podaj liczbę, np. 70 lub 0,5' },
      { path: 'studySubTypes.1', message: 'Wartość szczęka występuje więcej niż raz' },
      {
        path: 'studyTypeRadiologies.1.presetName',
        message: 'Wartość Kobieta występuje więcej niż raz',
      },
    ]);
  });

  it('writes nothing when refused', async () => {
    const rows = await t.database.db.select().from(studyTypes).where(eq(studyTypes.code, 'MRI'));
    expect(rows).toEqual([]);
  });
});
