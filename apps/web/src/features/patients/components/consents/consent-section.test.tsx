import { screen, waitFor, within, act } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PatientConsentTabletsDocument,
  RequestPatientConsentDocument,
  type PatientFieldsFragment,
} from '../../../../__generated__/graphql';
import { sessionStore } from '../../../../shared/auth/session-store';
import { initTestI18n } from '../../../../test/render-with-providers';
import { buildPatient, buildTablet } from '../../test/patient-fixtures';
import type { fastUser } from '../../../../test/render-page';
import { PAGE_TEST_TIMEOUT_MS, renderPage, signInAs } from '../../../../test/render-page';
import { ConsentSection } from './consent-section';

beforeAll(initTestI18n);
afterEach(() => sessionStore.signOut());

const longAgo = '2020-01-01T08:00:00.000Z';

function tabletsMock(tablets = [buildTablet()]): MockLink.MockedResponse {
  return {
    request: {
      query: PatientConsentTabletsDocument,
      variables: { branchId: '1', activeOnly: true },
    },
    result: { data: { tablets } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function requestMock(
  expected: Record<string, unknown>,
  result: MockLink.MockedResponse['result'] = {
    data: {
      requestConsent: {
        __typename: 'ConsentRequest',
        id: '5',
        status: 'Pending',
        patientId: '41',
        expiresAt: '2026-01-10T10:00:00.000Z',
      },
    },
  },
  sent = vi.fn(),
): MockLink.MockedResponse {
  return {
    request: {
      query: RequestPatientConsentDocument,
      variables: (variables: Record<string, unknown>) => {
        sent(variables);
        return Object.entries(expected).every(([key, value]) => variables[key] === value);
      },
    },
    result,
  };
}

function setUp(patient: PatientFieldsFragment | null, mocks: MockLink.MockedResponse[]) {
  signInAs('Registration', '1');
  const view = renderPage(<ConsentSection patient={patient} />, {
    route: '/patients/view/41',
    path: '/patients/view/:id',
    mocks,
  });
  return { ...view };
}

const sendButton = () => screen.getByRole('button', { name: 'Poproś o zgodę na tablecie' });

async function pickTablet(user: ReturnType<typeof fastUser>, name = 'Rejestracja 1') {
  const select = await screen.findByRole('combobox', { name: 'Tablet' });
  // The selector is disabled until the branch's tablets have arrived.
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('ConsentSection', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('enables the request once a tablet is picked and confirms with the spec’s text', async () => {
    const { user } = setUp(buildPatient(), [
      tabletsMock(),
      requestMock({ tabletId: '3', patientId: '41', parentName: null, parentType: null }),
    ]);
    expect(sendButton()).toHaveProperty('disabled', true);
    await pickTablet(user);
    expect(sendButton()).toHaveProperty('disabled', false);
    await user.click(sendButton());
    expect(
      await screen.findByText(
        'Prośba o zgodę została wysłana na tablet Rejestracja 1. Pacjent może teraz podpisać zgodę.',
      ),
    ).toBeTruthy();
  });

  it('needs the guardian’s name and basis for a minor and sends them', async () => {
    const minor = buildPatient({ contact: { birthDate: '2015-05-05', gender: 'Male' } });
    const { user } = setUp(minor, [
      tabletsMock(),
      requestMock({ parentName: 'Anna Nowak', parentType: 'matka' }),
    ]);
    await pickTablet(user);
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(
      screen.getByRole('textbox', { name: 'Imię i nazwisko opiekuna' }),
      'Anna Nowak',
    );
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Podstawa' }));
    await user.click(await screen.findByRole('option', { name: 'Matka' }));
    expect(sendButton()).toHaveProperty('disabled', false);
    await user.click(sendButton());
    expect(await screen.findByText(/Prośba o zgodę została wysłana/)).toBeTruthy();
  });

  it('shows no guardian fields for an adult', async () => {
    setUp(buildPatient(), [tabletsMock()]);
    await screen.findByRole('combobox', { name: 'Tablet' });
    expect(screen.queryByRole('textbox', { name: 'Imię i nazwisko opiekuna' })).toBeNull();
  });

  it('says the spec’s failure text when the request fails', async () => {
    const { user } = setUp(buildPatient(), [
      tabletsMock(),
      requestMock(
        {},
        {
          errors: [{ message: 'Tablet jest nieaktywny.', extensions: { code: 'BAD_REQUEST' } }],
        },
      ),
    ]);
    await pickTablet(user);
    await user.click(sendButton());
    expect(
      await screen.findByText(/^Nie udało się wysłać prośby o zgodę\. Spróbuj ponownie\./),
    ).toBeTruthy();
  });

  it('warns when no tablet is online and when the patient has no valid e-mail', async () => {
    setUp(buildPatient({ contact: { emailAddresses: [] } }), [
      tabletsMock([buildTablet({ lastUsedAt: longAgo })]),
    ]);
    expect(
      await screen.findByText(/Żaden tablet w tej filii nie jest teraz połączony/),
    ).toBeTruthy();
    expect(screen.getByText(/Pacjent nie ma poprawnego adresu e-mail/)).toBeTruthy();
  });

  it('cannot send for a patient not saved yet', async () => {
    const { user } = setUp(null, [tabletsMock()]);
    expect(screen.getByText('Zapisz pacjenta, aby poprosić o zgodę na tablecie.')).toBeTruthy();
    await pickTablet(user);
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('follows tabletStatusChanged events: an offline tablet turns online', async () => {
    const { user, subscriptions } = setUp(buildPatient(), [
      tabletsMock([buildTablet({ lastUsedAt: longAgo })]),
    ]);
    await screen.findByText(/Żaden tablet w tej filii nie jest teraz połączony/);
    await waitFor(() => expect(subscriptions.operation).toBeDefined());
    act(() =>
      subscriptions.simulateResult({
        result: {
          data: {
            tabletStatusChanged: {
              __typename: 'TabletStatusEvent',
              id: '3',
              tabletId: 'TAB-01',
              configuredAt: '2026-01-01T08:00:00.000Z',
              lastUsedAt: new Date().toISOString(),
            },
          },
        },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText(/Żaden tablet w tej filii nie jest teraz połączony/)).toBeNull(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Tablet' }));
    const option = await screen.findByRole('option', { name: /Rejestracja 1/ });
    expect(within(option).getByText('Online')).toBeTruthy();
  });
});
