import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { serverValidation } from './server-errors';

function badInput(validationErrors: { path: string; message: string }[]) {
  return new CombinedGraphQLErrors({
    errors: [
      {
        message: validationErrors.map((e) => e.message).join('; '),
        extensions: { code: 'BAD_USER_INPUT', validationErrors },
      },
    ],
  });
}

describe('serverValidation', () => {
  it('puts each message next to its field; a chip list gets its items’ messages', () => {
    const result = serverValidation(
      badInput([
        { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
        { path: 'contact.emailAddresses.1', message: 'Niepoprawny adres e-mail' },
        { path: 'contact.addresses.0.city', message: 'To pole jest wymagane' },
        { path: '', message: 'Przesłane dane są nieprawidłowe.' },
      ]),
    );
    expect(result).toEqual({
      fields: [
        { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
        { path: 'contact.emailAddresses', message: 'Niepoprawny adres e-mail' },
        { path: 'contact.addresses.0.city', message: 'To pole jest wymagane' },
      ],
      others: ['Przesłane dane są nieprawidłowe.'],
    });
  });

  it('is null for any other error', () => {
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'Nie masz uprawnień', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(serverValidation(forbidden)).toBeNull();
    expect(serverValidation(new Error('network'))).toBeNull();
  });
});
