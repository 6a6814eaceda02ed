import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useText } from '../i18n/text-context';
import { ALL_ACCEPTED, cookieConsent, useCookieConsent } from './cookie-consent';
import { CookieInfoDialog, CookieSettingsDialog } from './lazy-cookie-dialogs';

/** Shown until the user decides (spec part 1 §2): Configure, Find out more, Accept. */
export function CookieBanner() {
  const { t } = useText('cookies');
  const decided = useCookieConsent() !== null;
  const [dialog, setDialog] = useState<'settings' | 'info' | null>(null);

  return (
    <>
      {!decided && (
        <Paper
          role="region"
          aria-label={t('bannerLabel')}
          elevation={8}
          sx={{
            position: 'fixed',
            // On a phone: a slim strip along the bottom edge, so the page above stays usable.
            bottom: { xs: 0, sm: 16 },
            left: { xs: 0, sm: 16 },
            right: { xs: 0, sm: 16 },
            mx: 'auto',
            maxWidth: 880,
            p: { xs: 1.5, sm: 2 },
            borderRadius: { xs: 0, sm: 1 },
            // Below dialogs: above them it covered the terms dialog's own Accept button.
            zIndex: (theme) => theme.zIndex.modal - 1,
          }}
        >
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 1, md: 2 }}
            alignItems={{ xs: 'stretch', md: 'center' }}
          >
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t('bannerText')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              flexShrink={0}
              justifyContent={{ xs: 'flex-end', md: 'flex-start' }}
            >
              <Button size="small" onClick={() => setDialog('settings')}>
                {t('configure')}
              </Button>
              <Button size="small" onClick={() => setDialog('info')}>
                {t('findOutMore')}
              </Button>
              <Button
                size="small"
                variant="contained"
                onClick={() => cookieConsent.save(ALL_ACCEPTED)}
              >
                {t('accept')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      <Suspense fallback={null}>
        {dialog === 'settings' && <CookieSettingsDialog open onClose={() => setDialog(null)} />}
        {dialog === 'info' && <CookieInfoDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
