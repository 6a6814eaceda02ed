import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReferralListRowFragment } from '../../../../__generated__/graphql';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  referral: Pick<
    ReferralListRowFragment,
    'id' | 'canEdit' | 'canDelete' | 'canComplete' | 'canCreateStudy'
  >;
  /** Who the referral is for, to tell the rows' buttons apart ('Usuń skierowanie: Nowak Anna'). */
  name: string;
  onComplete: () => void;
  onDelete: () => void;
}

/**
 * View, and what the server says the caller may do with the referral now (spec part 2 §2, §4,
 * §6): edit and delete, 'Zrealizuj', and creating a study from it.
 */
export function ReferralRowActions({ referral, name, onComplete, onDelete }: Props) {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const { id } = referral;
  return (
    <Stack direction="row" spacing={0} sx={{ flexWrap: 'nowrap' }}>
      <RowActionButton
        label={t('actions.viewOf', { name })}
        title={t('actions.view')}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => void navigate(`/referals/view/${id}`)}
      />
      {referral.canEdit && (
        <RowActionButton
          label={t('actions.editOf', { name })}
          title={t('actions.edit')}
          icon={<EditIcon fontSize="small" />}
          onClick={() => void navigate(`/referals/edit/${id}`)}
        />
      )}
      {referral.canComplete && (
        <RowActionButton
          label={t('actions.completeOf', { name })}
          title={t('actions.complete')}
          icon={<TaskAltIcon fontSize="small" />}
          onClick={onComplete}
        />
      )}
      {referral.canCreateStudy && (
        <RowActionButton
          label={t('actions.createStudyOf', { name })}
          title={t('actions.createStudy')}
          icon={<NoteAddIcon fontSize="small" />}
          onClick={() => void navigate(`/studies/add?referalId=${encodeURIComponent(id)}`)}
        />
      )}
      {referral.canDelete && (
        <RowActionButton
          label={t('actions.deleteOf', { name })}
          title={t('actions.delete')}
          icon={<DeleteIcon fontSize="small" />}
          onClick={onDelete}
        />
      )}
    </Stack>
  );
}
