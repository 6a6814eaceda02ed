import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';

/**
 * The frame of the account pages one reaches without signing in (setting a password, asking for
 * a reset link, signing up): a centred card with the page's title and the language switcher.
 */
export function AuthCardPage({
  title,
  maxWidth = 440,
  children,
}: {
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        // Room below the card, as on the sign-in page, so the cookie banner never hides its end.
        pb: { xs: 28, md: 18 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              <LanguageSwitcher />
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
