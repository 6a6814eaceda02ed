import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserForm } from '../components/user-form';
import { useUserForm } from '../hooks/use-user-form';

const nothingToReload = () => Promise.resolve(null);

/** /settings/users/add: a new account; it gets a mail with a link to set its password. */
export function UserAddPage() {
  const { t } = useTranslation('users');
  const state = useUserForm(null, nothingToReload);
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, pb: 4 }}>
      <Typography variant="h4" component="h1">
        {t('addTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('addIntro')}</Typography>
      <UserForm
        form={state.form}
        adding
        heldRoles={[]}
        busy={state.busy}
        failure={state.failure}
        onSubmit={state.save}
        onCancel={state.cancel}
      />
    </Stack>
  );
}
