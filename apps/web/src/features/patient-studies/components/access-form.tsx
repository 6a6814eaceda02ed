import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/domain';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import {
  OpenPatientStudiesDocument,
  SendStudiesLinkDocument,
} from '../../../__generated__/patient-studies/graphql';
import { errorCode } from '../../../shared/api/classify-error';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LightTextField } from '../../../shared/ui/light-text-field';
import type { AccessProblems, AccessValues } from '../access-problems';
import { failureMessage } from '../../../shared/api/failure-message';
import { fieldRefusals, type AccessField } from '../failure-message';
import type { PatientStudiesData } from '../hooks/use-patient-studies';

/** The proof-of-work widget of the sign-in page, fetched with its runtime only when shown. */
const LoginChallenge = lazy(() => import('../../../shared/bot-protection/proof-of-work-challenge'));
// Loaded when asked for, as on the sign-in page.
const TermsDialog = lazy(() =>
  import('../../../shared/terms/terms-dialog').then((module) => ({
    default: module.TermsDialog,
  })),
);
/** The checks with the domain's schemas: zod comes with them, on the first touch of the form. */
const loadChecks = () => import('../access-problems');

const LINK_REFUSALS: readonly string[] = [
  ERROR_CODES.LINK_INVALID,
  ERROR_CODES.LINK_EXPIRED,
  ERROR_CODES.LINK_REVOKED,
];

const FIELD_IDS: Record<AccessField, string> = {
  ssn: 'ssn-field',
  email: 'email-field',
  acceptTerms: 'accept-terms-field',
  proofOfWork: 'proof-of-work',
};

interface Props {
  /** The mailed link's token: then only the number and the terms are asked for. */
  token: string | null;
  /** The link was opened: the studies, and this browser's session cookie. */
  onOpened: (data: PatientStudiesData) => void;
  /** A link was asked for (whatever the server knows, the same answer). */
  onSent: () => void;
  /** The link itself was refused (invalid, expired, revoked): the page says what next. */
  onLinkRefused: (error: unknown) => void;
}

/**
 * The patient access page's form (spec part 1 §5 "Patient access page"): PESEL or document
 * number, the e-mail address only without a token, the terms, and without a token the proof of
 * work. Each field is checked when left, all of them on submit, with the schemas the server
 * applies; the server's refusals are shown at their fields.
 */
export function AccessForm({ token, onOpened, onSent, onLinkRefused }: Props) {
  const { t, lang, domainMessage } = useText('patientStudies');
  const [values, setValues] = useState<AccessValues>({
    ssn: '',
    email: '',
    acceptTerms: false,
    proofOfWork: null,
  });
  const [problems, setProblems] = useState<AccessProblems>({});
  /** The server's refusals by field, already in words. */
  const [refusals, setRefusals] = useState<Partial<Record<AccessField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  /** Each sent request spends the solution: a new round asks for a new challenge. */
  const [challengeRound, setChallengeRound] = useState(0);
  /**
   * The proof of work starts with the first touch of the form, not with the page: its widget and
   * workers stay off a phone's first load, and it is solved while the patient types.
   */
  const [engaged, setEngaged] = useState(false);

  const change = <F extends keyof AccessValues>(field: F, value: AccessValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as the field changes; leaving it checks again.
    setProblems((current) => ({ ...current, [field]: undefined }));
    setRefusals((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks one field when it is left (spec: validation on blur). */
  const checkField = async (field: AccessField, checked: AccessValues) => {
    const { accessProblems } = await loadChecks();
    const found = accessProblems(checked, token)[field];
    startTransition(() => setProblems((current) => ({ ...current, [field]: found })));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    setRefusals({});
    let sent = false;
    try {
      const { accessProblems } = await loadChecks();
      const found = accessProblems(values, token);
      // A transition: the domain's messages may still be on their way; the form stays meanwhile.
      startTransition(() => setProblems(found));
      const first = (Object.keys(FIELD_IDS) as AccessField[]).find((field) => found[field]);
      if (first) {
        document.getElementById(FIELD_IDS[first])?.focus();
        return;
      }
      sent = true;
      if (token) {
        const data = await graphqlRequest(
          OpenPatientStudiesDocument,
          { token, ssn: values.ssn, acceptTerms: values.acceptTerms },
          { lang },
        );
        onOpened(data.openPatientStudies);
      } else {
        await graphqlRequest(
          SendStudiesLinkDocument,
          {
            ssn: values.ssn,
            email: values.email,
            acceptTerms: values.acceptTerms,
            proofOfWork: values.proofOfWork ?? '',
          },
          { lang },
        );
        onSent();
      }
    } catch (error) {
      if (token && LINK_REFUSALS.includes(errorCode(error) ?? '')) {
        onLinkRefused(error);
        return;
      }
      const byField = fieldRefusals(error);
      if (byField) {
        setRefusals(byField);
        const first = (Object.keys(FIELD_IDS) as AccessField[]).find((field) => byField[field]);
        if (first) document.getElementById(FIELD_IDS[first])?.focus();
      } else {
        setFailure(failureMessage(error, t));
      }
    } finally {
      if (sent && !token) {
        // A solution is accepted once: the next attempt needs a fresh one.
        setValues((current) => ({ ...current, proofOfWork: null }));
        setChallengeRound((round) => round + 1);
      }
      setSubmitting(false);
    }
  };

  const solved = useCallback((payload: string | null) => {
    setValues((current) => ({ ...current, proofOfWork: payload }));
    if (payload) setProblems((current) => ({ ...current, proofOfWork: undefined }));
  }, []);

  const messageOf = (field: AccessField): string | undefined => {
    const refusal = refusals[field];
    if (refusal) return refusal;
    const problem = problems[field];
    return problem ? domainMessage(problem.key, problem.params) : undefined;
  };
  const termsMessage = messageOf('acceptTerms');
  const proofMessage = messageOf('proofOfWork');

  return (
    <form
      noValidate
      onFocusCapture={() => setEngaged(true)}
      onPointerDownCapture={() => setEngaged(true)}
      onSubmit={(event) => void submit(event)}
      aria-label={t(token ? 'form.openLabel' : 'form.requestLabel')}
    >
      <Stack spacing={2.5}>
        <LightTextField
          id={FIELD_IDS.ssn}
          name="ssn"
          value={values.ssn}
          onChange={(event) => change('ssn', event.target.value)}
          onBlur={() => void checkField('ssn', values)}
          label={t('form.ssn')}
          autoComplete="off"
          required
          error={Boolean(messageOf('ssn'))}
          helperText={messageOf('ssn') ?? t('form.ssnHelp')}
        />
        {!token && (
          <LightTextField
            id={FIELD_IDS.email}
            name="email"
            type="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => void checkField('email', values)}
            label={t('form.email')}
            autoComplete="email"
            required
            error={Boolean(messageOf('email'))}
            helperText={messageOf('email') ?? t('form.emailHelp')}
          />
        )}
        <FormControl required error={Boolean(termsMessage)}>
          {/* A native checkbox: MUI's brings its icons and ripple to the page's first load. */}
          <Box
            component="label"
            htmlFor={FIELD_IDS.acceptTerms}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 48, cursor: 'pointer' }}
          >
            <Box
              component="input"
              type="checkbox"
              id={FIELD_IDS.acceptTerms}
              name="acceptTerms"
              checked={values.acceptTerms}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const next = { ...values, acceptTerms: event.target.checked };
                change('acceptTerms', event.target.checked);
                void checkField('acceptTerms', next);
              }}
              required
              aria-invalid={termsMessage ? true : undefined}
              aria-describedby={termsMessage ? 'accept-terms-helper-text' : undefined}
              // 24 px in a 48 px row: a finger's target (WCAG 2.5.8, Lighthouse's tap targets).
              sx={{
                width: 24,
                height: 24,
                m: 1.5,
                flexShrink: 0,
                accentColor: (theme) => theme.palette.primary.main,
                cursor: 'pointer',
              }}
            />
            <Typography component="span">{t('form.acceptTerms')}</Typography>
          </Box>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setTermsOpen(true)}
            sx={{ alignSelf: 'flex-start', minHeight: 48, ml: 6 }}
          >
            {t('form.readTerms')}
          </Link>
          {termsMessage && (
            <FormHelperText id="accept-terms-helper-text">{termsMessage}</FormHelperText>
          )}
        </FormControl>
        {!token && (
          <Box id={FIELD_IDS.proofOfWork} tabIndex={-1} sx={{ minHeight: 64 }}>
            {engaged && (
              <Suspense fallback={null}>
                <LoginChallenge round={challengeRound} onSolved={solved} />
              </Suspense>
            )}
            {proofMessage && (
              <FormHelperText error role="alert">
                {proofMessage}
              </FormHelperText>
            )}
          </Box>
        )}
        <FailureAlert message={failure} />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {token
            ? t(submitting ? 'form.opening' : 'form.open')
            : t(submitting ? 'form.sending' : 'form.send')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {termsOpen && <TermsDialog open role={null} onClose={() => setTermsOpen(false)} />}
      </Suspense>
    </form>
  );
}
