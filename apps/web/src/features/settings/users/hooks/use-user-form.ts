import { useMutation } from '@apollo/client/react';
import { ZUserInput, type Role, type TUserInput } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CreateOfficeUserDocument,
  CreateUserDocument,
  SettingsUsersDocument,
  UpdateUserDocument,
  type SettingsUserFormFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import {
  EMPTY_USER_FORM,
  newOfficeUserInput,
  newUserInput,
  officeRoleOf,
  userUpdateInput,
} from '../forms/user-form-values';
import { userToForm, type UserFormValues } from '../../../../shared/users/user-form-values';

export const USERS_LIST_PATH = '/settings/users';

/**
 * The user form's state and saving: createUser, createOfficeUser for a facility role, or
 * updateUser with the version read (a stale save keeps the input and offers to reload).
 */
export function useUserForm(
  user: SettingsUserFormFragment | null,
  reload: () => Promise<SettingsUserFormFragment | null>,
) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [version, setVersion] = useState(user?.version ?? 0);
  const [heldRoles, setHeldRoles] = useState<Role[]>(user?.roles ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useDomainForm<UserFormValues, TUserInput>({
    schema: ZUserInput as never,
    defaultValues: user ? userToForm(user) : EMPTY_USER_FORM,
  });
  const stale = useStaleVersion(reload, (fresh) => {
    setVersion(fresh.version);
    setHeldRoles(fresh.roles);
  });
  const options = { context: { silentErrors: true }, refetchQueries: [SettingsUsersDocument] };
  const [create, created] = useMutation(CreateUserDocument, options);
  const [createOffice, createdOffice] = useMutation(CreateOfficeUserDocument, options);
  const [update, updated] = useMutation(UpdateUserDocument, options);

  const save = async (input: TUserInput) => {
    setFailure(null);
    try {
      const role = officeRoleOf(input.roles);
      if (user) {
        await update({ variables: { id: user.id, user: userUpdateInput(input), version } });
      } else if (role) {
        await createOffice({ variables: { userData: newOfficeUserInput(input), role } });
      } else {
        await create({ variables: { userData: newUserInput(input), roles: input.roles } });
      }
      enqueueSnackbar(t(user ? 'messages.saved' : 'messages.created'), { variant: 'success' });
      void navigate(USERS_LIST_PATH);
    } catch (error) {
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error);
      if (unplaced !== null) {
        setFailure(unplaced.length > 0 ? unplaced.join(' ') : null);
        return;
      }
      const kind = classifyError(error);
      setFailure(kind.kind === 'other' ? kind.message : t('messages.saveError'));
    }
  };

  return {
    form,
    version,
    heldRoles,
    failure,
    stale,
    save,
    busy: created.loading || createdOffice.loading || updated.loading,
    cancel: () => void navigate(USERS_LIST_PATH),
    /**
     * The version an action beside the form brought (the verification: one step, no field the
     * form holds). Taken on only when it follows the version read: a change by someone else in
     * between still makes the save stale.
     */
    adoptVersion: (next: number) =>
      setVersion((current) => (current === next - 1 ? next : current)),
  };
}
