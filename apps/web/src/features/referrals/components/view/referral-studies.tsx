import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReferralFieldsFragment } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';

/** The studies created from the referral, in the order created, each opening its study. */
export function ReferralStudies({ referral }: { referral: ReferralFieldsFragment }) {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const typeName = new Map(
    referral.referalToStudyTypes.map((entry) => [entry.studyType.id, entry.studyType.name]),
  );
  if (referral.studies.length === 0) {
    return <Typography color="text.secondary">{t('view.noStudies')}</Typography>;
  }
  return (
    <Table size="small" aria-label={t('view.studies')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('view.studyDate')}</TableCell>
          <TableCell>{t('view.studyType')}</TableCell>
          <TableCell>{t('view.studyStatus')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {referral.studies.map((study) => (
          <TableRow key={study.id}>
            <TableCell>
              <Link component={RouterLink} to={`/studies/view/${study.id}`}>
                {formatDateTime(study.studyDate, lang)}
              </Link>
            </TableCell>
            <TableCell>{typeName.get(study.studyTypeId) ?? ''}</TableCell>
            <TableCell>{t(`view.studyStatusName.${study.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
