import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, MoneyScalar } from './scalars.js';

describe('the Date scalar', () => {
  it('takes a day the calendar has, as a variable or written in the query', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '2026-11-25' })).toBe('2026-11-25');
  });

  it('refuses a day the calendar does not have, or another shape', () => {
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '25.11.2026', '', 20261125]) {
      expect(() => DateScalar.parseValue(value), String(value)).toThrow('Date cannot represent');
    }
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow();
  });

  it("answers a database day as it is, and refuses what is not one's shape", () => {
    expect(DateScalar.serialize('1950-01-31')).toBe('1950-01-31');
    expect(() => DateScalar.serialize(new Date())).toThrow('Date cannot represent');
    expect(() => DateScalar.serialize('31.01.1950')).toThrow('Date cannot represent');
  });
});

describe('Money', () => {
  it('answers exact two-decimal text and refuses anything else', () => {
    expect(MoneyScalar.serialize('0.30')).toBe('0.30');
    expect(() => MoneyScalar.serialize(0.3)).toThrow('Money cannot represent');
    expect(() => MoneyScalar.serialize('0.3')).toThrow('Money cannot represent');
  });

  it('hands input on as text for the domain to check', () => {
    expect(MoneyScalar.parseValue('90,5')).toBe('90,5');
    expect(MoneyScalar.parseValue(0.3)).toBe('0.3');
    expect(MoneyScalar.parseLiteral({ kind: Kind.FLOAT, value: '12.5' })).toBe('12.5');
    expect(() => MoneyScalar.parseValue(true)).toThrow('Money cannot represent');
    expect(() => MoneyScalar.parseValue(Number.NaN)).toThrow('Money cannot represent');
  });
});
