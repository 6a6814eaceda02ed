import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What could not be loaded, e.g. 'Nie udało się wczytać listy pacjentów.' */
  message: string;
  /** Asks again (usually the query's refetch); its failure shows this alert again. */
  onRetry: () => Promise<unknown> | void;
  sx?: SxProps<Theme>;
}

/** A read that failed, said in place of what it would have shown, with a way to try again. */
export function LoadError({ message, onRetry, sx }: Props) {
  const { t } = useTranslation('forms');
  const retry = () => {
    // A failed retry is shown by the query's error state (this alert), never as a rejection.
    void Promise.resolve(onRetry()).catch(() => undefined);
  };
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('loadError.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
