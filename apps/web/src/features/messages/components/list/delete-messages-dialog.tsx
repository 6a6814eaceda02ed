import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

interface Props {
  open: boolean;
  /** How many are to go, and how many of those are important. */
  count: number;
  important: number;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Confirmation before messages are deleted (spec part 2 §5 "Delete actions ask for
 * confirmation"); important ones among them are named, as they go too.
 */
export function DeleteMessagesDialog({ open, count, important, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('messages');
  return (
    <ConfirmDialog
      open={open}
      title={count === 1 ? t('delete.titleOne') : t('delete.title', { count })}
      message={t('delete.message')}
      confirmLabel={t('delete.confirm')}
      confirmColor="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {important > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {count === 1 ? t('delete.importantOne') : t('delete.important', { count: important })}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
