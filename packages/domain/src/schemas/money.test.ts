import { describe, expect, it } from 'vitest';
import { addMoney, groszeToMoney, moneyToGrosze, ZMoney, ZOptionalMoney } from './money.js';

describe('money', () => {
  it('normalizes what a form types to exact two-decimal text', () => {
    expect(ZMoney.parse('90')).toBe('90.00');
    expect(ZMoney.parse('90,5')).toBe('90.50');
    expect(ZMoney.parse(' 0.3 ')).toBe('0.30');
    expect(ZMoney.parse(0.3)).toBe('0.30');
    expect(ZMoney.parse(99_999_999.99)).toBe('99999999.99');
  });

  it('adds 0.10 and 0.20 PLN to exactly 0.30', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('0.10', '0.20')).toBe(ZMoney.parse('0.30'));
    expect(groszeToMoney(moneyToGrosze('0.10')! + moneyToGrosze('0.20')!)).toBe('0.30');
  });

  it('refuses what is not an amount rather than rounding it', () => {
    for (const bad of ['-1', '1.005', 'abc', '', '1e3', 0.1 + 0.2, -5, 100_000_000, '1.2.3']) {
      const result = ZMoney.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.money.invalid');
    }
  });

  it('takes empty as no price when the price is optional', () => {
    expect(ZOptionalMoney.parse('')).toBeNull();
    expect(ZOptionalMoney.parse(null)).toBeNull();
    expect(ZOptionalMoney.parse('12')).toBe('12.00');
  });

  it('prints negative grosze with their sign', () => {
    expect(groszeToMoney(-5)).toBe('-0.05');
  });
});
