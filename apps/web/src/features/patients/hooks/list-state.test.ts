import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  FILTERS_KEY,
  hasListParams,
  listVariables,
  PAGING_KEY,
  parseListParams,
  readStoredListState,
  storeListState,
  writeListParams,
} from './list-state';

const state = {
  page: 2,
  name: 'kowal',
  ssn: '850412',
  birthDateFrom: '1980-01-01',
  birthDateTo: '1990-12-31',
};

describe('the list state in the URL', () => {
  it('round-trips through query parameters, the page 1-based for people', () => {
    const params = writeListParams(state, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe(
      'lang=en&page=3&name=kowal&ssn=850412&bornFrom=1980-01-01&bornTo=1990-12-31',
    );
    expect(parseListParams(params)).toEqual(state);
    expect(hasListParams(params)).toBe(true);
  });

  it('leaves defaults out, so a plain /patients means "as stored"', () => {
    const params = writeListParams(DEFAULT_LIST_STATE, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe('lang=en');
    expect(hasListParams(params)).toBe(false);
  });

  it('ignores what is not a page or a date', () => {
    expect(parseListParams(new URLSearchParams('page=-4&bornFrom=1.1.1980&bornTo=x'))).toEqual(
      DEFAULT_LIST_STATE,
    );
    expect(parseListParams(new URLSearchParams('page=2.5')).page).toBe(0);
  });
});

describe('the stored list state', () => {
  it('keeps paging in localStorage and filters in sessionStorage', () => {
    storeListState(state);
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({ page: 2 });
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toEqual({
      name: 'kowal',
      ssn: '850412',
      birthDateFrom: '1980-01-01',
      birthDateTo: '1990-12-31',
    });
    expect(readStoredListState()).toEqual(state);
  });

  it('keeps the page when the session (and its filters) is gone', () => {
    storeListState(state);
    window.sessionStorage.clear();
    expect(readStoredListState()).toEqual({ ...DEFAULT_LIST_STATE, page: 2 });
  });

  it('treats broken records as absent', () => {
    window.localStorage.setItem(PAGING_KEY, '{not json');
    window.sessionStorage.setItem(FILTERS_KEY, JSON.stringify({ name: 5, birthDateFrom: 'x' }));
    expect(readStoredListState()).toEqual(DEFAULT_LIST_STATE);
  });
});

describe('listVariables', () => {
  it('asks for 15 a page by last name, with the filters that are set', () => {
    expect(listVariables({ ...DEFAULT_LIST_STATE, page: 1, name: '  Nowak ' })).toEqual({
      pagination: { skip: 15, take: 15 },
      where: { name: 'Nowak' },
      orderBy: { lastName: 'ASC' },
    });
    expect(listVariables(state).where).toEqual({
      name: 'kowal',
      ssn: '850412',
      birthDateFrom: '1980-01-01',
      birthDateTo: '1990-12-31',
    });
  });

  it('drops an inverted birth-date range instead of asking the server for an error', () => {
    const inverted = {
      ...DEFAULT_LIST_STATE,
      birthDateFrom: '1990-01-01',
      birthDateTo: '1980-01-01',
    };
    expect(listVariables(inverted).where).toEqual({});
  });
});
