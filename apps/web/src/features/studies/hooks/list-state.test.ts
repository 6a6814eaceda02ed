import { describe, expect, it } from 'vitest';
import {
  allowedFilters,
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  FILTERS_KEY,
  hasFilters,
  hasListParams,
  listVariables,
  PAGING_KEY,
  parseListParams,
  readStoredListState,
  storeListState,
  writeListParams,
  type StudyListState,
} from './list-state';

const state: StudyListState = {
  page: 2,
  status: 'Paid',
  description: 'withoutDescription',
  describer: '23',
  onlyOwn: true,
  externalReferal: true,
  patient: '41',
};

const ALL_COLUMNS = { withBranchAndDeadline: true, withAllDoctors: true };

describe('the list state in the URL', () => {
  it('round-trips through query parameters, the page 1-based for people', () => {
    const params = writeListParams(state, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe(
      'lang=en&page=3&status=Paid&description=withoutDescription&describer=23&onlyOwn=1&externalReferal=1&patient=41',
    );
    expect(parseListParams(params)).toEqual(state);
    expect(hasListParams(params)).toBe(true);
  });

  it('leaves defaults out, so a plain /studies means "as stored"', () => {
    const params = writeListParams(DEFAULT_LIST_STATE, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe('lang=en');
    expect(hasListParams(params)).toBe(false);
  });

  it('ignores what is not a page, a status, a description choice or an id', () => {
    const params = new URLSearchParams(
      'page=0&status=Lost&description=maybe&describer=a%20b&onlyOwn=yes&patient=',
    );
    expect(parseListParams(params)).toEqual(DEFAULT_LIST_STATE);
  });
});

describe('the stored list state', () => {
  it('keeps paging in localStorage and filters in sessionStorage', () => {
    storeListState(state);
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 2 });
    const { page: _page, ...filters } = state;
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual(filters);
    expect(readStoredListState()).toEqual(state);
  });

  it('keeps the page when the session (and its filters) is gone', () => {
    storeListState(state);
    window.sessionStorage.clear();
    expect(readStoredListState()).toEqual({ ...DEFAULT_LIST_STATE, page: 2 });
  });

  it('treats broken records as absent', () => {
    window.localStorage.setItem(PAGING_KEY, '{not json');
    window.sessionStorage.setItem(FILTERS_KEY, JSON.stringify({ status: 5, onlyOwn: 'yes' }));
    expect(readStoredListState()).toEqual(DEFAULT_LIST_STATE);
  });
});

describe('allowedFilters', () => {
  it('drops the filters a role may not use', () => {
    expect(allowedFilters(state, new Set(['patient', 'onlyOwn']))).toEqual({
      ...EMPTY_FILTERS,
      patient: '41',
      onlyOwn: true,
    });
  });
});

describe('listVariables', () => {
  it('asks for 20 a page with the columns of the role and no filter when none is set', () => {
    expect(listVariables(EMPTY_FILTERS, 1, ALL_COLUMNS)).toEqual({
      skip: 20,
      where: {},
      withBranchAndDeadline: true,
      withAllDoctors: true,
    });
  });

  it('puts each filter that is set into `where`', () => {
    expect(listVariables(state, 0, ALL_COLUMNS).where).toEqual({
      status: 'Paid',
      description: 'withoutDescription',
      describer: '23',
      onlyOwn: true,
      externalReferal: true,
      patient: '41',
    });
  });
});

describe('hasFilters', () => {
  it('is true for any filter, a switched-on toggle included', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, onlyOwn: true })).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, patient: '41' })).toBe(true);
  });
});
