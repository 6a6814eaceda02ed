import DialogContent from '@mui/material/DialogContent';
import { isLang, type TPatientInputParsed } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PatientFieldsFragment } from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { FormDialogActions } from '../../../../shared/ui/form-dialog-actions';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { useSavePatient } from '../../hooks/use-save-patient';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
} from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { PatientDialogFrame } from './patient-dialog-frame';
import { PatientForm } from './patient-form';
import { createPatientFormResolver } from './patient-form-resolver';
import { formToInput, patientToForm, type PatientFormValues } from './patient-form-values';
import { patientFieldOf } from './server-errors';

interface Props {
  /** The patient being edited; absent when adding. */
  patientId?: string;
  initialValues: PatientFormValues;
  /** The version `initialValues` came from: the save sends it back (ADR 0021). */
  version?: number;
  /** Reads the patient again after a save was refused as stale. */
  onReload?: () => Promise<PatientFieldsFragment | null>;
  /** The identity number is shown but not editable (Patient.canEditIdentity false). */
  identityReadOnly?: boolean;
  /** Closing (Cancel, Escape) navigates here; the unsaved-changes guard may hold it. */
  onClose: () => void;
  /**
   * Closing does not navigate (the dialog opened over another form, app/new-patient-dialog.tsx):
   * Cancel and Escape ask before dropping what was typed, as a navigation would.
   */
  closeInPlace?: boolean;
  /** After a successful save; usually navigates to the patient. */
  onSaved: (patient: PatientFieldsFragment) => void;
}

/** The add / edit patient dialog (spec part 1 §2), validated on blur with the domain schema. */
const NO_RELOAD = () => Promise.resolve(null);

export function PatientFormDialog({
  patientId,
  initialValues,
  version: loadedVersion,
  onReload = NO_RELOAD,
  identityReadOnly = false,
  onClose,
  closeInPlace = false,
  onSaved,
}: Props) {
  const { t, i18n } = useTranslation(['patients', 'errors']);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const titleId = useId();
  const formId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const resolver = useMemo(() => createPatientFormResolver(lang), [lang]);
  const form = useDomainForm<PatientFormValues, TPatientInputParsed>({
    resolver,
    defaultValues: initialValues,
    fieldOf: patientFieldOf,
  });
  const { isDirty, isSubmitting } = form.formState;
  const navigationGuard = useUnsavedChangesGuard(isDirty);
  const [askingToClose, setAskingToClose] = useState(false);
  const closeGuard: UnsavedChangesGuard = {
    blocked: askingToClose,
    leave: () => {
      setAskingToClose(false);
      onClose();
    },
    stay: () => setAskingToClose(false),
    markSaved: () => undefined,
  };
  const guard = askingToClose ? closeGuard : navigationGuard;
  const requestClose = () => (closeInPlace && isDirty ? setAskingToClose(true) : onClose());
  const save = useSavePatient(patientId);
  // The version the form holds: the loaded one until the user reloads after a stale refusal.
  const [version, setVersion] = useState(loadedVersion);
  const stale = useStaleVersion(onReload, (fresh) => {
    setVersion(fresh.version);
    form.reset(patientToForm(fresh));
  });

  const showSaveError = (error: unknown) => {
    // Someone saved this patient meanwhile: the input stays as typed, the alert offers to reload.
    if (stale.catchStale(error)) return;
    const unplaced = form.showServerErrors(error);
    if (unplaced) {
      for (const message of unplaced) enqueueSnackbar(message, { variant: 'error' });
      return;
    }
    const kind = classifyError(error);
    if (kind.kind === 'other') enqueueSnackbar(kind.message, { variant: 'error' });
    if (kind.kind === 'database') enqueueSnackbar(t('errors:database'), { variant: 'error' });
    // Session, maintenance and network errors were handled by the app's error catalogue.
  };

  const submit = form.handleSubmit(async (parsed) => {
    let patient: PatientFieldsFragment;
    try {
      patient = await save(formToInput(parsed), version);
    } catch (error) {
      showSaveError(error);
      return;
    }
    navigationGuard.markSaved();
    enqueueSnackbar(t(patientId ? 'patients:saved' : 'patients:added'), { variant: 'success' });
    onSaved(patient);
  });

  return (
    <PatientDialogFrame
      title={t(patientId ? 'patients:editTitle' : 'patients:addTitle')}
      titleId={titleId}
      onClose={requestClose}
    >
      <DialogContent dividers>
        <StaleVersionAlert state={stale} sx={{ mb: 2 }} />
        <FormProvider {...form}>
          <form
            id={formId}
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => void submit(event)}
          >
            <PatientForm identityReadOnly={identityReadOnly} />
          </form>
        </FormProvider>
      </DialogContent>
      <FormDialogActions
        busy={isSubmitting}
        onCancel={requestClose}
        cancelLabel={t('patients:cancel')}
        submitLabel={t('patients:save')}
        form={formId}
      />
      <UnsavedChangesDialog guard={guard} />
    </PatientDialogFrame>
  );
}
