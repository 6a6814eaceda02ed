import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DoctorKind } from '../../../../__generated__/doctors/graphql';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { DraggableDialog } from '../../../../shared/ui/draggable-dialog';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { FormDialogActions } from '../../../../shared/ui/form-dialog-actions';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { useDoctorForm } from '../../hooks/use-doctor-form';
import { DoctorForm } from './doctor-form';
import { emptyDoctorForm } from './doctor-form-values';

interface Props {
  /** The kind the dialog starts with: the list's. */
  initialKind: DoctorKind;
  /** Closing (Cancel, Escape) navigates back to the list; unsaved changes are asked about. */
  onClose: () => void;
  /** After a successful save, with the new record's view page. */
  onSaved: (viewPath: string) => void;
}

const nothingToReload = () => Promise.resolve(null);

/**
 * The add-doctor dialog (spec part 2 §2, §5; issue 20 §1): a doctor or a facility, switched by the
 * toggle; with a login the record gets an account and a mail with a link to set its password.
 */
export function DoctorAddDialog({ initialKind, onClose, onSaved }: Props) {
  const { t } = useTranslation('doctors');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const initialValues = useMemo(() => emptyDoctorForm(initialKind), [initialKind]);
  const state = useDoctorForm({
    doctor: null,
    initialValues,
    reload: nothingToReload,
    onSaved: (path) => {
      guard.markSaved();
      onSaved(path);
    },
  });
  const { isDirty, isSubmitting } = state.form.formState;
  // Closing is a navigation back to the list: the guard asks before dropping what was typed.
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  return (
    <DraggableDialog
      open
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      onClose={onClose}
      title={t('form.addTitle')}
      titleId={titleId}
    >
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('form.addIntro')}
        </Typography>
        <FailureAlert message={state.failure} />
        <FormProvider {...state.form}>
          <form
            id={formId}
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => void state.form.handleSubmit(state.save)(event)}
          >
            <DoctorForm rights={state.rights} adding />
          </form>
        </FormProvider>
      </DialogContent>
      <FormDialogActions
        busy={isSubmitting}
        onCancel={onClose}
        cancelLabel={t('form.cancel')}
        submitLabel={t('form.add')}
        form={formId}
      />
      <UnsavedChangesDialog guard={guard} />
    </DraggableDialog>
  );
}
