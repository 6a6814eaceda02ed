import { encodePesel, ZPatientInput } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { emptyPatientForm, formToInput, questionsFor } from './patient-form-values';

const TODAY = '2026-06-15';

describe('questionsFor (pregnancy and minor)', () => {
  it('asks the pregnancy question only of a woman aged 12 to 55', () => {
    expect(questionsFor({ gender: 'Female', birthDate: '1990-01-01' }, TODAY)?.askPregnancy).toBe(
      true,
    );
    expect(questionsFor({ gender: 'Female', birthDate: '2014-06-15' }, TODAY)?.askPregnancy).toBe(
      true,
    );
    expect(questionsFor({ gender: 'Female', birthDate: '2014-06-16' }, TODAY)?.askPregnancy).toBe(
      false,
    );
    expect(questionsFor({ gender: 'Female', birthDate: '1970-06-16' }, TODAY)?.askPregnancy).toBe(
      true,
    );
    expect(questionsFor({ gender: 'Female', birthDate: '1970-06-15' }, TODAY)?.askPregnancy).toBe(
      false,
    );
    expect(questionsFor({ gender: 'Male', birthDate: '1990-01-01' }, TODAY)?.askPregnancy).toBe(
      false,
    );
  });

  it('knows a minor, and nothing before gender and a whole birth date are there', () => {
    expect(questionsFor({ gender: 'Male', birthDate: '2008-06-16' }, TODAY)?.minor).toBe(true);
    expect(questionsFor({ gender: 'Male', birthDate: '2008-06-15' }, TODAY)?.minor).toBe(false);
    expect(questionsFor({ gender: '', birthDate: '1990-01-01' }, TODAY)).toBeNull();
    expect(questionsFor({ gender: 'Female', birthDate: 'malformed' }, TODAY)).toBeNull();
  });
});

describe('formToInput', () => {
  const valid = (gender: 'Female' | 'Male', birthDate: string) => {
    const form = emptyPatientForm(TODAY);
    form.contact = {
      ...form.contact,
      firstName: 'Anna',
      lastName: 'Nowak',
      ssn: encodePesel(birthDate, 12, gender),
      gender,
      birthDate,
      middleName: '  ',
    };
    form.consents = { rodo: true, woman: true, dataProcessing: true, sending: false };
    return ZPatientInput.parse(form);
  };

  it('keeps the pregnancy declaration of a woman it was asked of', () => {
    expect(formToInput(valid('Female', '1990-01-01'), TODAY).consents).toEqual({
      rodo: true,
      woman: true,
      dataProcessing: true,
      sending: false,
    });
  });

  it('stores it as not given for anyone it does not apply to', () => {
    expect(formToInput(valid('Male', '1990-01-01'), TODAY).consents?.woman).toBe(false);
    expect(formToInput(valid('Female', '1950-01-01'), TODAY).consents?.woman).toBe(false);
  });

  it('sends empty texts as null, trimmed by the domain schema', () => {
    const input = formToInput(valid('Female', '1990-01-01'), TODAY);
    expect(input.contact.middleName).toBeNull();
    expect(input.notes).toBeNull();
    expect(input.ssnIsPesel).toBe(true);
  });
});
