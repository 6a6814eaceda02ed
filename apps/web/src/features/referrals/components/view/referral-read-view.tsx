import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReferralFieldsFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { formatDate, formatDateTime } from '../../../../shared/format/dates';
import { doctorName } from '../../../../shared/format/doctor-name';
import { patientName } from '../names';
import { ReferralStatusIcon } from '../referral-status-icon';
import { Field as FieldOfList, FieldList } from '../../../../shared/ui/field-list';
import { ReferralStudies } from './referral-studies';

/** The referral's fields: its texts keep their line breaks, and its labels are long. */
function Field(props: ComponentProps<typeof FieldOfList>) {
  return <FieldOfList labelWidth={240} preLine {...props} />;
}

/**
 * A referral as it was issued (spec part 2 §3 Referal): patient, issuer, the study types with
 * their subtypes and remarks (those a study was created for marked), media, the description
 * request, purpose, remarks, and the studies created from it.
 */
export function ReferralReadView({ referral }: { referral: ReferralFieldsFragment }) {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const patientLinks = usePermission('patients.view');
  const { patient } = referral;
  const name = patientName(patient.contact);
  const yesNo = (value: boolean) => t(value ? 'view.yes' : 'view.no');
  const text = (value: string | null) => value?.trim() || t('view.none');

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-label={t('view.details')} sx={{ p: 3 }}>
        <FieldList>
          <Field label={t('view.status')}>
            <Stack component="span" direction="row" spacing={1} alignItems="center">
              <ReferralStatusIcon completed={referral.completed} />
              <span>
                {referral.completed && referral.completedAt
                  ? t('view.completedAt', { date: formatDateTime(referral.completedAt, lang) })
                  : t(referral.completed ? 'status.completed' : 'status.open')}
              </span>
            </Stack>
          </Field>
          <Field label={t('view.createdAt')}>{formatDate(referral.createdAt, lang)}</Field>
          <Field label={t('view.patient')}>
            {patientLinks ? (
              <Link component={RouterLink} to={`/patients/view/${patient.id}`}>
                {name}
              </Link>
            ) : (
              name
            )}
          </Field>
          <Field label={t('view.ssn')}>{patient.contact.ssn}</Field>
          <Field label={t('view.birthDate')}>
            {formatDate(`${patient.contact.birthDate}T12:00:00Z`, lang)}
          </Field>
          <Field label={t('view.issuer')}>{doctorName(referral.issuer)}</Field>
          <Field label={t('view.studyTypes')}>
            <Stack component="span" spacing={0.5}>
              {referral.referalToStudyTypes.map((entry) => (
                <span key={entry.id}>
                  <strong>{entry.studyType.name}</strong>
                  {entry.studySubTypes.length > 0 && ` (${entry.studySubTypes.join(', ')})`}
                  {entry.issued && ` — ${t('view.issued')}`}
                  {entry.remarks && (
                    <Typography
                      component="span"
                      display="block"
                      variant="body2"
                      color="text.secondary"
                    >
                      {t('view.remarksOf', { remarks: entry.remarks })}
                    </Typography>
                  )}
                </span>
              ))}
            </Stack>
          </Field>
          <Field label={t('view.media')}>
            {referral.mediaTypes.map((media) => t(`media.${media}`)).join(', ')}
          </Field>
          <Field label={t('view.requestDescription')}>{yesNo(referral.requestDescription)}</Field>
          <Field label={t('view.description')}>{text(referral.description)}</Field>
          <Field label={t('view.remarks')}>{text(referral.remarks)}</Field>
          <Field label={t('view.sendSchedulingEmail')}>{yesNo(referral.sendSchedulingEmail)}</Field>
        </FieldList>
      </Paper>
      <Paper component="section" aria-labelledby="referral-studies" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" id="referral-studies" sx={{ mb: 1 }}>
          {t('view.studies')}
        </Typography>
        <ReferralStudies referral={referral} />
      </Paper>
    </Stack>
  );
}
