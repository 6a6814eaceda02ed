import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { DoctorViewFieldsFragment } from '../../../../__generated__/doctors/graphql';
import { formatDate, formatDateTime } from '../../../../shared/format/dates';
import { Field, FieldList, ViewCard } from './field-list';

/**
 * The portal account (spec part 2 §3 Doctor user, §4 Doctor account): login, roles, whether it
 * may sign in, the last sign-in; the record's registration date with or without one.
 */
export function DoctorAccountCard({ doctor }: { doctor: DoctorViewFieldsFragment }) {
  const { t, i18n } = useTranslation(['doctorView', 'shell']);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { user } = doctor;
  const registered = (
    <Field label={t('account.registrationDate')}>{formatDate(doctor.createdAt, lang)}</Field>
  );
  if (!user) {
    return (
      <ViewCard title={t('account.title')}>
        <FieldList>
          <Field label={t('account.login')}>{t('account.none')}</Field>
          {registered}
        </FieldList>
      </ViewCard>
    );
  }
  return (
    <ViewCard title={t('account.title')}>
      <FieldList>
        <Field label={t('account.login')}>{user.login}</Field>
        <Field label={t('account.roles')}>
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
            {user.roles.map((role) => (
              <Chip key={role} size="small" component="span" label={t(`shell:role.${role}`)} />
            ))}
          </Stack>
        </Field>
        <Field label={t('account.state')}>
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
            <Chip
              size="small"
              component="span"
              color={user.active ? 'success' : 'default'}
              label={t(user.active ? 'account.active' : 'account.inactive')}
            />
            {!user.verifiedAt && (
              <Chip
                size="small"
                component="span"
                color="warning"
                variant="outlined"
                label={t('account.awaitingVerification')}
              />
            )}
            {!user.emailConfirmed && (
              <Chip
                size="small"
                component="span"
                variant="outlined"
                label={t('account.emailUnconfirmed')}
              />
            )}
          </Stack>
        </Field>
        <Field label={t('account.lastLogin')}>
          {user.lastLoginDate ? formatDateTime(user.lastLoginDate, lang) : t('account.never')}
        </Field>
        {registered}
      </FieldList>
    </ViewCard>
  );
}
