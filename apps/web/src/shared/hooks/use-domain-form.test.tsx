import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { translate } from '@portal/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initTestI18n } from '../../test/render-with-providers';
import { serverValidationErrors } from './server-validation';
import { useDomainForm } from './use-domain-form';
import { badUserInput } from '../../test/bad-user-input';

beforeAll(initTestI18n);

const ZInput = z.object({
  name: z.string().max(5),
  phones: z.array(z.string()),
  addresses: z.array(z.object({ city: z.string() })),
});
type Input = z.infer<typeof ZInput>;
const defaultValues: Input = { name: 'Jan', phones: ['600100200'], addresses: [{ city: '' }] };

describe('useDomainForm', () => {
  it('puts each server message under its field, nested and list fields included', () => {
    const { result } = renderHook(() =>
      useDomainForm<Input>({
        schema: ZInput,
        defaultValues,
        // A list shows its items' messages on the list.
        fieldOf: (path) => path.replace(/^phones\.\d+$/, 'phones'),
      }),
    );
    let unplaced: string[] | null = null;
    act(() => {
      unplaced = result.current.showServerErrors(
        badUserInput([
          { path: 'name', message: 'Nazwa jest zajęta' },
          { path: 'phones.0', message: 'Niepoprawny numer telefonu' },
          { path: 'addresses.0.city', message: 'Pole jest wymagane' },
          { path: 'addresses.3.city', message: 'Brak adresu' },
          { path: 'addresses.0', message: 'Adres jest niepełny' },
          { path: '', message: 'Przesłane dane są nieprawidłowe.' },
        ]),
      );
    });
    const errorOf = (name: 'name' | 'phones' | 'addresses.0.city') =>
      result.current.getFieldState(name).error?.message;
    expect(errorOf('name')).toBe('Nazwa jest zajęta');
    expect(errorOf('phones')).toBe('Niepoprawny numer telefonu');
    expect(errorOf('addresses.0.city')).toBe('Pole jest wymagane');
    // No such field on the form, or no path at all: the caller says these apart.
    expect(unplaced).toEqual([
      'Brak adresu',
      'Adres jest niepełny',
      'Przesłane dane są nieprawidłowe.',
    ]);
  });

  it('leaves any other error to the caller', () => {
    const { result } = renderHook(() => useDomainForm<Input>({ schema: ZInput, defaultValues }));
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'Nie masz uprawnień', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(result.current.showServerErrors(forbidden)).toBeNull();
    expect(result.current.showServerErrors(new Error('network'))).toBeNull();
  });

  it('validates with the schema, in the catalogue’s words', async () => {
    const { result } = renderHook(() =>
      useDomainForm<Input>({
        schema: ZInput,
        defaultValues: { ...defaultValues, name: 'Jan Jakub' },
      }),
    );
    await act(() => result.current.trigger('name'));
    expect(result.current.getFieldState('name').error?.message).toBe(
      translate('pl', 'validation.string.max', { max: 5 }),
    );
  });
});

describe('serverValidationErrors', () => {
  it('gives a BAD_USER_INPUT without a list as one message without a field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Zła dana', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(serverValidationErrors(error)).toEqual([{ path: '', message: 'Zła dana' }]);
  });
});
