import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { EndPatientStudiesSessionDocument } from '../../../__generated__/patient-studies/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { failureMessage } from '../../../shared/api/failure-message';
import { RetryAlert } from './retry-alert';
import { PageFrame } from './page-frame';
import { ResultHeading } from './result-heading';

type State = { status: 'ending' } | { status: 'ended' } | { status: 'failed'; message: string };

/**
 * /patient-studies-logout (spec part 1 §2): ends this browser's patient session — a cookie only,
 * nothing is kept in the browser's storage — and says so, with the way back.
 */
export function LogoutScreen() {
  const { t, lang } = useText('patientStudies');
  const [state, setState] = useState<State>({ status: 'ending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    graphqlRequest(EndPatientStudiesSessionDocument, {}, { lang }).then(
      () => current && setState({ status: 'ended' }),
      (error: unknown) =>
        current && setState({ status: 'failed', message: failureMessage(error, t) }),
    );
    return () => {
      current = false;
    };
    // Once per attempt: a change of language does not log out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <PageFrame>
      {state.status === 'ending' && <Typography role="status">{t('loggingOut')}</Typography>}
      {state.status === 'ended' && (
        <Stack spacing={2}>
          <ResultHeading focus>{t('loggedOut.title')}</ResultHeading>
          <Typography>{t('loggedOut.text')}</Typography>
          <Button
            variant="contained"
            href={`/patient-studies?lang=${lang}`}
            sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 48 }}
          >
            {t('loggedOut.back')}
          </Button>
        </Stack>
      )}
      {state.status === 'failed' && (
        <RetryAlert
          onRetry={() => {
            setState({ status: 'ending' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('loggedOut.failed')} {state.message}
        </RetryAlert>
      )}
    </PageFrame>
  );
}
