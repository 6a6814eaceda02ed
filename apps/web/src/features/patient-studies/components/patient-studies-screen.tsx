import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/domain';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { errorCode } from '../../../shared/api/classify-error';
import { useText } from '../../../shared/i18n/text-context';
import { failureMessage } from '../../../shared/api/failure-message';
import { readPatientStudies, type PatientStudiesData } from '../hooks/use-patient-studies';
import { AccessForm } from './access-form';
import { RetryAlert } from './retry-alert';
import { PageFrame } from './page-frame';
import { ResultHeading } from './result-heading';

/**
 * The list and the expired warning come after a request: chunks of their own, fetched while the
 * form is filled in (or the session is asked for), so the page's first load stays small.
 */
const loadStudiesView = () => import('./studies-view');
const loadExpiredNotice = () => import('./expired-notice');
/** How long the prefetch of the chunks above waits for an idle moment at most. */
const PREFETCH_TIMEOUT_MS = 3000;
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

const FORM: View = { kind: 'form', notice: null };

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
  // The form at once: most visitors have no session, and the page's first render is its only
  // one for them. A session found meanwhile replaces it with the list.
  const [view, setView] = useState<View>(FORM);
  const [attempt, setAttempt] = useState(0);

  // Once the page is idle: fetching and evaluating them earlier would compete with its first render.
  useEffect(() => {
    const prefetch = () => {
      void loadStudiesView().catch(() => undefined);
      void loadExpiredNotice().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: PREFETCH_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, PREFETCH_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Without a token: the studies of this browser's session, if it has one.
  useEffect(() => {
    if (initialToken) return;
    let current = true;
    // Shown in a transition: React renders the form or the list in slices and leaves a phone's
    // main thread free between them.
    const show = (next: View) => current && startTransition(() => setView(next));
    readPatientStudies(lang).then(
      (data) => show({ kind: 'studies', data, focus: false }),
      (error: unknown) => {
        const message = failureMessage(error, t);
        switch (errorCode(error)) {
          case ERROR_CODES.PATIENT_SESSION_REQUIRED:
            // The form is shown already, unless a retry replaced it: nothing to render again.
            if (current) setView((shown) => (shown.kind === 'form' ? shown : FORM));
            break;
          case ERROR_CODES.LINK_EXPIRED:
            show({ kind: 'expired', message, token: null, focus: false });
            break;
          case ERROR_CODES.LINK_REVOKED:
          case ERROR_CODES.LINK_INVALID:
            show({ kind: 'form', notice: message });
            break;
          default:
            show({ kind: 'failed', message });
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
        <RetryAlert
          onRetry={() => {
            setView({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('loadFailed')} {view.message}
        </RetryAlert>
      )}
    </PageFrame>
  );
}
