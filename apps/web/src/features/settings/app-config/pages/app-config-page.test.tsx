import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AppConfigSettingsDocument,
  SaveAppConfigDocument,
} from '../../../../__generated__/graphql';
import { createPortalTheme } from '../../../../shared/theme/theme';
import { initTestI18n } from '../../../../test/render-with-providers';
import { AppConfigPage } from './app-config-page';

const CONFIG = {
  __typename: 'AppConfig' as const,
  paymentTypes: ['Gotówka'],
  priceGroups: ['Standard'],
  radiationGroups: ['2D', '3D'],
  carrierPrices: {
    __typename: 'CarrierPrices' as const,
    Disc: '20.00',
    Film: '30.00',
    Pendrive: '40.00',
  },
  deviceTypes: ['CBCT'],
  regions: ['mazowieckie'],
  complaintTypes: ['Termin'],
  complaintResolutionTimeHours: 336,
  specializations: ['Ortodoncja'],
  visitFollowUpDays: 80,
  gadgets: ['Kalendarz'],
  visitReasons: ['Rutynowa'],
  helpVideoPlaylistUrl: null,
  version: 4,
};

/** What the form sends for CONFIG with `changes`. */
const sent = (changes: Record<string, unknown>) => {
  const { __typename, version: _version, carrierPrices, ...data } = CONFIG;
  const { __typename: _prices, ...prices } = carrierPrices;
  void __typename;
  return { ...data, carrierPrices: prices, ...changes };
};

type Mock = MockLink.MockedResponse;

function renderPage(mocks: Mock[], route = '/settings/app-config') {
  const client = new ApolloClient({
    link: new MockLink([
      { request: { query: AppConfigSettingsDocument }, result: { data: { appConfig: CONFIG } } },
      ...mocks,
    ]),
    cache: new InMemoryCache(),
  });
  // A data router: the unsaved-changes guard blocks navigations with useBlocker.
  const router = createMemoryRouter(
    [{ path: '/settings/app-config', element: <AppConfigPage /> }],
    {
      initialEntries: [route],
    },
  );
  render(
    <ThemeProvider theme={createPortalTheme('pl')}>
      <ApolloProvider client={client}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return router;
}

beforeAll(initTestI18n);

// Typing into MUI fields is slow on a shared CI machine.
describe('AppConfigPage', { timeout: 30_000 }, () => {
  it('saves a carrier price typed with a comma as exact money, and says so', async () => {
    const user = userEvent.setup();
    renderPage(
      [
        {
          request: {
            query: SaveAppConfigDocument,
            variables: {
              data: sent({ carrierPrices: { Disc: '20.50', Film: '30.00', Pendrive: '40.00' } }),
              version: 4,
            },
          },
          result: {
            data: {
              saveAppConfig: {
                ...CONFIG,
                carrierPrices: { ...CONFIG.carrierPrices, Disc: '20.50' },
                version: 5,
              },
            },
          },
        },
      ],
      '/settings/app-config?tab=pricing',
    );
    const disc = await screen.findByRole('textbox', { name: /Płyta/ });
    await user.clear(disc);
    await user.type(disc, '20,50');
    expect(screen.getByText('Masz niezapisane zmiany.')).toBeTruthy();
    // The typed price as it will be shown: exact, in złoty.
    expect(screen.getByText(/^20,50\s?zł$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Konfiguracja została zapisana')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Płyta/ }).value).toBe('20.50');
    expect(screen.getByText('Wszystkie zmiany są zapisane.')).toBeTruthy();
  });

  it('refuses a bad price under its field and opens its tab', async () => {
    const user = userEvent.setup();
    const router = renderPage([], '/settings/app-config?tab=pricing');
    const film = await screen.findByRole('textbox', { name: /Klisza/ });
    await user.clear(film);
    await user.type(film, '12,345');
    await user.click(screen.getByRole('tab', { name: 'Ogólne' }));
    expect(router.state.location.search).toBe('?tab=general');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj kwotę w złotych, np. 120 lub 99,50')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=pricing');
  });

  it('refuses an item already on the list in another letter case', async () => {
    const user = userEvent.setup();
    renderPage([]);
    const deviceTypes = await screen.findByRole('textbox', { name: 'Typy urządzeń' });
    await user.type(deviceTypes, 'cbct{Enter}');
    expect(
      await screen.findByText('Wartość „cbct” występuje na liście więcej niż raz'),
    ).toBeTruthy();
    await user.clear(deviceTypes);
    await user.type(deviceTypes, '  Pantomograf  {Enter}');
    const chips = screen.getByRole('list', { name: 'Typy urządzeń' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.MuiChip-label')?.textContent),
    ).toEqual(['CBCT', 'Pantomograf']);
  });

  it('keeps the input when the save is stale and offers to reload', async () => {
    const user = userEvent.setup();
    const stale =
      'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';
    renderPage(
      [
        {
          request: {
            query: SaveAppConfigDocument,
            variables: { data: sent({ visitFollowUpDays: 90 }), version: 4 },
          },
          result: { errors: [{ message: stale, extensions: { code: 'STALE_VERSION' } }] },
        },
      ],
      '/settings/app-config?tab=visits',
    );
    const days = await screen.findByRole('textbox', { name: /Termin kolejnej wizyty/ });
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const alert = await screen.findByText(stale);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Odśwież',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Termin kolejnej wizyty/ }).value,
    ).toBe('90');
    await waitFor(() => expect(screen.queryByText('Konfiguracja została zapisana')).toBeNull());
  });
});
