import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useText } from '../../../shared/i18n/text-context';

/** A call of the page failed: what and why, announced, with 'Spróbuj ponownie' a finger can hit. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useText('patientStudies');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 48 }}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
