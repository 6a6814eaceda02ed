import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** The list page the back link leads to, and the link's text. */
  backTo: string;
  backLabel: string;
  title: string;
  /** Buttons beside the heading; below it on screens narrower than `actionsBesideFrom`. */
  actions?: ReactNode;
  actionsBesideFrom?: 'sm' | 'md';
  children: ReactNode;
}

/** A record page's frame: back to the list, a heading with its actions, the content. */
export function PageFrame({
  backTo,
  backLabel,
  title,
  actions,
  actionsBesideFrom = 'sm',
  children,
}: Props) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {backLabel}
      </Button>
      <Stack
        direction={{ xs: 'column', [actionsBesideFrom]: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ [actionsBesideFrom]: 'center' }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
