import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddReferralDocument,
  UpdateReferralDocument,
  type ReferralFieldsFragment,
} from '../../../../__generated__/graphql';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import type { IssuerOption } from '../issuer-picker';
import { IssuerSection } from './issuer-section';
import { formLock, issuerProblem, type IssuerState } from './issuer-state';
import { MediaTypesField } from './media-types-field';
import { PatientSection } from './patient-section';
import { ReferralDetailsFields } from './referral-details-fields';
import { referralFormResolver } from './referral-form-resolver';
import {
  formFieldOf,
  referralFormValues,
  referralInput,
  type ReferralFormMode,
  type ReferralFormValues,
} from './referral-form-values';
import { StudyTypesField, type ReferralStudyTypeOption } from './study-types-field';

export interface ReferralIssuing {
  /** The desk picks the issuer (`referrals.pickIssuer`). */
  pick: boolean;
  /** Otherwise the fixed issuer: the caller's own profile, or the edited referral's issuer. */
  fixed: IssuerOption | null;
  /** The fixed issuer is the caller (the stamp banner links to their profile). */
  own: boolean;
}

interface Props {
  /** The referral edited; none when issuing a new one. */
  referral?: ReferralFieldsFragment;
  initialValues: ReferralFormValues;
  studyTypes: readonly ReferralStudyTypeOption[];
  issuing: ReferralIssuing;
  /** The app config's Pendrive price; null while unknown. */
  pendrivePrice: string | null;
  /** Reads the referral again (a stale save's 'Odśwież'). */
  reload?: () => Promise<ReferralFieldsFragment | null>;
  onSaved: (referral: ReferralFieldsFragment) => void;
  onCancel: () => void;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The referral form (spec part 2 §2 "Form", §5 "Referral form"): patient, issuer, study types
 * with remarks and subtypes, media, the description request, purpose and remarks, and the booking
 * link. Validated with the schema the server parses the save with; an edit sends the version it
 * edits. An issuer without a stamp (or a caller without a doctor profile) locks the form.
 */
export function ReferralForm({
  referral,
  initialValues,
  studyTypes,
  issuing,
  pendrivePrice,
  reload,
  onSaved,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const domainMessage = useDomainMessage();
  const ids = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [version, setVersion] = useState(referral?.version);
  const mode = useMemo(
    (): ReferralFormMode =>
      version === undefined ? { kind: 'create' } : { kind: 'edit', version },
    [version],
  );
  const creating = mode.kind === 'create';
  const resolver = useMemo(
    () => referralFormResolver({ mode, pickIssuer: issuing.pick, lang }),
    [mode, issuing.pick, lang],
  );
  const form = useDomainForm<ReferralFormValues>({
    resolver,
    defaultValues: initialValues,
    fieldOf: formFieldOf,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const [addReferral] = useMutation(AddReferralDocument);
  const [updateReferral] = useMutation(UpdateReferralDocument);
  const stale = useStaleVersion(
    async () => (reload ? reload() : null),
    (fresh) => {
      setVersion(fresh.version);
      form.reset(referralFormValues(fresh));
    },
  );

  const picked = useWatch({ control: form.control, name: 'issuer' });
  const issuerState: IssuerState = issuing.pick
    ? { kind: 'picked', issuer: picked }
    : issuing.fixed
      ? { kind: 'own', issuer: issuing.fixed }
      : { kind: 'noProfile' };
  const lock = formLock(issuerProblem(issuerState));
  const locked = lock !== 'none';
  const issued = useMemo(
    () =>
      new Set(
        (referral?.referalToStudyTypes ?? [])
          .filter((entry) => entry.issued)
          .map((entry) => entry.studyType.id),
      ),
    [referral],
  );

  const save = form.handleSubmit(async (values) => {
    if (locked) return;
    const input = referralInput(values, { creating, pickIssuer: issuing.pick });
    try {
      const saved =
        mode.kind === 'edit'
          ? (
              await updateReferral({
                variables: { id: referral!.id, referal: input, version: mode.version },
              })
            ).data?.updateReferal
          : (await addReferral({ variables: { newReferal: input } })).data?.addReferal;
      if (!saved) return;
      setVersion(saved.version);
      form.reset(referralFormValues(saved));
      enqueueSnackbar(t(creating ? 'form.added' : 'form.saved'), { variant: 'success' });
      guard.markSaved();
      onSaved(saved);
    } catch (error) {
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error);
      for (const message of unplaced ?? []) enqueueSnackbar(message, { variant: 'error' });
    }
  });

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label={t(creating ? 'form.titleNew' : 'form.titleEdit')}
        sx={{ p: 3 }}
      >
        <StaleVersionAlert state={stale} sx={{ mb: 3 }} />
        <Stack spacing={3} divider={<Divider flexItem />}>
          <Section title={t('form.sections.issuer')} id={`${ids}-issuer`}>
            <IssuerSection
              state={issuerState}
              disabled={lock === 'all' || isSubmitting}
              ownProfile={issuing.own}
            />
          </Section>
          <Section title={t('form.sections.patient')} id={`${ids}-patient`}>
            <PatientSection
              creating={creating}
              disabled={locked || isSubmitting}
              labelledBy={`${ids}-patient`}
            />
          </Section>
          <Section title={t('form.sections.studyTypes')} id={`${ids}-types`}>
            <StudyTypesField
              studyTypes={studyTypes}
              issued={issued}
              disabled={locked || isSubmitting}
            />
          </Section>
          <Section title={t('form.sections.media')} id={`${ids}-media`}>
            <MediaTypesField pendrivePrice={pendrivePrice} disabled={locked || isSubmitting} />
          </Section>
          <Section title={t('form.sections.details')} id={`${ids}-details`}>
            <ReferralDetailsFields disabled={locked || isSubmitting} />
          </Section>
        </Stack>
        {errors.root && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {domainMessage(errors.root.message)}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </Button>
          {/* A locked form cannot be sent: the banner above says why. */}
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || locked}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(creating ? 'form.issue' : 'form.save')}
          </Button>
        </Stack>
      </Paper>
      <UnsavedChangesDialog guard={guard} />
    </FormProvider>
  );
}
