import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BeginMfaEnrolmentDocument,
  ConfirmMfaEnrolmentDocument,
  DisableMfaDocument,
  ProfileTwoStepDocument,
} from '../../../__generated__/graphql';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { TwoStepCard } from './two-step-card';

beforeAll(initTestI18n);

type Mock = MockLink.MockedResponse;

const RECOVERY_CODES = [...'234567abcd'].map((last) => `wxyz-abc${last}`);

const status = (mfaEnabled: boolean, mfaRequired: boolean): Mock => ({
  request: { query: ProfileTwoStepDocument },
  result: { data: { currentUser: { __typename: 'User', id: '5', mfaEnabled, mfaRequired } } },
});

function renderCard(mocks: Mock[]) {
  const client = new ApolloClient({
    link: new MockLink(mocks, { showWarnings: false }),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <SnackbarProvider>
      <ApolloProvider client={client}>
        <TwoStepCard />
      </ApolloProvider>
    </SnackbarProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('TwoStepCard', () => {
  it('turns it on: QR code, first code, then the recovery codes shown once', async () => {
    const user = renderCard([
      status(false, false),
      {
        request: { query: BeginMfaEnrolmentDocument },
        result: {
          data: {
            beginMfaEnrolment: {
              __typename: 'MfaEnrolment',
              secret: 'JBSWY3DPEHPK3PXP',
              qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
            },
          },
        },
      },
      {
        request: { query: ConfirmMfaEnrolmentDocument, variables: { code: '123456' } },
        result: {
          data: {
            confirmMfaEnrolment: {
              __typename: 'MfaEnrolmentResult',
              recoveryCodes: RECOVERY_CODES,
            },
          },
        },
      },
      status(true, false),
    ]);
    expect(await screen.findByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeTruthy();
    expect(await screen.findByText('Wyłączona')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Włącz' }));
    expect(
      await screen.findByRole('img', {
        name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
      }),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Kod weryfikacyjny/ }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Weryfikacja dwuetapowa została włączona.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Kody odzyskiwania' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(await screen.findByText('Włączona')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Gotowe' }));
    expect(screen.queryByRole('list', { name: 'Kody odzyskiwania' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nowe kody odzyskiwania' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyłącz' })).toBeTruthy();
  });

  it('does not offer turning it off when the role requires it', async () => {
    renderCard([status(true, true)]);
    expect(await screen.findByText('Włączona')).toBeTruthy();
    expect(
      screen.getByText('Twoja rola wymaga weryfikacji dwuetapowej, więc nie można jej wyłączyć.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nowe kody odzyskiwania' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyłącz' })).toBeNull();
  });

  it('says it is required for the role before it is set up', async () => {
    renderCard([status(false, true)]);
    expect(
      await screen.findByText('Wymagana dla Twojej roli: skonfiguruj aplikację uwierzytelniającą.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Włącz' })).toBeTruthy();
  });

  it('turns it off with the current password and a confirmation', async () => {
    const user = renderCard([
      status(true, false),
      {
        request: { query: DisableMfaDocument, variables: { currentPassword: 'Demo1234' } },
        result: {
          data: {
            disableMfa: { __typename: 'User', id: '5', mfaEnabled: false, mfaRequired: false },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Wyłącz' }));
    await user.type(screen.getByLabelText(/^Obecne hasło/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Wyłącz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wyłączyć weryfikację dwuetapową?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wyłącz' }));
    expect(await screen.findByText('Weryfikacja dwuetapowa została wyłączona.')).toBeTruthy();
    expect(await screen.findByText('Wyłączona')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Włącz' })).toBeTruthy();
  });
});
