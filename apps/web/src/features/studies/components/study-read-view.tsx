import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { StudyEditorFieldsFragment } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { doctorName, doctorNames } from '../../../shared/format/doctor-name';
import { StudyFilesRead } from './files/study-files-read';

/**
 * The simpler study view of referring roles (spec part 2 §2: the full editor is the staff's):
 * what was examined, when and where, who leads and supports it, the information for the doctor,
 * and its files to open or download.
 */
export function StudyReadView({ study }: { study: StudyEditorFieldsFragment }) {
  const { t, i18n } = useTranslation(['studyForm', 'studies']);
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <Typography component="dt" color="text.secondary" sx={{ minWidth: 220 }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
          {value}
        </Typography>
      </Stack>
    ) : null;
  const patient = study.patient.contact;
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip label={t(`studies:status.${study.status}`)} />
        {study.studyType.is3D && <Chip label="3D" variant="outlined" />}
      </Stack>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {row(t('fields.patient'), `${patient.lastName ?? ''} ${patient.firstName ?? ''}`.trim())}
        {row(t('fields.studyType'), study.studyType.name)}
        {row(t('fields.date'), formatDateTime(study.studyDate, lang))}
        {row(t('fields.branch'), study.branch.name)}
        {row(
          t('fields.leadingDoctor'),
          study.leadingDoctor ? doctorName(study.leadingDoctor) : null,
        )}
        {row(t('fields.supportingDoctorsShort'), doctorNames(study.supportingDoctors) || null)}
        {row(t('fields.descriptionRequestComment'), study.descriptionRequestComment)}
        {row(t('fields.importantInformation'), study.importantInformation)}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <StudyFilesRead studyId={study.id} />
      </Box>
    </Paper>
  );
}
