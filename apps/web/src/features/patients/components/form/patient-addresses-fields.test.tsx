import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { initTestI18n, renderWithProviders } from '../../../../test/render-with-providers';
import { PatientAddressesFields } from './patient-addresses-fields';
import { createPatientFormResolver } from './patient-form-resolver';
import { emptyPatientForm } from './patient-form-values';

beforeAll(initTestI18n);

function Harness() {
  const resolver = useMemo(() => createPatientFormResolver('pl'), []);
  const form = useDomainForm({ resolver, defaultValues: emptyPatientForm('2026-11-24') });
  return (
    <FormProvider {...form}>
      <PatientAddressesFields />
    </FormProvider>
  );
}

async function addAddress() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Dodaj adres' }));
  return { user, postalCode: screen.getByRole('textbox', { name: /^Kod pocztowy/ }) };
}

describe('AddressesFields', () => {
  it('starts a new address in Poland', async () => {
    await addAddress();
    expect(screen.getByRole('textbox', { name: /^Kraj/ })).toHaveProperty('value', 'Polska');
  });

  it('writes a Polish postal code as NN-NNN when the field is left', async () => {
    const { user, postalCode } = await addAddress();
    await user.type(postalCode, '90001');
    await user.tab();
    expect(postalCode).toHaveProperty('value', '90-001');
    expect(postalCode.getAttribute('aria-invalid')).toBe('false');
  });

  it('says what a Polish postal code looks like when it is not one', async () => {
    const { user, postalCode } = await addAddress();
    await user.type(postalCode, '9000');
    await user.tab();
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Kod pocztowy w Polsce ma postać NN-NNN')).toBeTruthy();
    // Corrected, the message goes as the field is left.
    await user.clear(postalCode);
    await user.type(postalCode, '90001');
    await user.tab();
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('false'));
    expect(postalCode).toHaveProperty('value', '90-001');
  });
});
