import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  carrierPriceOf,
  descriptionPriceOf,
  paymentsTotal,
  STUDY_PAYMENTS_MAX,
  studyPriceOf,
  suggestedPayment,
  ZStudyPaymentInput,
  ZStudyPaymentsInput,
  ZUpdateStudyPaymentsInput,
  type PaymentPriceSources,
  type StudyTypePriceList,
  type TStudyPaymentFormInput,
} from './payments.js';

function buildLine(overrides: Partial<TStudyPaymentFormInput> = {}): TStudyPaymentFormInput {
  return {
    method: 'Gotówka',
    type: 'Study',
    value: '250',
    group: null,
    comment: null,
    ...overrides,
  };
}

function buildStudyType(overrides: Partial<StudyTypePriceList> = {}): StudyTypePriceList {
  return {
    descriptionPrice: '100.00',
    urgentDescriptionPrice: '150.00',
    comparisonDescriptionPrice: '120.00',
    urgentComparisonDescriptionPrice: '180.00',
    studyTypePrices: [
      { presetName: 'Standard', price: '250.00' },
      { presetName: 'NFZ', price: '0.00' },
    ],
    ...overrides,
  };
}

function buildSources(overrides: Partial<PaymentPriceSources> = {}): PaymentPriceSources {
  return {
    studyType: buildStudyType(),
    carrierPrices: { Disc: '10.00', Film: '15.00', Pendrive: '30.00' },
    urgentDescription: false,
    comparisonDescription: false,
    ...overrides,
  };
}

/** The message of the one issue a line gets, or 'ok'. */
function lineProblem(overrides: Partial<TStudyPaymentFormInput>): string {
  const result = ZStudyPaymentInput.safeParse(buildLine(overrides));
  if (result.success) return 'ok';
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]!.message;
}

describe('ZStudyPaymentInput', () => {
  it('normalizes a typed line', () => {
    expect(
      ZStudyPaymentInput.parse(
        buildLine({ method: '  Karta   płatnicza ', value: '1,5', group: ' ', comment: '' }),
      ),
    ).toEqual({
      method: 'Karta płatnicza',
      type: 'Study',
      value: '1.50',
      discount: 0,
      group: null,
      comment: null,
    });
  });

  it('keeps the id of a saved line', () => {
    expect(ZStudyPaymentInput.parse(buildLine({ id: 'p-1' })).id).toBe('p-1');
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [undefined, 'validation.required'],
  ])('requires a method (%j)', (method, message) => {
    expect(lineProblem({ method })).toBe(message);
  });

  it('refuses a method longer than 100 characters with its limit', () => {
    const result = ZStudyPaymentInput.safeParse(buildLine({ method: 'x'.repeat(101) }));
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 100 });
  });

  it.each([
    ['0', '0.00'],
    ['-0', '0.00'],
    ['-0,00', '0.00'],
    ['1,5', '1.50'],
    [' 90 ', '90.00'],
    [0.3, '0.30'],
    [-0, '0.00'],
    ['99999999.99', '99999999.99'],
  ])('accepts the value %j as %s', (value, stored) => {
    expect(ZStudyPaymentInput.parse(buildLine({ value })).value).toBe(stored);
  });

  it.each([
    ['-0.01', 'validation.amount.positive'],
    ['-5', 'validation.amount.positive'],
    [-5, 'validation.amount.positive'],
    ['-1,5', 'validation.amount.positive'],
    ['abc', 'validation.money.invalid'],
    ['-abc', 'validation.money.invalid'],
    ['--1', 'validation.money.invalid'],
    ['-1.005', 'validation.money.invalid'],
    ['-100000000', 'validation.money.invalid'],
    ['1.005', 'validation.money.invalid'],
    ['1e3', 'validation.money.invalid'],
    [0.1 + 0.2, 'validation.money.invalid'],
    ['100000000', 'validation.money.invalid'],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
  ])('refuses the value %j: %s', (value, message) => {
    expect(lineProblem({ value })).toBe(message);
  });

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['0', 0],
    ['10', 10],
    ['12,5', 12.5],
    ['12.55', 12.55],
    [33.33, 33.33],
    ['100', 100],
    ['100.00', 100],
  ])('reads the discount %j as %s', (discount, stored) => {
    expect(ZStudyPaymentInput.parse(buildLine({ discount })).discount).toBe(stored);
  });

  it.each(['100.01', '-1', '101', '12.345', 'abc', '1e2', -0.5, 0.1 + 0.2])(
    'refuses the discount %j',
    (discount) => {
      expect(lineProblem({ discount })).toBe('validation.payment.discount');
    },
  );

  it('takes only the three payment types', () => {
    expect(lineProblem({ type: 'DataCarrier' })).toBe('ok');
    const result = ZStudyPaymentInput.safeParse(buildLine({ type: 'Gadget' as never }));
    expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_value', path: ['type'] });
    expect(lineProblem({ type: undefined })).toBe('validation.required');
  });

  it('keeps a group and a comment of several lines', () => {
    const line = ZStudyPaymentInput.parse(
      buildLine({ type: 'DataCarrier', group: ' pendrive ', comment: 'Dwie kopie\nna prośbę' }),
    );
    expect(line).toMatchObject({ group: 'pendrive', comment: 'Dwie kopie\nna prośbę' });
  });

  it('refuses a comment longer than 500 characters', () => {
    const result = ZStudyPaymentInput.safeParse(buildLine({ comment: 'x'.repeat(501) }));
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 500 });
  });
});

describe('ZStudyPaymentsInput', () => {
  it(`takes up to ${STUDY_PAYMENTS_MAX} lines and refuses more`, () => {
    const lines = (count: number) => Array.from({ length: count }, () => buildLine());
    expect(ZStudyPaymentsInput.parse([])).toEqual([]);
    expect(ZStudyPaymentsInput.parse(lines(50))).toHaveLength(50);
    const result = ZStudyPaymentsInput.safeParse(lines(51));
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 50 });
  });

  it('reports a bad line at its index', () => {
    const result = ZStudyPaymentsInput.safeParse([buildLine(), buildLine({ value: '-1' })]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1, 'value'],
      message: 'validation.amount.positive',
    });
  });
});

describe('applyDiscount', () => {
  it.each([
    ['250.00', 10, '225.00'],
    ['99.99', 15, '84.99'], // 84.9915
    ['0.05', 50, '0.03'], // 0.025 rounds half up
    ['0.01', 50, '0.01'], // 0.005 rounds half up
    ['0.01', 50.01, '0.00'], // 0.004999
    ['100', 0, '100.00'],
    ['100', '0', '100.00'],
    ['100', 100, '0.00'],
    ['100', '12.5', '87.50'],
    ['100', '12,5', '87.50'],
    ['19.99', 33.33, '13.33'], // 13.327333
    ['0.10', 10, '0.09'],
    ['0.00', 25, '0.00'],
    ['99999999.99', 0.01, '99989999.99'], // 99989999.989999: the largest amount stays exact
  ])('%s at %s %% is %s', (base, discount, value) => {
    expect(applyDiscount(base, discount)).toBe(value);
  });

  it('refuses what the schemas refuse rather than guessing', () => {
    expect(() => applyDiscount('abc', 10)).toThrow(RangeError);
    expect(() => applyDiscount('-1', 10)).toThrow(RangeError);
    expect(() => applyDiscount('100', 100.01)).toThrow(RangeError);
    expect(() => applyDiscount('100', -1)).toThrow(RangeError);
    expect(() => applyDiscount('100', 0.1 + 0.2)).toThrow(RangeError);
  });
});

describe('descriptionPriceOf', () => {
  it.each([
    [true, true, '180.00'],
    [true, false, '150.00'],
    [false, true, '120.00'],
    [false, false, '100.00'],
  ])('urgent %s, comparison %s → %s', (urgentDescription, comparisonDescription, price) => {
    expect(descriptionPriceOf(buildStudyType(), { urgentDescription, comparisonDescription })).toBe(
      price,
    );
  });

  it('gives no price rather than another one when the chosen price is not set', () => {
    const studyType = buildStudyType({ urgentComparisonDescriptionPrice: null });
    const flags = { urgentDescription: true, comparisonDescription: true };
    expect(descriptionPriceOf(studyType, flags)).toBeNull();
    expect(descriptionPriceOf({}, { urgentDescription: false, comparisonDescription: false })).toBe(
      null,
    );
  });

  it('prints a stored "120" as 120.00', () => {
    const flags = { urgentDescription: false, comparisonDescription: false };
    expect(descriptionPriceOf({ descriptionPrice: '120' }, flags)).toBe('120.00');
  });
});

describe('studyPriceOf', () => {
  it('finds the preset whatever its letter case', () => {
    expect(studyPriceOf(buildStudyType(), 'Standard')).toBe('250.00');
    expect(studyPriceOf(buildStudyType(), 'nfz')).toBe('0.00');
  });

  it('gives no price for an unknown preset or a type without presets', () => {
    expect(studyPriceOf(buildStudyType(), 'VIP')).toBeNull();
    expect(studyPriceOf(buildStudyType({ studyTypePrices: null }), 'Standard')).toBeNull();
  });
});

describe('carrierPriceOf', () => {
  const prices = { Disc: '10', Film: '15.00', Pendrive: '30.00' };

  it.each([
    ['disc', '10.00'],
    ['pendrive', '30.00'],
    ['Pendrive', '30.00'],
    ['others', null],
    ['film', null],
    [null, null],
  ])('%s → %s', (group, price) => {
    expect(carrierPriceOf(prices, group)).toBe(price);
  });

  it('gives no price when the config has none', () => {
    expect(carrierPriceOf({}, 'disc')).toBeNull();
  });
});

describe('suggestedPayment', () => {
  it('takes a study line from the study type price preset', () => {
    expect(suggestedPayment({ type: 'Study', group: 'Standard' }, buildSources())).toBe('250.00');
    expect(suggestedPayment({ type: 'Study', group: null }, buildSources())).toBeNull();
  });

  it('takes a description line from the flags', () => {
    const sources = buildSources({ urgentDescription: true });
    expect(suggestedPayment({ type: 'Description', group: null }, sources)).toBe('150.00');
  });

  it('takes a data carrier line from the carrier prices', () => {
    const line = { type: 'DataCarrier', group: 'disc' } as const;
    expect(suggestedPayment(line, buildSources())).toBe('10.00');
    expect(suggestedPayment(line, buildSources({ carrierPrices: null }))).toBeNull();
  });

  it('suggests nothing before a study type is picked', () => {
    const sources = buildSources({ studyType: null });
    expect(suggestedPayment({ type: 'Study', group: 'Standard' }, sources)).toBeNull();
    expect(suggestedPayment({ type: 'Description', group: null }, sources)).toBeNull();
  });
});

describe('paymentsTotal', () => {
  it('adds exactly', () => {
    expect(paymentsTotal([{ value: '0.10' }, { value: '0.20' }])).toBe('0.30');
    expect(paymentsTotal([{ value: '225.00' }, { value: '84.99' }, { value: '0.03' }])).toBe(
      '310.02',
    );
  });

  it('is 0.00 without lines', () => {
    expect(paymentsTotal([])).toBe('0.00');
  });
});

describe('ZUpdateStudyPaymentsInput', () => {
  it('takes a new line with its id omitted or null, and the version edited', () => {
    const line = { method: 'Gotówka', type: 'Study', value: '10' };
    const parsed = ZUpdateStudyPaymentsInput.parse({
      payments: [line, { ...line, id: null }, { ...line, id: '7' }],
      version: 3,
    });
    expect(parsed.payments.map((payment) => payment.id)).toEqual([undefined, undefined, '7']);
    expect(parsed.version).toBe(3);
  });
});
