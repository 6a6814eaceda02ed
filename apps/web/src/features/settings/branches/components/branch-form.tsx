import { useMutation } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SaveBranchDocument,
  type SettingsBranchFieldsFragment,
} from '../../../../__generated__/graphql';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import {
  branchToForm,
  formToInput,
  ZBranchForm,
  type BranchFormValues,
} from '../forms/branch-form-values';
import { useMasterDataOptions } from '../hooks/use-master-data-options';
import { BranchDetailsFields } from './branch-details-fields';
import { DevicesFields } from './devices-fields';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';

interface Props {
  /** The branch being edited, as it was read; null for a new one. */
  branch: SettingsBranchFieldsFragment | null;
  initialValues: BranchFormValues;
  /** Reads the branch again after a save was refused as stale (ADR 0021). */
  onReload?: () => Promise<SettingsBranchFieldsFragment | null>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A server issue's path as the form holds it: one phone or e-mail is its chips field, a device's
 * id is shown at its name.
 */
const fieldOf = (path: string) =>
  path
    .replace(/^(phoneNumbers|emailAddresses)\.\d+$/, '$1')
    .replace(/^(devices\.\d+)\.id$/, '$1.name');

/** The add and edit form of a branch with its devices (spec part 2 §2 Settings). */
export function BranchForm({ branch, initialValues, onReload, onSaved, onCancel }: Props) {
  const { t } = useTranslation('branches');
  const { enqueueSnackbar } = useSnackbar();
  const options = useMasterDataOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(SaveBranchDocument, { context: { silentErrors: true } });
  const form = useDomainForm<BranchFormValues, ReturnType<typeof ZBranchForm.parse>>({
    schema: ZBranchForm,
    defaultValues: initialValues,
    fieldOf,
  });
  // The version the form holds: the one it opened with until the user reloads after a refusal.
  const [version, setVersion] = useState(branch?.version ?? 0);
  const stale = useStaleVersion(onReload ?? (() => Promise.resolve(null)), (fresh) => {
    setVersion(fresh.version);
    form.reset(branchToForm(fresh));
  });
  const { isSubmitting, isDirty } = form.formState;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (parsed) => {
    setFailure(null);
    try {
      const saved = branch ? { id: branch.id, version } : null;
      await save({ variables: { branch: formToInput(parsed, saved) } });
      enqueueSnackbar(t(branch ? 'messages.updated' : 'messages.created', { name: parsed.name }), {
        variant: 'success',
      });
      onSaved();
    } catch (error) {
      // Someone saved this branch meanwhile: the input stays, the alert offers to reload.
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error) ?? [];
      setFailure([t('messages.saveError'), ...unplaced].join(' '));
    }
  });

  return (
    <Paper sx={{ p: 3 }}>
      <form
        noValidate
        aria-label={t(branch ? 'editTitle' : 'addTitle', { name: branch?.name })}
        onSubmit={(event) => void submit(event)}
      >
        <Stack spacing={3}>
          <StaleVersionAlert state={stale} />
          <FailureAlert message={failure} />
          <BranchDetailsFields form={form} regions={options.regions} />
          <Divider />
          <DevicesFields form={form} options={options} />
          <FormPageActions
            busy={isSubmitting}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </Paper>
  );
}
