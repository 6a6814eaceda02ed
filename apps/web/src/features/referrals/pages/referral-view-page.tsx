import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ReferralDocument } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadError } from '../../../shared/ui/load-error';
import { ReferralPageFrame } from '../components/referral-page-frame';
import { ReferralReadView } from '../components/view/referral-read-view';
import { ReferralViewActions } from '../components/view/referral-view-actions';
import { usePrintReferral } from '../hooks/use-print-referral';
import { useReferralActions } from '../hooks/use-referral-actions';
import { useSendSchedulingLink } from '../hooks/use-send-scheduling-link';

/**
 * /referals/view/{id} (spec part 2 §2): the referral read-only, with its actions — edit,
 * 'Zrealizuj', create a study, print, mail the booking link, delete — and its studies.
 */
export function ReferralViewPage() {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = useQuery(ReferralDocument, { variables: { id }, context: { silentErrors: true } });
  const referral = record.data?.referal;
  const actions = useReferralActions({
    onDeleted: () => void navigate('/referals', { replace: true }),
  });
  const { print, printing } = usePrintReferral();
  const { sendLink, sending, sent } = useSendSchedulingLink(id);

  return (
    <ReferralPageFrame
      title={t('form.titleView')}
      actions={
        referral && (
          <ReferralViewActions
            referral={referral}
            onComplete={() => actions.requestComplete(referral)}
            onDelete={() => actions.requestDelete(referral)}
            onPrint={() => void print(referral)}
            printing={printing}
            onSendLink={() => void sendLink()}
            sending={sending}
          />
        )
      }
    >
      {record.error && !referral ? (
        <LoadError message={t('form.loadFailed')} onRetry={() => void record.refetch()} />
      ) : !referral ? (
        <LinearProgress aria-label={t('form.loading')} />
      ) : (
        <>
          {!referral.issuerHasStamp && !referral.completed && (
            <Alert severity="warning">{t('print.noStamp')}</Alert>
          )}
          {sent && (
            <Alert severity="success" role="status">
              {t('sendLink.details', {
                to: sent.sentTo,
                date: formatDateTime(sent.expiresAt, lang),
              })}
            </Alert>
          )}
          <ReferralReadView referral={referral} />
        </>
      )}
      {actions.dialogs}
    </ReferralPageFrame>
  );
}
