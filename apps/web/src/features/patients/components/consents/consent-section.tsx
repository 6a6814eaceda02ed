import { useMutation } from '@apollo/client/react';
import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { consentQuestions, warsawToday, type GuardianBasis } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RequestPatientConsentDocument,
  type PatientFieldsFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useCurrentUser } from '../../../../shared/auth/use-current-user';
import { useSession } from '../../../../shared/auth/use-session';
import { useConsentTablets } from '../../hooks/use-consent-tablets';
import { canRequestConsent, hasValidEmail, noTabletOnline } from './consent-request-rules';
import { GuardianFields } from './guardian-fields';
import { TabletSelect } from './tablet-select';
import { LoadError } from '../../../../shared/ui/load-error';

interface Props {
  /** Null while the patient is not saved yet: a request needs a patient on the server. */
  patient: PatientFieldsFragment | null;
}

/**
 * 'Request consent on tablet' (spec part 1 §2, §4): pick a branch's tablet (current branch
 * first), for a minor the guardian's name and basis, and send the form to the tablet.
 */
export function ConsentSection({ patient }: Props) {
  const { t } = useTranslation('patients');
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const { user } = useCurrentUser();
  const branches = user?.branches ?? [];
  const [branchId, setBranchId] = useState<string | null>(session?.currentBranch ?? null);
  const effectiveBranch = branchId ?? branches[0]?.id ?? null;
  const { tablets, loaded, error, refetch } = useConsentTablets(effectiveBranch);
  const [tabletId, setTabletId] = useState('');
  const [guardianName, setGuardianName] = useState('');
  const [guardianBasis, setGuardianBasis] = useState<GuardianBasis | ''>('');
  const [send, { loading: sending }] = useMutation(RequestPatientConsentDocument);

  const minor = patient ? consentQuestions(patient.contact, warsawToday()).minor : false;
  const tablet = tablets.find((candidate) => candidate.id === tabletId) ?? null;
  const enabled =
    !sending &&
    canRequestConsent({
      patientId: patient?.id ?? null,
      tabletId: tablet?.id ?? null,
      minor,
      guardianName,
      guardianBasis,
    });

  const request = async () => {
    if (!patient || !tablet) return;
    try {
      await send({
        variables: {
          tabletId: tablet.id,
          patientId: patient.id,
          parentName: minor ? guardianName.trim() : null,
          parentType: minor && guardianBasis ? guardianBasis : null,
        },
        context: { silentErrors: true },
      });
    } catch (failure) {
      const kind = classifyError(failure);
      const detail =
        kind.kind === 'other'
          ? kind.message
          : kind.kind === 'validation'
            ? kind.messages.join(' ')
            : '';
      enqueueSnackbar([t('consentRequest.failed'), detail].filter(Boolean).join(' '), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(t('consentRequest.sent', { name: tablet.name }), { variant: 'success' });
  };

  return (
    <Stack spacing={2}>
      {!patient && <Alert severity="info">{t('consentRequest.saveFirst')}</Alert>}
      {patient && !hasValidEmail(patient.contact.emailAddresses) && (
        <Alert severity="warning">{t('consentRequest.noEmail')}</Alert>
      )}
      {error && !loaded && (
        <LoadError message={t('consentRequest.tabletsFailed')} onRetry={refetch} />
      )}
      {loaded && tablets.length === 0 && (
        <Alert severity="warning">{t('consentRequest.noTablets')}</Alert>
      )}
      {loaded && tablets.length > 0 && noTabletOnline(tablets.map((item) => item.status)) && (
        <Alert severity="warning">{t('consentRequest.noneOnline')}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {branches.length > 1 && (
          <TextField
            select
            label={t('consentRequest.branch')}
            value={effectiveBranch ?? ''}
            onChange={(event) => {
              setBranchId(event.target.value);
              setTabletId('');
            }}
            sx={{ minWidth: 220 }}
          >
            {branches.map((branch) => (
              <MenuItem key={branch.id} value={branch.id}>
                {branch.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TabletSelect tablets={tablets} value={tabletId} onChange={setTabletId} />
      </Stack>
      {minor && (
        <GuardianFields
          name={guardianName}
          basis={guardianBasis}
          onNameChange={setGuardianName}
          onBasisChange={setGuardianBasis}
        />
      )}
      <Button
        variant="contained"
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <TabletAndroidIcon />}
        disabled={!enabled}
        onClick={() => void request()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('consentRequest.send')}
      </Button>
    </Stack>
  );
}
