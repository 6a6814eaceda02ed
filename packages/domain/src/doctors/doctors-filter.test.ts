import { describe, expect, it } from 'vitest';
import { ZDoctorsQuery } from './doctors-filter.js';

describe('ZDoctorsQuery', () => {
  it('pages 10 by name unless told otherwise; an empty or null filter does not filter', () => {
    expect(
      ZDoctorsQuery.parse({
        where: { kind: 'DOCTOR', name: '', email: null },
        pagination: null,
        orderBy: null,
      }),
    ).toEqual({
      where: { kind: 'DOCTOR' },
      pagination: { skip: 0, take: 10 },
      orderBy: { by: 'name', direction: 'ASC' },
    });
  });

  it('takes the start of a PWZ or NIP as typed, digits only', () => {
    const where = (identifier: string) =>
      ZDoctorsQuery.safeParse({ where: { kind: 'FACILITY', identifier } });
    expect(where('526-000 12').data?.where.identifier).toBe('52600012');
    expect(where('52a').error?.issues[0]?.message).toBe('validation.digitsOnly');
    expect(where('12345678901').success).toBe(false);
  });

  it('refuses a page above 100 and an order it does not know', () => {
    const parse = (input: object) =>
      ZDoctorsQuery.safeParse({ where: { kind: 'DOCTOR' }, ...input });
    expect(parse({ pagination: { take: 101 } }).success).toBe(false);
    expect(parse({ orderBy: { by: 'pesel', direction: 'ASC' } }).success).toBe(false);
    expect(ZDoctorsQuery.safeParse({ where: {} }).success).toBe(false);
  });
});
