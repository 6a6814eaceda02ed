import { useMutation } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { UpdatePreferencesDocument } from '../../../__generated__/graphql';
import type { CurrentUser } from '../../../shared/auth/use-current-user';
import { CookieSettingsLink } from '../../../shared/cookies/cookie-settings-link';

/** E-mail notification preference (spec part 1 §7 `updatePreferences(mailNotifications)`). */
export function PreferencesCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const [update, { loading }] = useMutation(UpdatePreferencesDocument);

  const toggle = async (mailNotifications: boolean) => {
    const { data } = await update({ variables: { newPreferences: { mailNotifications } } });
    if (data) enqueueSnackbar(t('preferencesSaved'), { variant: 'success' });
  };

  return (
    <Card>
      <CardHeader title={t('preferences')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <FormControlLabel
          control={
            <Switch
              checked={user.preferences.mailNotifications}
              disabled={loading}
              onChange={(event) => void toggle(event.target.checked).catch(() => undefined)}
            />
          }
          label={t('mailNotifications')}
        />
        <FormHelperText sx={{ mb: 2 }}>{t('mailNotificationsHelp')}</FormHelperText>
        <CookieSettingsLink />
      </CardContent>
    </Card>
  );
}
