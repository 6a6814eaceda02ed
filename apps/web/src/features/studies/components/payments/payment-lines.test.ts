import { describe, expect, it } from 'vitest';
import { basePriceOf, lineValue, newLine, paymentInput } from './payment-lines';

const sources = {
  urgentDescription: false,
  comparisonDescription: false,
  studyType: { descriptionPrice: '80.00', studyTypePrices: [{ presetName: 'NFZ', price: '250' }] },
  carrierPrices: { Disc: '10.00', Film: '15.00', Pendrive: '30.00' },
};

describe('payment lines', () => {
  it('start from the study type’s or the carrier’s price', () => {
    expect(newLine('Study', 'NFZ', 'Gotówka', '', sources).base).toBe('250.00');
    expect(newLine('Description', '', 'Gotówka', '', sources).base).toBe('80.00');
    expect(newLine('DataCarrier', 'pendrive', 'Karta', '', sources).base).toBe('30.00');
    expect(newLine('DataCarrier', 'others', 'Karta', '', sources).base).toBe('');
  });

  it('charge the price less the discount, exactly', () => {
    const line = newLine('Study', 'NFZ', 'Gotówka', '10', sources);
    expect(lineValue(line)).toBe('225.00');
    expect(lineValue({ ...line, base: '99,99', discount: '15' })).toBe('84.99');
    expect(lineValue({ ...line, base: 'abc' })).toBeNull();
    expect(paymentInput(line)).toMatchObject({ value: '225.00', discount: '10', group: 'NFZ' });
  });

  it('recover a saved line’s price from its value and discount', () => {
    expect(basePriceOf('225.00', '10.00', null)).toBe('250.00');
    expect(basePriceOf('84.99', '15.00', null)).toBe('99.99');
    expect(basePriceOf('0.00', '100.00', '250.00')).toBe('250.00');
    expect(basePriceOf('120.00', '0.00', null)).toBe('120.00');
  });
});
