import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  open: boolean;
  /** What is being removed, as the user knows it (e.g. a patient's name). */
  subject: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** Confirmation before anything is deleted (spec part 1 §2 "remove-confirmation dialog"). */
export function RemoveConfirmDialog({ open, subject, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('dialogs');
  return (
    <ConfirmDialog
      open={open}
      title={t('removeTitle')}
      message={t('removeMessage', { subject })}
      confirmLabel={t('remove')}
      confirmColor="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
