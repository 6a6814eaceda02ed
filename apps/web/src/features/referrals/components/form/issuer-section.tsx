import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { IssuerPicker } from '../issuer-picker';
import { doctorName } from '../../../../shared/format/doctor-name';
import { issuerProblem, type IssuerState } from './issuer-state';
import type { ReferralFormValues } from './referral-form-values';

interface Props {
  state: IssuerState;
  /** The whole form is locked (the caller cannot issue): the picker too. */
  disabled: boolean;
  /** The fixed issuer is the caller: the banner links to their profile page. */
  ownProfile: boolean;
}

/**
 * The issuing doctor: picked by the desk, else fixed and named (spec part 2 §5, §6). The stamp
 * banner says why the form is locked and where the stamp is set.
 */
export function IssuerSection({ state, disabled, ownProfile }: Props) {
  const { t } = useTranslation('referrals');
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<ReferralFormValues>();
  const problem = issuerProblem(state);

  return (
    <Stack spacing={2}>
      {problem === 'noProfile' && (
        <Alert severity="error" role="alert">
          {t('form.stamp.noProfile')}
        </Alert>
      )}
      {problem === 'ownStamp' && (
        <Alert severity="error" role="alert">
          {ownProfile ? t('form.stamp.own') : t('form.stamp.issuer')}
          {ownProfile && (
            <>
              {' '}
              <Link component={RouterLink} to="/profile" color="inherit" fontWeight="bold">
                {t('form.stamp.profileLink')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {problem === 'pickedStamp' && state.kind === 'picked' && state.issuer && (
        <Alert severity="error" role="alert">
          {t('form.stamp.picked', { name: doctorName(state.issuer) })}
        </Alert>
      )}
      {state.kind === 'picked' ? (
        <Controller
          control={control}
          name="issuer"
          render={({ field, fieldState }) => (
            <IssuerPicker
              label={t('form.issuer')}
              required
              showStamp
              disabled={disabled}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      ) : state.kind === 'own' ? (
        <Typography>
          {t('form.issuedBy')} <strong>{doctorName(state.issuer)}</strong>
        </Typography>
      ) : null}
    </Stack>
  );
}
