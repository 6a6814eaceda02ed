import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  message: string;
  /** The landmark or live role of the whole screen. */
  component?: 'main' | 'div';
  role?: 'status';
  lang?: string;
  children?: ReactNode;
}

/**
 * A whole kiosk screen that says one thing, big enough to read from arm's length: waiting,
 * thanks, switched off. Centred icon, heading, message, then whatever the screen adds.
 */
export function MessageScreen({ icon, title, message, component, role, lang, children }: Props) {
  return (
    <Stack
      component={component ?? 'div'}
      spacing={4}
      role={role}
      lang={lang}
      sx={{
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 4,
      }}
    >
      {icon}
      <Typography
        variant="h2"
        component="h1"
        sx={{ fontWeight: 500, fontSize: { xs: '2.5rem', md: '3.5rem' } }}
      >
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ color: 'text.secondary', maxWidth: 640 }}>
        {message}
      </Typography>
      {children}
    </Stack>
  );
}
