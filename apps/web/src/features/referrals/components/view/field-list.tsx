import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label and its value in a read-only description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 240, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

export function FieldList({ children }: { children: ReactNode }) {
  return (
    <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
      {children}
    </Stack>
  );
}
