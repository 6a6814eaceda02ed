import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  children: ReactNode;
  /** The labels' column on a wide screen, so a list's values line up (px). */
  labelWidth?: number;
  /** Keeps the value's own line breaks (a note, a remark). */
  preLine?: boolean;
}

/** A label and its value in a read-only description list (the view pages). */
export function Field({ label, children, labelWidth = 220, preLine = false }: FieldProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
      <Typography
        component="dt"
        color="text.secondary"
        sx={{ minWidth: labelWidth, flexShrink: 0 }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          minWidth: 0,
          overflowWrap: 'anywhere',
          ...(preLine ? { whiteSpace: 'pre-line' } : {}),
        }}
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
