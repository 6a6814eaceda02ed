import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows exact amounts as PLN with two decimals in each language', () => {
    expect(formatMoney('0.30', 'pl').replace(/\s/g, ' ')).toBe('0,30 zł');
    expect(formatMoney('1234.5', 'pl').replace(/\s/g, ' ')).toMatch(/^1 ?234,50 zł$/);
    expect(formatMoney('1234.05', 'en').replace(/\s/g, ' ')).toBe('PLN 1,234.05');
    expect(formatMoney('90', 'ua').replace(/\s/g, ' ')).toMatch(/^90,00 (zł|PLN|злотих)/);
  });

  it('keeps amounts a float would round', () => {
    expect(formatMoney('99999999.99', 'en').replace(/\s/g, ' ')).toBe('PLN 99,999,999.99');
  });

  it('shows text that is no amount as it is', () => {
    expect(formatMoney('abc')).toBe('abc');
  });
});
