import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/domain';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { errorCode } from '../../../shared/api/classify-error';
import { useText } from '../../../shared/i18n/text-context';
import { failureMessage } from '../failure-message';
import { readPatientStudies, type PatientStudiesData } from '../hooks/use-patient-studies';
import { AccessForm } from './access-form';
import { PageFrame } from './page-frame';
import { ResultHeading } from './result-heading';

/**
 * The list and the expired warning come after a request: chunks of their own, fetched while the
 * form is filled in (or the session is asked for), so the page's first load stays small.
 */
const loadStudiesView = () => import('./studies-view');
const loadExpiredNotice = () => import('./expired-notice');
/** The help under the card: below the fold on a phone, so it may come a moment later. */
const HelpSection = lazy(async () => ({ default: (await import('./help-section')).HelpSection }));
const StudiesView = lazy(async () => ({ default: (await loadStudiesView()).StudiesView }));
const ExpiredNotice = lazy(async () => ({ default: (await loadExpiredNotice()).ExpiredNotice }));

/** What the page shows; `focus` when it follows the patient's own action. */
type View =
  | { kind: 'checking' }
  | { kind: 'form'; notice: string | null }
  | { kind: 'sent' }
  | { kind: 'studies'; data: PatientStudiesData; focus: boolean }
  | { kind: 'expired'; message: string | null; token: string | null; focus: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** The address without the link's token, so that neither a reload nor the history holds it. */
function forgetToken(lang: string) {
  window.history.replaceState(window.history.state, '', `/patient-studies?lang=${lang}`);
}

/**
 * The patient results page (spec part 1 §2 /patient-studies, §4 "Patient-studies page", §5
 * "Patient access page"; issue 18 §1). With a mailed link's token the form asks for the number
 * and opens the studies; without one the page first asks whether this browser holds a session
 * (its cookie), and offers the request for a link when it does not.
 */
export function PatientStudiesScreen({ token: initialToken }: { token: string | null }) {
  const { t, lang } = useText('patientStudies');
  const [token, setToken] = useState(initialToken);
  const [view, setView] = useState<View>(() =>
    initialToken ? { kind: 'form', notice: null } : { kind: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void loadStudiesView().catch(() => undefined);
    void loadExpiredNotice().catch(() => undefined);
  }, []);

  // Without a token: the studies of this browser's session, if it has one.
  useEffect(() => {
    if (initialToken) return;
    let current = true;
    readPatientStudies(lang).then(
      (data) => current && setView({ kind: 'studies', data, focus: false }),
      (error: unknown) => {
        if (!current) return;
        const message = failureMessage(error, t);
        switch (errorCode(error)) {
          case ERROR_CODES.PATIENT_SESSION_REQUIRED:
            setView({ kind: 'form', notice: null });
            break;
          case ERROR_CODES.LINK_EXPIRED:
            setView({ kind: 'expired', message, token: null, focus: false });
            break;
          case ERROR_CODES.LINK_REVOKED:
          case ERROR_CODES.LINK_INVALID:
            setView({ kind: 'form', notice: message });
            break;
          default:
            setView({ kind: 'failed', message });
        }
      },
    );
    return () => {
      current = false;
    };
    // Read once per attempt: a change of language does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialToken, attempt]);

  const opened = (data: PatientStudiesData) => {
    setToken(null);
    forgetToken(lang);
    setView({ kind: 'studies', data, focus: true });
  };

  const linkRefused = (error: unknown) => {
    const message = failureMessage(error, t);
    if (errorCode(error) === ERROR_CODES.LINK_EXPIRED) {
      setView({ kind: 'expired', message, token, focus: true });
    } else {
      setView({ kind: 'refused', message });
    }
  };

  /** Back to the request for a new link: the old token is of no use any more. */
  const requestForm = () => {
    setToken(null);
    forgetToken(lang);
    setView({ kind: 'form', notice: null });
  };

  const expired = useCallback(
    () => setView({ kind: 'expired', message: null, token: null, focus: false }),
    [],
  );

  return (
    <PageFrame
      after={
        <Suspense fallback={null}>
          <HelpSection />
        </Suspense>
      }
    >
      {view.kind === 'checking' && (
        <Stack direction="row" spacing={1.5} alignItems="center" role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('checking')}</Typography>
        </Stack>
      )}
      {view.kind === 'form' && (
        <>
          <Typography>{t(token ? 'form.introToken' : 'form.intro')}</Typography>
          {view.notice && (
            <Alert severity="error" role="alert">
              {view.notice}
            </Alert>
          )}
          <AccessForm
            key={token ?? 'request'}
            token={token}
            onOpened={opened}
            onSent={() => setView({ kind: 'sent' })}
            onLinkRefused={linkRefused}
          />
        </>
      )}
      {view.kind === 'sent' && (
        <Stack spacing={2} role="status">
          <ResultHeading focus>{t('sent.title')}</ResultHeading>
          <Typography>{t('sent.text')}</Typography>
          <Typography>{t('sent.noMail')}</Typography>
        </Stack>
      )}
      <Suspense fallback={null}>
        {view.kind === 'studies' && (
          <StudiesView data={view.data} focus={view.focus} onExpired={expired} />
        )}
        {view.kind === 'expired' && (
          <ExpiredNotice message={view.message} token={view.token} focus={view.focus} />
        )}
      </Suspense>
      {view.kind === 'refused' && (
        <Stack spacing={2}>
          <ResultHeading focus>{t('refused.title')}</ResultHeading>
          <Alert severity="error">{view.message}</Alert>
          <Button
            variant="contained"
            size="large"
            onClick={requestForm}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('refused.requestNew')}
          </Button>
        </Stack>
      )}
      {view.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setView({ kind: 'checking' });
                setAttempt((n) => n + 1);
              }}
              sx={{ minHeight: 48 }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')} {view.message}
        </Alert>
      )}
    </PageFrame>
  );
}
