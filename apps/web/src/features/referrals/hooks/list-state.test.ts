import { describe, expect, it } from 'vitest';
import {
  allowedFilters,
  DEFAULT_LIST_STATE,
  FILTERS_KEY,
  hasFilters,
  listVariables,
  PAGING_KEY,
  parseListParams,
  readStoredListState,
  storeListState,
  writeListParams,
  type ReferralListState,
} from './list-state';

const state: ReferralListState = {
  page: 2,
  size: 30,
  completed: 'open',
  patient: '41',
  studyTypes: ['3', '5'],
  issuer: '21',
};

describe('the referrals list state', () => {
  it('round-trips through the URL, the page 1-based for people', () => {
    const params = writeListParams(state, new URLSearchParams('lang=en'));
    expect(params.toString()).toBe(
      'lang=en&page=3&size=30&completed=open&patient=41&studyTypes=3%2C5&issuer=21',
    );
    expect(parseListParams(params)).toEqual(state);
  });

  it('leaves defaults out and ignores what is not a page, a size, a choice or an id', () => {
    expect(writeListParams(DEFAULT_LIST_STATE, new URLSearchParams()).toString()).toBe('');
    const params = new URLSearchParams(
      'page=0&size=25&completed=maybe&patient=a%20b&studyTypes=x,,7,7&issuer=',
    );
    expect(parseListParams(params)).toEqual({ ...DEFAULT_LIST_STATE, studyTypes: ['7'] });
  });

  it('keeps paging in localStorage and the filters for the session', () => {
    storeListState(state);
    expect(JSON.parse(window.localStorage.getItem(PAGING_KEY) ?? 'null')).toEqual({
      page: 2,
      size: 30,
    });
    expect(JSON.parse(window.sessionStorage.getItem(FILTERS_KEY) ?? 'null')).toMatchObject({
      completed: 'open',
    });
    expect(readStoredListState()).toEqual(state);
  });

  it('asks for the page with the filters the role may use', () => {
    expect(listVariables(allowedFilters(state, false), 2, 30)).toEqual({
      skip: 60,
      where: { completed: false, patient: '41', studyTypes: ['3', '5'] },
    });
    expect(listVariables(state, 0, 10).where).toEqual({
      completed: false,
      patient: '41',
      studyTypes: ['3', '5'],
      issuerId: '21',
    });
    expect(hasFilters(DEFAULT_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_STATE, studyTypes: ['1'] })).toBe(true);
  });
});
