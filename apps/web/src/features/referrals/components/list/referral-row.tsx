import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Lang } from '@portal/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ReferralListRowFragment } from '../../../../__generated__/graphql';
import { formatDate } from '../../../../shared/format/dates';
import { doctorName } from '../../../../shared/format/doctor-name';
import { patientName } from '../names';
import { ReferralStatusIcon } from '../referral-status-icon';
import { ReferralStudyTypes } from '../referral-study-types';
import type { ReferralColumn } from './referral-columns';
import { ReferralRowActions } from './referral-row-actions';

/** Short cells that read badly broken: the study types take the room left. */
const NO_WRAP: ReadonlySet<ReferralColumn> = new Set(['patient', 'createdAt', 'actions']);

interface Props {
  referral: ReferralListRowFragment;
  columns: readonly ReferralColumn[];
  /** The role may open patients (the Patient role sees referrals, not the patient pages). */
  patientLinks: boolean;
  lang: Lang;
  onComplete: (referral: ReferralListRowFragment) => void;
  onDelete: (referral: ReferralListRowFragment) => void;
}

/**
 * One referral: a click, or Enter while the row itself has the focus, opens it. The patient's
 * name and the actions are controls of their own, so their clicks stay with them.
 */
export function ReferralRow({
  referral,
  columns,
  patientLinks,
  lang,
  onComplete,
  onDelete,
}: Props) {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const to = `/referals/view/${referral.id}`;
  const name = patientName(referral.patient.contact);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(to);
  };

  const cell = (column: ReferralColumn) => {
    switch (column) {
      case 'completed':
        return <ReferralStatusIcon completed={referral.completed} />;
      case 'patient':
        if (!patientLinks) return name;
        return (
          <Link
            component={RouterLink}
            to={`/patients/view/${referral.patient.id}`}
            underline="hover"
            color="primary.dark"
            onClick={(event) => event.stopPropagation()}
          >
            {name}
          </Link>
        );
      case 'createdAt':
        return formatDate(referral.createdAt, lang);
      case 'studyTypes':
        return <ReferralStudyTypes entries={referral.referalToStudyTypes} />;
      case 'issuer':
        return referral.issuer ? doctorName(referral.issuer) : '';
      case 'requestDescription':
        return (
          referral.requestDescription && (
            <Tooltip title={t('list.requestDescription')}>
              <Box
                component="span"
                role="img"
                aria-label={t('list.requestDescription')}
                sx={{ display: 'inline-flex', color: 'info.main' }}
              >
                <RateReviewIcon fontSize="small" />
              </Box>
            </Tooltip>
          )
        );
      case 'actions':
        return (
          <ReferralRowActions
            referral={referral}
            name={name}
            onComplete={() => onComplete(referral)}
            onDelete={() => onDelete(referral)}
          />
        );
    }
  };

  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => void navigate(to)}
      onKeyDown={onKeyDown}
      data-completed={referral.completed}
      sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {columns.map((column) => (
        <TableCell
          key={column}
          align={column === 'actions' ? 'right' : undefined}
          sx={NO_WRAP.has(column) ? { whiteSpace: 'nowrap' } : undefined}
        >
          {cell(column)}
        </TableCell>
      ))}
    </TableRow>
  );
}
