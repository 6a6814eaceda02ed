import { describe, expect, it } from 'vitest';
import {
  canRequestConsent,
  hasValidEmail,
  noTabletOnline,
  type ConsentRequestState,
} from './consent-request-rules';

const ready: ConsentRequestState = {
  patientId: '7',
  tabletId: '3',
  minor: false,
  guardianName: '',
  guardianBasis: '',
};

describe('canRequestConsent', () => {
  it('needs a saved patient and a selected tablet', () => {
    expect(canRequestConsent(ready)).toBe(true);
    expect(canRequestConsent({ ...ready, patientId: null })).toBe(false);
    expect(canRequestConsent({ ...ready, tabletId: null })).toBe(false);
  });

  it('needs, for a minor, the guardian name and basis', () => {
    const minor = { ...ready, minor: true };
    expect(canRequestConsent(minor)).toBe(false);
    expect(canRequestConsent({ ...minor, guardianName: 'Anna Nowak' })).toBe(false);
    expect(canRequestConsent({ ...minor, guardianBasis: 'matka' })).toBe(false);
    expect(canRequestConsent({ ...minor, guardianName: '   ', guardianBasis: 'matka' })).toBe(
      false,
    );
    expect(
      canRequestConsent({ ...minor, guardianName: 'Anna Nowak', guardianBasis: 'matka' }),
    ).toBe(true);
  });
});

describe('warnings', () => {
  it('warns when no tablet is online', () => {
    expect(noTabletOnline([])).toBe(true);
    expect(noTabletOnline(['offline', 'notConfigured'])).toBe(true);
    expect(noTabletOnline(['offline', 'online'])).toBe(false);
  });

  it('warns when the patient has no valid e-mail', () => {
    expect(hasValidEmail([])).toBe(false);
    expect(hasValidEmail(['nie-email'])).toBe(false);
    expect(hasValidEmail(['nie-email', 'jan@example.com'])).toBe(true);
  });
});
