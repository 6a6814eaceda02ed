import { useTranslation } from 'react-i18next';
import type { UnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before leaving a form whose changes are not saved (useUnsavedChangesGuard). */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useTranslation('dialogs');
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      confirmColor="error"
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}
