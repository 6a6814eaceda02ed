import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NAMESPACES } from '../locales/resources';
import { initI18n, loadAllLanguages } from '../shared/i18n/i18n';
import { I18nextTexts } from '../shared/i18n/i18next-texts';
import { createPortalTheme } from '../shared/theme/theme';

/**
 * Initialises i18next from the real locale files, in Polish, with every language loaded (the
 * kiosk's form shows another). Call it in `beforeAll`, before any fake timers: i18next finishes
 * its initialisation on a timer.
 */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) {
    if (i18next.language !== 'pl') await i18next.changeLanguage('pl');
    return;
  }
  await initI18n('pl');
  // Components render without a page's Suspense here: every namespace is there from the start.
  await i18next.loadNamespaces([...NAMESPACES]);
  await loadAllLanguages();
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The router's current entry; `/` unless told. */
  route?: string;
}

/** What the test renders, handed to the router's one route (re-renders included). */
const Rendered = createContext<ReactNode>(null);

function RenderedElement() {
  return useContext(Rendered);
}

/**
 * Renders with the portal's theme and a memory data router, as the app has (so hooks such as
 * useBlocker work); i18n must be set up by `initTestI18n`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: Options = {},
): RenderResult {
  if (!i18next.isInitialized) throw new Error('Call initTestI18n() in beforeAll first');
  const theme = createPortalTheme('pl');
  function Providers({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <RenderedElement /> }], {
        initialEntries: [route],
      }),
    );
    return (
      <ThemeProvider theme={theme}>
        <I18nextTexts>
          <Rendered.Provider value={children}>
            <RouterProvider router={router} />
          </Rendered.Provider>
        </I18nextTexts>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
