import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { initTestI18n } from '../../../../test/render-with-providers';
import { EMPTY_ADDRESS } from '../../../../shared/ui/address-values';
import { emptyPatientForm } from './patient-form-values';
import { patientFieldOf } from './server-errors';
import { badUserInput } from '../../../../test/bad-user-input';

beforeAll(initTestI18n);

describe('the patient form’s server errors', () => {
  it('puts each message next to its field; a chip list gets its items’ messages', () => {
    const values = emptyPatientForm();
    values.contact.emailAddresses = ['a@b.pl', 'zły'];
    values.contact.addresses = [{ ...EMPTY_ADDRESS }];
    const { result } = renderHook(() =>
      useDomainForm({
        resolver: (v) => ({ values: v, errors: {} }),
        defaultValues: values,
        fieldOf: patientFieldOf,
      }),
    );
    let others: string[] | null = null;
    act(() => {
      others = result.current.showServerErrors(
        badUserInput([
          { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
          { path: 'contact.emailAddresses.1', message: 'Niepoprawny adres e-mail' },
          { path: 'contact.addresses.0.city', message: 'To pole jest wymagane' },
          { path: '', message: 'Przesłane dane są nieprawidłowe.' },
        ]),
      );
    });
    const errorAt = (path: 'contact.ssn' | 'contact.emailAddresses' | 'contact.addresses.0.city') =>
      result.current.getFieldState(path).error?.message;
    expect(errorAt('contact.ssn')).toBe('Pacjent z tym numerem PESEL już istnieje');
    expect(errorAt('contact.emailAddresses')).toBe('Niepoprawny adres e-mail');
    expect(errorAt('contact.addresses.0.city')).toBe('To pole jest wymagane');
    expect(others).toEqual(['Przesłane dane są nieprawidłowe.']);
  });

  it('is null for any other error', () => {
    const { result } = renderHook(() =>
      useDomainForm({
        resolver: (v) => ({ values: v, errors: {} }),
        defaultValues: emptyPatientForm(),
        fieldOf: patientFieldOf,
      }),
    );
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'Nie masz uprawnień', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(result.current.showServerErrors(forbidden)).toBeNull();
    expect(result.current.showServerErrors(new Error('network'))).toBeNull();
  });
});
