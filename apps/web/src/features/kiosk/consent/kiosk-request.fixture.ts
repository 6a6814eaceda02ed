import type { KioskRequest } from './kiosk-screen';

/** A consent request for an adult, Anna Nowak, that expires far in the future; tests override what they check. */
export const kioskRequest = (overrides: Partial<KioskRequest> = {}): KioskRequest => ({
  id: '0b7f6a52-5f44-4c5b-9a0e-0d7d1d1f5e11',
  patientFirstName: 'Anna',
  patientLastName: 'Nowak',
  askPregnancy: false,
  minor: false,
  guardianName: null,
  guardianBasis: null,
  expiresAt: '2030-01-01T12:00:00.000Z',
  ...overrides,
});
