import { describe, expect, it } from 'vitest';
import { kioskRequest } from './kiosk-request.fixture';
import { nextScreen, WAITING, type KioskRequest, type KioskScreen } from './kiosk-screen';

const request = (id: string, overrides: Partial<KioskRequest> = {}) =>
  kioskRequest({ id, ...overrides });

const form = (id: string): KioskScreen => ({ screen: 'form', request: request(id) });

describe('nextScreen', () => {
  it('shows the form of a request that is pending on load', () => {
    expect(nextScreen(WAITING, { type: 'pending', request: request('a') })).toEqual(form('a'));
  });

  it('keeps waiting when nothing is pending', () => {
    expect(nextScreen(WAITING, { type: 'pending', request: null })).toBe(WAITING);
  });

  it('shows a request that arrives live', () => {
    expect(nextScreen(WAITING, { type: 'requested', request: request('a') })).toEqual(form('a'));
  });

  it('replaces the form on screen with a newer request', () => {
    expect(nextScreen(form('a'), { type: 'requested', request: request('b') })).toEqual(form('b'));
    expect(nextScreen(form('a'), { type: 'pending', request: request('b') })).toEqual(form('b'));
  });

  it('keeps the same form (and what the patient entered) when its request is reported again', () => {
    const current = form('a');
    const again = nextScreen(current, { type: 'pending', request: request('a') });
    expect(again).toEqual(current);
    const same = current.screen === 'form' ? current.request : null;
    expect(nextScreen(current, { type: 'requested', request: same! })).toBe(current);
  });

  it('drops a form whose request the server no longer holds open', () => {
    expect(nextScreen(form('a'), { type: 'pending', request: null })).toEqual({
      screen: 'waiting',
      notice: { reason: 'withdrawn', message: null },
    });
  });

  it('goes back to waiting with a notice when the request expires', () => {
    expect(nextScreen(form('a'), { type: 'expired', requestId: 'a' })).toEqual({
      screen: 'waiting',
      notice: { reason: 'expired', message: null },
    });
  });

  it('ignores the expiry of a request that has already been replaced', () => {
    expect(nextScreen(form('b'), { type: 'expired', requestId: 'a' })).toEqual(form('b'));
  });

  it('says why, in the server’s words, when the answers were refused as too late', () => {
    expect(
      nextScreen(form('a'), { type: 'closed', requestId: 'a', message: 'Prośba wygasła.' }),
    ).toEqual({ screen: 'waiting', notice: { reason: 'withdrawn', message: 'Prośba wygasła.' } });
  });

  it('thanks after a submission, then waits again', () => {
    const thanks = nextScreen(form('a'), { type: 'submitted', requestId: 'a' });
    expect(thanks).toEqual({ screen: 'thanks', requestId: 'a' });
    expect(nextScreen(thanks, { type: 'thanksDone' })).toBe(WAITING);
  });

  it('does not show the signed request again when a refetch still reports it open', () => {
    const thanks: KioskScreen = { screen: 'thanks', requestId: 'a' };
    expect(nextScreen(thanks, { type: 'pending', request: request('a') })).toBe(thanks);
    expect(nextScreen(thanks, { type: 'pending', request: null })).toBe(thanks);
  });

  it('cuts the thank-you short for the next patient’s request', () => {
    const thanks: KioskScreen = { screen: 'thanks', requestId: 'a' };
    expect(nextScreen(thanks, { type: 'requested', request: request('b') })).toEqual(form('b'));
  });

  it('clears a notice once it has been seen', () => {
    const notice: KioskScreen = { screen: 'waiting', notice: { reason: 'expired', message: null } };
    expect(nextScreen(notice, { type: 'noticeSeen' })).toBe(WAITING);
  });
});
