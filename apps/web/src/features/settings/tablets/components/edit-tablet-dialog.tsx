import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateTabletDocument } from '../../../../__generated__/graphql';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { FormDialogActions } from '../../../../shared/ui/form-dialog-actions';
import { serverFieldErrors } from '../forms/server-field-errors';
import {
  ZEditTabletForm,
  type TEditTabletForm,
  type TEditTabletFormInput,
} from '../forms/tablet-form-values';
import { useBranchOptions } from '../hooks/use-branch-options';
import type { SettingsTablet } from '../hooks/use-settings-tablets';
import { BranchField } from './branch-select';

interface Props {
  tablet: SettingsTablet;
  onClose: () => void;
}

const FIELDS = ['name', 'branchId', 'active'] as const;

/** Edits a tablet: name, branch, active; the device's tabletId is shown, never sent (part 2 §5). */
export function EditTabletDialog({ tablet, onClose }: Props) {
  const { t } = useTranslation('tablets');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const activeHelpId = useId();
  const current = useMemo(
    () => ({ id: tablet.branch.id, name: tablet.branch.name }),
    [tablet.branch.id, tablet.branch.name],
  );
  const branches = useBranchOptions(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UpdateTabletDocument, { context: { silentErrors: true } });
  const form = useForm<TEditTabletFormInput, unknown, TEditTabletForm>({
    resolver: zodResolver(ZEditTabletForm),
    mode: 'onBlur',
    defaultValues: { name: tablet.name, branchId: tablet.branchId, active: tablet.active },
  });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await update({ variables: { id: tablet.id, input } });
      enqueueSnackbar(t('messages.updated'), { variant: 'success' });
      onClose();
    } catch (error) {
      const unplaced: string[] = [];
      for (const { field, message } of serverFieldErrors(error)) {
        const known = FIELDS.find((name) => name === field);
        if (known) form.setError(known, { message });
        else unplaced.push(message);
      }
      setFailure([t('messages.updateError'), ...unplaced].join(' '));
    }
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('edit.title', { name: tablet.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              {...form.register('name')}
              label={t('fields.name')}
              required
              fullWidth
              autoFocus
              error={Boolean(errors.name)}
              helperText={domainMessage(errors.name?.message) ?? ' '}
            />
            <TextField
              label={t('fields.tabletId')}
              value={tablet.tabletId}
              fullWidth
              disabled
              helperText={t('fields.tabletIdReadOnly')}
            />
            <BranchField control={form.control} options={branches} />
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    control={
                      <Switch
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        slotProps={{ input: { 'aria-describedby': activeHelpId } }}
                      />
                    }
                    label={t('fields.active')}
                  />
                  <FormHelperText id={activeHelpId}>{t('fields.activeHelp')}</FormHelperText>
                </div>
              )}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          busy={isSubmitting}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
        />
      </form>
    </Dialog>
  );
}
