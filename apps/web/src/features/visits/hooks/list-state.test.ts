import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  listVariables,
  parseListParams,
  reportUrl,
  writeListParams,
} from './list-state';

describe('visits list state', () => {
  it('reads and writes the address, leaving defaults out', () => {
    const state = parseListParams(
      new URLSearchParams(
        'doctor=21&coordinator=7&from=2026-03-01&to=2026-03-31&status=Completed,Scheduled,Bogus&region=mazowieckie&comment=CBCT&page=2&sort=updatedAt&dir=asc&lang=en',
      ),
    );
    expect(state).toMatchObject({
      doctor: '21',
      coordinator: '7',
      from: '2026-03-01',
      to: '2026-03-31',
      statuses: ['Scheduled', 'Completed'],
      region: 'mazowieckie',
      comment: 'CBCT',
      page: 1,
      size: 20,
      sort: 'updatedAt',
      direction: 'ASC',
      today: false,
    });
    expect(writeListParams(state, new URLSearchParams('lang=en')).toString()).toBe(
      'lang=en&page=2&sort=updatedAt&dir=asc&doctor=21&coordinator=7&from=2026-03-01&to=2026-03-31&region=mazowieckie&comment=CBCT&status=Scheduled%2CCompleted',
    );
    expect(writeListParams(DEFAULT_LIST_STATE, new URLSearchParams()).toString()).toBe('');
  });

  it('asks for whole Warsaw days, 20 a page, newest first', () => {
    const state = { ...DEFAULT_LIST_STATE, from: '2026-03-01', to: '2026-03-31', coordinator: '7' };
    const now = new Date('2026-03-15T12:00:00.000Z');
    expect(listVariables(state, { now, mine: false })).toEqual({
      where: {
        coordinatorId: '7',
        visitDateFrom: '2026-02-28T23:00:00.000Z',
        visitDateTo: '2026-03-31T21:59:59.999Z',
      },
      pagination: { skip: 0, take: 20 },
      orderBy: { by: 'visitDate', direction: 'DESC' },
    });
    // A Coordinator's list is their own: no coordinator filter.
    expect(listVariables(state, { now, mine: true }).where.coordinatorId).toBeUndefined();
  });

  it("takes 'Dziś' as now to now plus one day", () => {
    const now = new Date('2026-03-15T12:00:00.000Z');
    const { where } = listVariables(
      { ...DEFAULT_LIST_STATE, today: true, from: '2020-01-01' },
      { now, mine: false },
    );
    expect(where).toEqual({
      visitDateFrom: '2026-03-15T12:00:00.000Z',
      visitDateTo: '2026-03-16T12:00:00.000Z',
    });
  });

  it('leaves a reversed range open at its end', () => {
    const { where } = listVariables(
      { ...DEFAULT_LIST_STATE, from: '2026-03-10', to: '2026-03-01' },
      { now: new Date(), mine: false },
    );
    expect(where.visitDateTo).toBeUndefined();
  });

  it("builds the report's address with comma-joined statuses", () => {
    expect(
      reportUrl({
        doctorId: '21',
        statuses: ['Scheduled', 'Cancelled'],
        region: 'mazowieckie',
        comment: 'CBCT',
      }),
    ).toBe(
      '/api/reports/visits-report?doctorId=21&comment=CBCT&status=Scheduled%2CCancelled&region=mazowieckie',
    );
    expect(reportUrl({})).toBe('/api/reports/visits-report');
  });
});
