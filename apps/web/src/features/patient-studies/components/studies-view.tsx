import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useText } from '../../../shared/i18n/text-context';
import {
  useExpiry,
  type PatientStudiesData,
  type PatientStudy,
  type PatientStudyFile,
} from '../hooks/use-patient-studies';
import { calendarDate, dateTime, dayOf } from '../patient-studies-format';
import { ResultHeading } from './result-heading';
import { previewOf } from './file-kinds';
import { StudyCard } from './study-card';

/** The dialogs are loaded with the first preview of their kind. */
const ImagePreviewDialog = lazy(() => import('./image-preview-dialog'));
const DicomPreviewDialog = lazy(() => import('./dicom-preview-dialog'));

interface Props {
  data: PatientStudiesData;
  /** Whether the heading takes the focus (it follows the patient's submit). */
  focus: boolean;
  /** The access ran out while the list was shown. */
  onExpired: () => void;
}

/** The address that ends this browser's session; `lang` keeps the page's language. */
export function logoutAddress(lang: string) {
  return `/patient-studies-logout?lang=${lang}`;
}

/**
 * The patient's studies (spec part 1 §3 "Patient studies result"): who, until when the access
 * works, then one card per study, newest first as the server sends them. When the access runs
 * out the page turns to the expired warning by itself.
 */
export function StudiesView({ data, focus, onExpired }: Props) {
  const { t, lang } = useText('patientStudies');
  const [preview, setPreview] = useState<{ file: PatientStudyFile; study: PatientStudy } | null>(
    null,
  );
  useExpiry(data.expiresAt, onExpired);
  return (
    <Stack spacing={2.5}>
      <Box>
        <ResultHeading focus={focus}>
          {t('studies.heading', { name: data.patientName })}
        </ResultHeading>
        {data.patientBirthDate && (
          <Typography color="text.secondary">
            {t('studies.birthDate', { date: calendarDate(data.patientBirthDate) })}
          </Typography>
        )}
        <Typography color="text.secondary">
          {t('studies.validUntil', { when: dateTime(data.expiresAt) })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        href={logoutAddress(lang)}
        sx={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        {t('logout')}
      </Button>
      {data.studies.length === 0 ? (
        <Alert severity="info" role="status">
          {t('studies.empty')}
        </Alert>
      ) : (
        <Stack spacing={2} component="section" aria-label={t('studies.listLabel')}>
          {data.studies.map((study) => (
            <StudyCard
              key={study.id}
              study={study}
              onPreview={(file, of) => setPreview({ file, study: of })}
            />
          ))}
        </Stack>
      )}
      {preview && (
        <Suspense fallback={null}>
          {previewOf(preview.file) === 'dicom' ? (
            <DicomPreviewDialog
              name={preview.file.name}
              src={preview.file.previewUrl}
              downloadUrl={preview.file.url}
              onClose={() => setPreview(null)}
            />
          ) : (
            <ImagePreviewDialog
              name={preview.file.name}
              src={preview.file.previewUrl}
              downloadUrl={preview.file.url}
              alt={t('preview.alt', {
                name: preview.file.name,
                study: preview.study.studyType,
                date: dayOf(preview.study.studyDate),
              })}
              onClose={() => setPreview(null)}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
