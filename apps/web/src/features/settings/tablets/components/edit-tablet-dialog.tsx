import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateTabletDocument } from '../../../../__generated__/graphql';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import {
  ZEditTabletForm,
  type TEditTabletForm,
  type TEditTabletFormInput,
} from '../forms/tablet-form-values';
import { useBranchOptions } from '../hooks/use-branch-options';
import type { SettingsTablet } from '../hooks/use-settings-tablets';
import { BranchField } from './branch-select';
import { TabletFormDialog } from './tablet-form-dialog';

interface Props {
  /** The tablet as the list showed it when the dialog opened: its version is the one edited. */
  tablet: SettingsTablet;
  /** Reads the tablet again after a save was refused as stale (ADR 0021). */
  onReload: () => Promise<SettingsTablet | null>;
  onClose: () => void;
}

const formValues = (tablet: SettingsTablet): TEditTabletFormInput => ({
  name: tablet.name,
  branchId: tablet.branchId,
  active: tablet.active,
});

/** Edits a tablet: name, branch, active; the device's tabletId is shown, never sent (part 2 §5). */
export function EditTabletDialog({ tablet, onReload, onClose }: Props) {
  const { t } = useTranslation('tablets');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const activeHelpId = useId();
  const current = useMemo(
    () => ({ id: tablet.branch.id, name: tablet.branch.name }),
    [tablet.branch.id, tablet.branch.name],
  );
  const branches = useBranchOptions(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UpdateTabletDocument, { context: { silentErrors: true } });
  const form = useDomainForm<TEditTabletFormInput, TEditTabletForm>({
    schema: ZEditTabletForm,
    defaultValues: formValues(tablet),
  });
  // The version the form holds: the one it opened with until the user reloads after a refusal.
  const [version, setVersion] = useState(tablet.version);
  const stale = useStaleVersion(onReload, (fresh) => {
    setVersion(fresh.version);
    form.reset(formValues(fresh));
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
      await update({ variables: { id: tablet.id, input, version } });
      enqueueSnackbar(t('messages.updated'), { variant: 'success' });
      onClose();
    } catch (error) {
      // Someone saved this tablet meanwhile: the input stays, the alert offers to reload.
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error) ?? [];
      setFailure([t('messages.updateError'), ...unplaced].join(' '));
    }
  });

  return (
    <TabletFormDialog
      open
      title={t('edit.title', { name: tablet.name })}
      submitLabel={t('save')}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={close}
      failure={failure}
      notice={<StaleVersionAlert state={stale} />}
      name={form.register('name')}
      nameError={domainMessage(errors.name?.message)}
      nameHelp=" "
    >
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
    </TabletFormDialog>
  );
}
