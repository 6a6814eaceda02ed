import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_FORM } from '@portal/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KioskSubmitConsentDocument } from '../../../__generated__/graphql';
import { drawStroke, FAKE_PNG, fakeCanvasInEachTest } from '../../../test/fake-canvas';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { kioskRequest } from '../consent/kiosk-request.fixture';
import type { KioskRequest } from '../consent/kiosk-screen';
import { ConsentForm } from './consent-form';

const REQUEST_ID = '0b7f6a52-5f44-4c5b-9a0e-0d7d1d1f5e11';

const request = (overrides: Partial<KioskRequest> = {}) =>
  kioskRequest({ id: REQUEST_ID, ...overrides });

function renderForm(shown: KioskRequest, mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  const onSubmitted = vi.fn();
  const onClosed = vi.fn();
  renderWithProviders(
    <ApolloProvider client={client}>
      <ConsentForm request={shown} onSubmitted={onSubmitted} onClosed={onClosed} />
    </ApolloProvider>,
  );
  return { onSubmitted, onClosed };
}

const pl = CONSENT_FORM.pl;

beforeAll(async () => {
  await initTestI18n();
});

fakeCanvasInEachTest();

describe('ConsentForm', { timeout: 20_000 }, () => {
  it('greets the patient and shows the statements the PDF will print, without pregnancy', () => {
    renderForm(request());
    expect(screen.getByRole('heading', { name: 'Dzień dobry, Anna Nowak' })).toBeDefined();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: pl.clauses.rodo })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: pl.clauses.sending })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: pl.clauses.dataProcessing })).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: pl.clauses.woman })).toBeNull();
  });

  it('asks the pregnancy question only when the request says so', () => {
    renderForm(request({ askPregnancy: true }));
    expect(screen.getByRole('checkbox', { name: pl.clauses.woman })).toBeDefined();
  });

  it('names the guardian who signs for a minor, with the basis translated', async () => {
    renderForm(request({ minor: true, guardianName: 'Ewa Nowak', guardianBasis: 'matka' }));
    expect(
      screen.getByText(/Formularz wypełnia i podpisuje opiekun: Ewa Nowak \(matka\)/),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText(/signed by the guardian: Ewa Nowak \(mother\)/)).toBeDefined();
    // The guardian makes the statements in the patient's name, as the PDF prints them.
    const guardianClauses = CONSENT_FORM.en.guardianClauses;
    expect(screen.getByRole('checkbox', { name: guardianClauses.rodo })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: guardianClauses.dataProcessing })).toBeDefined();
    expect(screen.queryByRole('checkbox', { name: CONSENT_FORM.en.clauses.rodo })).toBeNull();
  });

  it('asks for a signature before sending', async () => {
    const { onSubmitted } = renderForm(request());
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    expect(screen.getByText('Złóż podpis, aby wysłać formularz.')).toBeDefined();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('sends the answers, the signature and the chosen language', async () => {
    const { onSubmitted } = renderForm(request({ askPregnancy: true }), [
      {
        request: {
          query: KioskSubmitConsentDocument,
          variables: {
            answers: {
              requestId: REQUEST_ID,
              lang: 'ua',
              rodo: true,
              sending: false,
              dataProcessing: true,
              woman: true,
              signature: FAKE_PNG,
            },
          },
        },
        result: { data: { submitConsent: true } },
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Українська' }));
    const ua = CONSENT_FORM.ua.clauses;
    await user.click(screen.getByRole('checkbox', { name: ua.rodo }));
    await user.click(screen.getByRole('checkbox', { name: ua.dataProcessing }));
    await user.click(screen.getByRole('checkbox', { name: ua.woman }));
    drawStroke(screen.getByRole('img', { name: 'Підпис пацієнта' }), 50, 400);
    await user.click(screen.getByRole('button', { name: 'Надіслати форму' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('ua'));
  });

  it('leaves the pregnancy answer out when the question was not asked', async () => {
    const { onSubmitted } = renderForm(request(), [
      {
        request: {
          query: KioskSubmitConsentDocument,
          variables: {
            answers: {
              requestId: REQUEST_ID,
              lang: 'pl',
              rodo: false,
              sending: false,
              dataProcessing: false,
              signature: FAKE_PNG,
            },
          },
        },
        result: { data: { submitConsent: true } },
      },
    ]);
    drawStroke(screen.getByRole('img', { name: 'Podpis pacjenta' }), 50, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('pl'));
  });

  it('goes back to waiting, with the server’s reason, when the request is no longer open', async () => {
    const { onClosed } = renderForm(request(), [
      {
        request: { query: KioskSubmitConsentDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Prośba o zgodę wygasła.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
    ]);
    drawStroke(screen.getByRole('img', { name: 'Podpis pacjenta' }), 50, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('Prośba o zgodę wygasła.'));
  });

  it('keeps everything on screen after a network failure so the patient can try again', async () => {
    const { onSubmitted } = renderForm(request(), [
      {
        request: { query: KioskSubmitConsentDocument, variables: () => true },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    drawStroke(screen.getByRole('img', { name: 'Podpis pacjenta' }), 50, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij formularz' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Twoje odpowiedzi i podpis zostały zachowane/)).toBeDefined();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Podpis pacjenta' }).getAttribute('data-signed')).toBe(
      'true',
    );
  });
});
