import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  LIST_STATE_STORE,
  listVariables,
  parseListParams,
  writeListParams,
} from './list-state';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('messages list state', () => {
  it('reads and writes the address, leaving defaults out', () => {
    const state = parseListParams(new URLSearchParams('unread=1&page=3&size=50&lang=en'));
    expect(state).toEqual({ unreadOnly: true, page: 2, size: 50 });
    expect(writeListParams(state, new URLSearchParams('lang=en')).toString()).toBe(
      'lang=en&page=3&size=50&unread=1',
    );
    expect(writeListParams(DEFAULT_LIST_STATE, new URLSearchParams()).toString()).toBe('');
  });

  it('drops what the address cannot mean', () => {
    expect(parseListParams(new URLSearchParams('unread=yes&page=-1&size=7'))).toEqual(
      DEFAULT_LIST_STATE,
    );
  });

  it('asks for 20 a page, all messages unless told', () => {
    expect(listVariables(DEFAULT_LIST_STATE)).toEqual({
      where: { unreadOnly: false },
      pagination: { skip: 0, take: 20 },
    });
    expect(listVariables({ unreadOnly: true, page: 2, size: 10 })).toEqual({
      where: { unreadOnly: true },
      pagination: { skip: 20, take: 10 },
    });
  });

  it('keeps the paging and, for the session, the filter', () => {
    LIST_STATE_STORE.store({ unreadOnly: true, page: 1, size: 30 });
    expect(LIST_STATE_STORE.readStored()).toEqual({ unreadOnly: true, page: 1, size: 30 });
    window.sessionStorage.clear();
    expect(LIST_STATE_STORE.readStored()).toEqual({ unreadOnly: false, page: 1, size: 30 });
  });
});
