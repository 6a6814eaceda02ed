import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId, type ReactNode } from 'react';

// The view's read-only lists are the shared ones; the cards and the line lists are the doctor view's.
export { Field, FieldList } from '../../../../shared/ui/field-list';

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
