import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useNewBuild } from '../hooks/use-new-build';
import { clearCachedListState } from '../storage/local-record';

/**
 * Persistent notice that a new version is deployed (spec part 1 §8). OK clears the cached list
 * filters, which the new build may read differently, and reloads the page.
 */
export function NewBuildNotice() {
  const { t } = useTranslation();
  const newBuild = useNewBuild(__BUILD_COMMIT__);

  const reload = () => {
    clearCachedListState();
    window.location.reload();
  };

  return (
    <Snackbar open={newBuild} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('ok')}
          </Button>
        }
      >
        {t('newBuild')}
      </Alert>
    </Snackbar>
  );
}
