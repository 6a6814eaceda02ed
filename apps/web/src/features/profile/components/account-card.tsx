import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type CurrentUser } from '../../../shared/auth/use-current-user';
import { formatDateTime } from '../../../shared/format/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Who the signed-in user is: login, name, roles, branches, last sign-in. */
export function AccountCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(['profile', 'shell']);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return (
    <Card>
      <CardHeader title={t('profile:account')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Field label={t('profile:login')}>{user.login}</Field>
          <Field label={t(user.contact.companyName ? 'profile:company' : 'profile:name')}>
            {displayName(user)}
          </Field>
          <Field label={t('profile:roles')}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap component="span">
              {user.roles.map((role) => (
                <Chip key={role} label={t(`shell:role.${role}`)} size="small" component="span" />
              ))}
            </Stack>
          </Field>
          <Field label={t('profile:branches')}>
            {user.branches.length > 0
              ? user.branches.map((branch) => branch.name).join(', ')
              : t('profile:noBranches')}
          </Field>
          <Field label={t('profile:lastLogin')}>
            {user.lastLoginDate ? formatDateTime(user.lastLoginDate, lang) : t('profile:never')}
          </Field>
        </Stack>
      </CardContent>
    </Card>
  );
}
