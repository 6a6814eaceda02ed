import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';

interface Props {
  /** The page's one h1, at the top of its card. */
  title: string;
  /** The card's widest, in px. */
  maxWidth: number;
  children: ReactNode;
  /** What follows the card (e.g. a help card). */
  after?: ReactNode;
}

/**
 * The frame of the public pages a patient opens from a mail (ADR 0040, 0043): the language
 * switcher, then one card with the page's title. Mobile first: nothing wider than a 360 px screen.
 */
export function LightPageFrame({ title, maxWidth, children, after }: Props) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 2 },
        py: 2,
        // Room below the card so the cookie banner never hides its last button.
        pb: { xs: 28, md: 18 },
      }}
    >
      <Box sx={{ alignSelf: 'flex-end' }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Stack spacing={2} sx={{ width: '100%', maxWidth, mt: { xs: 1, md: 6 } }}>
        <Card elevation={6}>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack spacing={3}>
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontSize: { xs: 28, sm: 34 }, overflowWrap: 'anywhere' }}
              >
                {title}
              </Typography>
              {children}
            </Stack>
          </CardContent>
        </Card>
        {after}
      </Stack>
    </Box>
  );
}
