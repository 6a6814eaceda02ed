import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  backLabel: string;
}

/** A page inside the shell that says why there is nothing to show, and the way back. */
export function ErrorPage({ icon, title, text, backLabel }: Props) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 }, p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {/* `/` sends each role to its landing page (spec part 2 §2). */}
        <Button component={Link} to="/" variant="contained">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
