import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of the view; its title is a heading the card is named by. */
export function ViewCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** A label and its value in a read-only description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 220, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
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

/** Values one per line, or `none` when there are none. */
export function Lines({ values, none }: { values: readonly ReactNode[]; none: string }) {
  if (values.length === 0) return <>{none}</>;
  return (
    <>
      {values.map((value, index) => (
        <span key={index} style={{ display: 'block' }}>
          {value}
        </span>
      ))}
    </>
  );
}
