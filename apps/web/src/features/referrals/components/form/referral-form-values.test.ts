import { describe, expect, it } from 'vitest';
import { buildIssuer, buildReferral } from '../../test/referral-fixtures';
import { formatCarrierPrice } from './carrier-price';
import { formLock, issuerProblem } from './issuer-state';
import {
  formFieldOf,
  newReferralValues,
  referralFormValues,
  referralInput,
} from './referral-form-values';

describe('the referral form values', () => {
  it('sends an edited referral as read, with the issuer only from those who pick it', () => {
    const values = referralFormValues(buildReferral());
    expect(referralInput(values, { creating: false, pickIssuer: false })).toEqual({
      patient: '41',
      referalToStudyTypes: [{ studyType: '1', remarks: null, studySubTypes: ['Dorosły'] }],
      mediaTypes: ['Online'],
      description: 'Kontrola po leczeniu',
      remarks: null,
      requestDescription: true,
      sendSchedulingEmail: false,
    });
    expect(referralInput(values, { creating: false, pickIssuer: true }).issuer).toBe('21');
  });

  it('always sends Online among the media', () => {
    const values = { ...newReferralValues(), mediaTypes: ['Film' as const] };
    expect(referralInput(values, { creating: true, pickIssuer: false }).mediaTypes).toEqual([
      'Online',
      'Film',
    ]);
  });

  it("puts the server's issues of a new patient at the form's fields", () => {
    expect(formFieldOf('newPatient.contact.ssn')).toBe('newPatient.ssn');
    expect(formFieldOf('newPatient.contact.emailAddresses.0')).toBe('newPatient.email');
    expect(formFieldOf('referalToStudyTypes.1.remarks')).toBe('referalToStudyTypes.1.remarks');
    expect(formFieldOf('referalToStudyTypes')).toBe('referalToStudyTypes');
    expect(formFieldOf('mediaTypes.2')).toBe('mediaTypes');
    expect(formFieldOf('description')).toBe('description');
  });
});

describe('the issuer rules (spec part 2 §5)', () => {
  it('locks the form for an issuer without a stamp, all but the picker for the desk', () => {
    const noStamp = buildIssuer({ hasStamp: false });
    expect(formLock(issuerProblem({ kind: 'own', issuer: buildIssuer() }))).toBe('none');
    expect(formLock(issuerProblem({ kind: 'own', issuer: noStamp }))).toBe('all');
    expect(formLock(issuerProblem({ kind: 'noProfile' }))).toBe('all');
    expect(formLock(issuerProblem({ kind: 'picked', issuer: noStamp }))).toBe('allButIssuer');
    expect(formLock(issuerProblem({ kind: 'picked', issuer: null }))).toBe('none');
  });
});

describe("the Pendrive's '+N PLN'", () => {
  it('shows whole złote without decimals and grosze when there are some', () => {
    expect(formatCarrierPrice('40.00', 'pl')).toBe('40');
    expect(formatCarrierPrice('12.5', 'pl')).toBe('12,50');
    expect(formatCarrierPrice('12.50', 'en')).toBe('12.50');
  });
});
