import { describe, expect, it } from 'vitest';
import { formatWholeMoney } from './format-whole-money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatWholeMoney', () => {
  it.each([
    ['0.00', '0 zł'],
    ['90.49', '90 zł'],
    ['90.50', '91 zł'],
    ['12345.67', '12 346 zł'],
    ['123456789012.00', '123 456 789 012 zł'],
  ])('writes %s as %s in Polish', (amount, shown) => {
    expect(plain(formatWholeMoney(amount, 'pl'))).toBe(shown);
  });

  it('follows the language', () => {
    expect(plain(formatWholeMoney('1234.40', 'en'))).toBe('PLN 1,234');
  });

  it('shows text that is no amount as it is', () => {
    expect(formatWholeMoney('n/a')).toBe('n/a');
  });
});
