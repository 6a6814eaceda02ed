import { createTheme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { enUS, plPL, ukUA } from '@mui/material/locale';
import type { Lang } from '@portal/domain';

const MUI_LOCALES: Record<Lang, Localization> = { pl: plPL, en: enUS, ua: ukUA };

/** Green primary theme with the full-page background image (spec part 1 §1). */
export function createPortalTheme(lang: Lang) {
  return createTheme(
    {
      palette: {
        primary: { main: '#2e7d32', light: '#60ad5e', dark: '#005005', contrastText: '#ffffff' },
        secondary: { main: '#00695c' },
        // A darker orange than MUI's: white text on it (filled chips, buttons) reaches 4.5:1.
        warning: { main: '#b45309' },
        background: { default: '#eef5ef' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Segoe UI", system-ui, -apple-system, sans-serif',
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            body: {
              minHeight: '100vh',
              backgroundImage: 'url(/background.svg)',
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              backgroundRepeat: 'no-repeat',
              backgroundAttachment: 'fixed',
            },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
        },
      },
    },
    MUI_LOCALES[lang],
  );
}
