import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReferralFieldsFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';

interface Props {
  referral: ReferralFieldsFragment;
  onComplete: () => void;
  onDelete: () => void;
  onPrint: () => void;
  printing: boolean;
  onSendLink: () => void;
  sending: boolean;
}

const spinner = <CircularProgress size={16} color="inherit" />;

/**
 * What may be done with the referral (spec part 2 §2, §4, §6): edit, 'Zrealizuj', create a study,
 * delete — as the server says for this referral now — and print and mail the booking link.
 */
export function ReferralViewActions(props: Props) {
  const { referral } = props;
  const { t } = useTranslation('referrals');
  const maySendLink = usePermission('referrals.sendSchedulingLink');
  const print = (
    <Button
      startIcon={props.printing ? spinner : <PrintIcon />}
      onClick={props.onPrint}
      disabled={props.printing || !referral.issuerHasStamp}
    >
      {t('actions.print')}
    </Button>
  );

  return (
    <>
      {referral.canEdit && (
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`/referals/edit/${referral.id}`}
        >
          {t('actions.edit')}
        </Button>
      )}
      {referral.canComplete && (
        <Button startIcon={<TaskAltIcon />} onClick={props.onComplete}>
          {t('actions.complete')}
        </Button>
      )}
      {referral.canCreateStudy && (
        <Button
          startIcon={<NoteAddIcon />}
          component={RouterLink}
          to={`/studies/add?referalId=${encodeURIComponent(referral.id)}`}
        >
          {t('actions.createStudy')}
        </Button>
      )}
      {/* Printed with the issuer's stamp: without one the button says why it is off. */}
      {referral.issuerHasStamp ? (
        print
      ) : (
        <Tooltip title={t('print.noStamp')}>
          <span>{print}</span>
        </Tooltip>
      )}
      {maySendLink && !referral.completed && (
        <Button
          startIcon={props.sending ? spinner : <ForwardToInboxIcon />}
          onClick={props.onSendLink}
          disabled={props.sending}
        >
          {t('actions.sendLink')}
        </Button>
      )}
      {referral.canDelete && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={props.onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </>
  );
}
