import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  exportUrl,
  hasFilters,
  LIST_STATE_STORES,
  listVariables,
  parseListParams,
  writeListParams,
  type DoctorListState,
} from './list-state';

const state: DoctorListState = {
  page: 2,
  size: 30,
  sort: 'lastLoginDate',
  direction: 'DESC',
  name: 'Nowak',
  email: '',
  identifier: '312',
  specialization: 'Ortodoncja',
  region: 'mazowieckie',
  hasAccount: 'yes',
};

describe('the doctors list state', () => {
  it('round-trips through the URL, the page 1-based for people', () => {
    const params = writeListParams(state, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe(
      'lang=en&page=3&size=30&sort=lastLoginDate&dir=desc&name=Nowak&id=312&specialization=Ortodoncja&region=mazowieckie&account=yes',
    );
    expect(parseListParams(params)).toEqual(state);
  });

  it('leaves defaults out and ignores a size, an order or a choice it does not know', () => {
    expect(writeListParams(DEFAULT_LIST_STATE, new URLSearchParams()).toString()).toBe('');
    const params = new URLSearchParams('page=0&size=25&sort=pesel&dir=up&account=maybe');
    expect(parseListParams(params)).toEqual(DEFAULT_LIST_STATE);
  });

  it('asks for the page, the order and the filters set', () => {
    expect(listVariables('FACILITY', state)).toEqual({
      where: {
        kind: 'FACILITY',
        name: 'Nowak',
        identifier: '312',
        specialization: 'Ortodoncja',
        region: 'mazowieckie',
        hasAccount: true,
      },
      pagination: { skip: 60, take: 30 },
      orderBy: { by: 'lastLoginDate', direction: 'DESC' },
    });
    expect(listVariables('DOCTOR', { ...DEFAULT_LIST_STATE, hasAccount: 'no' }).where).toEqual({
      kind: 'DOCTOR',
      hasAccount: false,
    });
    expect(hasFilters(DEFAULT_LIST_STATE)).toBe(false);
    // A PWZ start with letters would be refused: the list searches without it meanwhile.
    expect(listVariables('DOCTOR', { ...DEFAULT_LIST_STATE, identifier: '31a' }).where).toEqual({
      kind: 'DOCTOR',
    });
  });

  it('exports the list as shown: its filters and order, not its page', () => {
    expect(exportUrl('DOCTOR', state)).toBe(
      '/api/doctors.csv?kind=DOCTOR&name=Nowak&identifier=312&specialization=Ortodoncja&region=mazowieckie&hasAccount=true&orderBy=lastLoginDate&direction=DESC',
    );
  });

  it('keeps paging and order in localStorage and the filters for the session, per list', () => {
    LIST_STATE_STORES.DOCTOR.store(state);
    expect(LIST_STATE_STORES.DOCTOR.readStored()).toEqual(state);
    expect(LIST_STATE_STORES.FACILITY.readStored()).toEqual(DEFAULT_LIST_STATE);
    expect(JSON.parse(window.localStorage.getItem('paging:doctors') ?? 'null')).toEqual({
      page: 2,
      size: 30,
      sort: 'lastLoginDate',
      direction: 'DESC',
    });
  });
});
