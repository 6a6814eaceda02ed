import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, listVariables, parseListParams, writeListParams } from './list-state';

describe('complaints list state', () => {
  it('reads and writes the address, leaving defaults out', () => {
    const state = parseListParams(
      new URLSearchParams(
        'name=Maria&status=Closed&reason=Opóźnienie&from=2026-03-01&to=2026-03-31&responsible=12&overdue=1&page=2&sort=dueDate&dir=asc&lang=en',
      ),
    );
    expect(state).toMatchObject({
      name: 'Maria',
      status: 'Closed',
      reason: 'Opóźnienie',
      from: '2026-03-01',
      to: '2026-03-31',
      responsible: '12',
      overdue: true,
      page: 1,
      size: 20,
      sort: 'dueDate',
      direction: 'ASC',
    });
    expect(writeListParams(state, new URLSearchParams('lang=en')).toString()).toBe(
      'lang=en&page=2&sort=dueDate&dir=asc&name=Maria&status=Closed&reason=Op%C3%B3%C5%BAnienie&from=2026-03-01&to=2026-03-31&responsible=12&overdue=1',
    );
    expect(writeListParams(DEFAULT_LIST_STATE, new URLSearchParams()).toString()).toBe('');
  });

  it('drops what the address cannot mean', () => {
    expect(
      parseListParams(
        new URLSearchParams('status=Open&from=2026-13-45&responsible=abc&sort=name&overdue=yes'),
      ),
    ).toEqual(DEFAULT_LIST_STATE);
  });

  it('asks for report days as they are, 20 a page, last changed first', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      name: '  Maria ',
      from: '2026-03-01',
      to: '2026-03-31',
      responsible: '12',
      overdue: true,
    };
    expect(listVariables(state, { mine: false })).toEqual({
      where: {
        complainantName: 'Maria',
        reportDateFrom: '2026-03-01',
        reportDateTo: '2026-03-31',
        responsiblePersonId: '12',
        overdue: true,
      },
      pagination: { skip: 0, take: 20 },
      orderBy: { by: 'updatedAt', direction: 'DESC' },
    });
    // A Complaints user's list is their own: no responsible person filter.
    expect(listVariables(state, { mine: true }).where.responsiblePersonId).toBeUndefined();
  });

  it('leaves a reversed range open at its end', () => {
    const { where } = listVariables(
      { ...DEFAULT_LIST_STATE, from: '2026-03-10', to: '2026-03-01' },
      { mine: false },
    );
    expect(where).toEqual({ reportDateFrom: '2026-03-10' });
  });
});
