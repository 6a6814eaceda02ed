import { useMutation } from '@apollo/client/react';
import { ZSoftwareInput, type TSoftwareInput } from '@portal/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  CreateProgramDocument,
  SettingsProgramsDocument,
  UpdateProgramDocument,
  type SettingsProgramFieldsFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';

interface FormValues {
  name: string;
  downloadURL: string;
}

const ZProgramForm = ZSoftwareInput as unknown as z.ZodType<TSoftwareInput, FormValues>;

interface Props {
  /** The program edited; none for a new one. */
  program?: SettingsProgramFieldsFragment;
  /** Reads the program again after a stale save; null when it is gone. */
  onReload?: () => Promise<SettingsProgramFieldsFragment | null>;
}

const LIST = '/settings/programs';

/** Adding or editing a program (spec part 2 §3 Software): name and an http(s) download link. */
export function ProgramForm({ program, onReload }: Props) {
  const { t } = useTranslation('programs');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [version, setVersion] = useState(program?.version ?? 1);
  const [failure, setFailure] = useState<string | null>(null);
  const options = {
    context: { silentErrors: true },
    refetchQueries: [SettingsProgramsDocument],
  };
  const [create, { loading: creating }] = useMutation(CreateProgramDocument, options);
  const [update, { loading: updating }] = useMutation(UpdateProgramDocument, options);
  const form = useDomainForm<FormValues, TSoftwareInput>({
    schema: ZProgramForm,
    defaultValues: { name: program?.name ?? '', downloadURL: program?.downloadURL ?? '' },
  });
  const { register, formState, handleSubmit, reset } = form;
  const stale = useStaleVersion(onReload ?? (() => Promise.resolve(null)), (fresh) => {
    setVersion(fresh.version);
    reset({ name: fresh.name, downloadURL: fresh.downloadURL });
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      if (program) {
        await update({ variables: { softwareId: program.id, software: input, version } });
        enqueueSnackbar(t('messages.updated', { name: input.name }), { variant: 'success' });
      } else {
        await create({ variables: { newSoftware: input } });
        enqueueSnackbar(t('messages.created', { name: input.name }), { variant: 'success' });
      }
      void navigate(LIST);
    } catch (error) {
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error);
      if (unplaced === null) {
        const kind = classifyError(error);
        setFailure(`${t('messages.saveError')}${kind.kind === 'other' ? ` ${kind.message}` : ''}`);
      } else if (unplaced.length > 0) setFailure(unplaced.join(' '));
    }
  });
  const busy = creating || updating;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <StaleVersionAlert state={stale} />
          <FailureAlert message={failure} />
          <TextField
            {...register('name')}
            label={t('fields.name')}
            required
            autoFocus
            error={Boolean(formState.errors.name)}
            helperText={domainMessage(formState.errors.name?.message)}
          />
          <TextField
            {...register('downloadURL')}
            label={t('fields.downloadURL')}
            type="url"
            required
            error={Boolean(formState.errors.downloadURL)}
            helperText={
              domainMessage(formState.errors.downloadURL?.message) ?? t('help.downloadURL')
            }
          />
          <FormPageActions
            busy={busy}
            onCancel={() => void navigate(LIST)}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </Paper>
  );
}
