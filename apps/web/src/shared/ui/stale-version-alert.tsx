import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { StaleVersionState } from '../hooks/use-stale-version';

/**
 * 'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć
 * zmiany.' with an 'Odśwież' action, shown in a form whose save was refused as stale (ADR 0021).
 * Nothing while the form's version is current.
 */
export function StaleVersionAlert({
  state,
  sx,
}: {
  state: StaleVersionState;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  if (state.message === null) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={sx}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={state.reloading}
          startIcon={state.reloading ? <CircularProgress size={14} color="inherit" /> : undefined}
          onClick={() => void state.reload()}
        >
          {t('reload')}
        </Button>
      }
    >
      {state.message}
    </Alert>
  );
}
