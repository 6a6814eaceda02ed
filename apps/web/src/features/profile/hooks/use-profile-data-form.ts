import { useMutation } from '@apollo/client/react';
import { ZOwnProfileInput, type TUserInput } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UpdateProfileDataDocument,
  type ProfileDataFieldsFragment,
} from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../shared/hooks/use-stale-version';
import { formFailure } from '../components/form-failure';
import { editableFields, profileUpdateInput } from '../forms/profile-data-values';
import { userToForm, type UserFormValues } from '../../../shared/users/user-form-values';

/**
 * The 'Dane profilu' form's state and saving: updateUser of one's own account with the version
 * read; a stale save keeps the input and offers to reload.
 */
export function useProfileDataForm(
  profile: ProfileDataFieldsFragment,
  reload: () => Promise<ProfileDataFieldsFragment | null>,
) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  // The record the form edits: its version and the fields sent back unchanged.
  const [base, setBase] = useState(profile);
  const [failure, setFailure] = useState<string | null>(null);
  const shown: readonly string[] = editableFields(base);
  const form = useDomainForm<UserFormValues, TUserInput>({
    schema: ZOwnProfileInput as never,
    defaultValues: userToForm(profile),
    // A phone number's issue belongs to the list; one of a field not shown is said above.
    fieldOf: (path) => {
      const field = path.split('.')[0] ?? '';
      return shown.includes(field) ? field : '';
    },
  });
  const adopt = (fresh: ProfileDataFieldsFragment) => {
    setBase(fresh);
    form.reset(userToForm(fresh));
  };
  const stale = useStaleVersion(reload, adopt);
  const [update, updated] = useMutation(UpdateProfileDataDocument, {
    context: { silentErrors: true },
  });

  const save = async (input: TUserInput) => {
    setFailure(null);
    try {
      const { data } = await update({
        variables: { id: base.id, user: profileUpdateInput(input, base), version: base.version },
      });
      if (data) adopt(data.updateUser);
    } catch (error) {
      if (!stale.catchStale(error)) setFailure(formFailure(error, form.showServerErrors));
      return;
    }
    enqueueSnackbar(t('data.saved'), { variant: 'success' });
  };

  return { form, shown, failure, stale, save, busy: updated.loading };
}
