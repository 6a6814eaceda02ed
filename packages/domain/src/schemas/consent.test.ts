import { describe, expect, it } from 'vitest';
import {
  guardianIssues,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
  ZConsentAnswersInput,
  ZConsentRequestInput,
} from './consent.js';
import { localizeIssues } from './localize.js';

const ANSWERS = {
  requestId: '6F1B2C3D-0000-4000-8000-000000000001',
  lang: 'ua',
  rodo: true,
  sending: false,
  dataProcessing: true,
  signature: `${SIGNATURE_DATA_URL_PREFIX}iVBORw0KGgo=`,
};

describe('ZConsentRequestInput', () => {
  it('takes ids as text and drops an empty guardian', () => {
    expect(
      ZConsentRequestInput.parse({
        tabletId: '4',
        patientId: 9,
        parentName: ' ',
        parentType: null,
      }),
    ).toEqual({ tabletId: 4, patientId: 9, parentName: null, parentType: null });
  });

  it('knows the three bases of a guardian', () => {
    const result = ZConsentRequestInput.safeParse({
      tabletId: 1,
      patientId: 1,
      parentType: 'wujek',
    });
    expect(result.success).toBe(false);
  });
});

describe('guardianIssues', () => {
  it('asks nothing of an adult', () => {
    expect(guardianIssues(false, { parentName: null, parentType: null })).toEqual([]);
  });

  it('asks a minor’s name and basis, each on its field', () => {
    const issues = guardianIssues(true, { parentName: null, parentType: null });
    expect(localizeIssues(issues as never, 'en')).toEqual([
      { path: 'parentName', message: 'The patient is a minor: enter the guardian’s full name' },
      {
        path: 'parentType',
        message: 'The patient is a minor: choose the basis (mother, father, legal guardian)',
      },
    ]);
    expect(guardianIssues(true, { parentName: 'Anna Nowak', parentType: 'matka' })).toEqual([]);
  });
});

describe('ZConsentAnswersInput', () => {
  it('keeps the answers; woman is null when not asked', () => {
    expect(ZConsentAnswersInput.parse(ANSWERS)).toMatchObject({
      requestId: ANSWERS.requestId.toLowerCase(),
      woman: null,
    });
  });

  it('wants the signature as a PNG data URL within the limit', () => {
    const problem = (signature: string) => {
      const result = ZConsentAnswersInput.safeParse({ ...ANSWERS, signature });
      return result.success ? null : localizeIssues(result.error.issues, 'pl')[0]!.message;
    };
    expect(problem('')).toBe('Podpis jest wymagany');
    expect(problem('data:image/jpeg;base64,AAAA')).toBe('Podpis musi być obrazem PNG');
    expect(problem(`${SIGNATURE_DATA_URL_PREFIX}not base64!`)).toBe('Podpis musi być obrazem PNG');
    const tooLarge = SIGNATURE_DATA_URL_PREFIX + 'A'.repeat((SIGNATURE_MAX_BYTES / 3) * 4 + 8);
    expect(problem(tooLarge)).toBe('Podpis jest za duży (maksymalnie 512 KB)');
  });

  it('speaks only the portal’s languages', () => {
    expect(ZConsentAnswersInput.safeParse({ ...ANSWERS, lang: 'de' }).success).toBe(false);
  });
});
