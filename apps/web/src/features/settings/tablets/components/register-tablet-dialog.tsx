import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RegisterTabletDocument,
  SettingsTabletsDocument,
  type RegisterTabletMutation,
} from '../../../../__generated__/graphql';
import { useSession } from '../../../../shared/auth/use-session';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import {
  ZRegisterTabletForm,
  type TRegisterTabletForm,
  type TRegisterTabletFormInput,
} from '../forms/tablet-form-values';
import { useBranchOptions } from '../hooks/use-branch-options';
import { BranchField } from './branch-select';
import { TabletFormDialog } from './tablet-form-dialog';

export type TabletRegistration = RegisterTabletMutation['registerTablet'];

interface Props {
  open: boolean;
  onClose: () => void;
  onRegistered: (registration: TabletRegistration) => void;
}

/** Registers a tablet (spec part 2 §5 "Tablet": name, tabletId, branch). */
export function RegisterTabletDialog({ open, onClose, onRegistered }: Props) {
  const { t } = useTranslation('tablets');
  const domainMessage = useDomainMessage();
  const branches = useBranchOptions();
  // The branch the admin works in now is the likeliest home of the tablet in their hand.
  const currentBranch = useSession()?.currentBranch;
  const defaultBranchId =
    branches.find((branch) => branch.id === currentBranch)?.id ??
    (branches.length === 1 ? branches[0]!.id : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [register] = useMutation(RegisterTabletDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsTabletsDocument],
  });
  const form = useDomainForm<TRegisterTabletFormInput, TRegisterTabletForm>({
    schema: ZRegisterTabletForm,
    defaultValues: {
      name: '',
      tabletId: '',
      branchId: defaultBranchId,
    },
  });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const close = () => {
    if (isSubmitting) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (newTablet) => {
    setFailure(null);
    try {
      const { data } = await register({ variables: { newTablet } });
      if (!data) throw new Error('no data');
      form.reset();
      onRegistered(data.registerTablet);
    } catch (error) {
      const unplaced = form.showServerErrors(error) ?? [];
      setFailure([t('messages.addError'), ...unplaced].join(' '));
    }
  });

  return (
    <TabletFormDialog
      open={open}
      title={t('register.title')}
      submitLabel={t('register.submit')}
      busy={isSubmitting}
      onSubmit={submit}
      onClose={close}
      failure={failure}
      name={form.register('name')}
      nameError={domainMessage(errors.name?.message)}
      nameHelp={t('fields.nameHelp')}
    >
      <TextField
        {...form.register('tabletId')}
        label={t('fields.tabletId')}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(errors.tabletId)}
        helperText={domainMessage(errors.tabletId?.message) ?? t('fields.tabletIdHelp')}
      />
      <BranchField control={form.control} options={branches} />
    </TabletFormDialog>
  );
}
