import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileTwoStepDocument } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/load-error';
import { RecoveryCodesPanel } from '../../../shared/ui/recovery-codes-panel';
import { TwoStepEnrolment } from './two-step-enrolment';
import { TwoStepPasswordForm, type PasswordStep } from './two-step-password-form';

/** What the card shows below its status. */
type Mode =
  | { kind: 'idle' }
  | { kind: 'enrolling' }
  | { kind: 'password'; step: PasswordStep }
  | { kind: 'codes'; codes: string[] };

/**
 * 'Weryfikacja dwuetapowa' (issue 19 §4, ADR 0046): whether signing in takes a code of an
 * authenticator app, turning it on (QR code, first code, recovery codes shown once), new
 * recovery codes and turning it off (both with the current password; off not offered where the
 * roles require it).
 */
export function TwoStepCard() {
  const { t } = useTranslation('mfa');
  const { data, error, refetch } = useQuery(ProfileTwoStepDocument);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const account = data?.currentUser;
  const idle = () => setMode({ kind: 'idle' });

  let body;
  if (!account) {
    body = error ? <LoadError message={t('profile.loadFailed')} onRetry={refetch} /> : null;
  } else if (mode.kind === 'enrolling') {
    body = (
      <TwoStepEnrolment onCancel={idle} onEnabled={(codes) => setMode({ kind: 'codes', codes })} />
    );
  } else if (mode.kind === 'password') {
    body = (
      <TwoStepPasswordForm
        step={mode.step}
        onCancel={idle}
        onDone={(codes) => setMode(codes ? { kind: 'codes', codes } : { kind: 'idle' })}
      />
    );
  } else if (mode.kind === 'codes') {
    body = (
      <Stack spacing={2}>
        <RecoveryCodesPanel codes={mode.codes} />
        <Button variant="contained" onClick={idle} sx={{ alignSelf: 'flex-start' }}>
          {t('profile.done')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {account.mfaRequired && account.mfaEnabled && (
          <Typography color="text.secondary">{t('profile.requiredNote')}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {account.mfaEnabled ? (
            <>
              <Button
                variant="outlined"
                onClick={() => setMode({ kind: 'password', step: 'regenerate' })}
              >
                {t('profile.regenerate')}
              </Button>
              {!account.mfaRequired && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setMode({ kind: 'password', step: 'disable' })}
                >
                  {t('profile.disable')}
                </Button>
              )}
            </>
          ) : (
            <Button variant="contained" onClick={() => setMode({ kind: 'enrolling' })}>
              {t('profile.enable')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby="two-step-title">
      <CardHeader
        title={t('title')}
        slotProps={{ title: { component: 'h2', id: 'two-step-title' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('profile.intro')}</Typography>
          {account && <TwoStepStatus enabled={account.mfaEnabled} required={account.mfaRequired} />}
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The state in words: on, off, or required for the role and not set up yet. */
function TwoStepStatus({ enabled, required }: { enabled: boolean; required: boolean }) {
  const { t } = useTranslation('mfa');
  if (enabled)
    return <Chip color="success" label={t('profile.stateOn')} sx={{ alignSelf: 'flex-start' }} />;
  if (required)
    return (
      <Typography color="warning.main" sx={{ fontWeight: 500 }}>
        {t('profile.stateRequired')}
      </Typography>
    );
  return <Chip label={t('profile.stateOff')} sx={{ alignSelf: 'flex-start' }} />;
}
