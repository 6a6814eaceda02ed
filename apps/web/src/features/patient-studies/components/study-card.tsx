import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../shared/files/format-bytes';
import { useText } from '../../../shared/i18n/text-context';
import type { PatientStudy, PatientStudyFile } from '../hooks/use-patient-studies';
import { dayOf } from '../patient-studies-format';
import { isDicom, previewOf } from './file-kinds';
import { openManual } from './help-section';

/** Fingers' targets (WCAG 2.5.8; Lighthouse's tap targets). */
const TARGET = { minHeight: 48 } as const;

interface Props {
  study: PatientStudy;
  /** Shows an image of the study in the page's dialog. */
  onPreview: (file: PatientStudyFile, study: PatientStudy) => void;
}

/**
 * One study (spec part 1 §2 "Each study card offers: download study, preview study, download
 * description, viewer and manual help links"): the whole study as a zip, streamed by the browser
 * to disk (a plain download link: never read into the page's memory), then each file.
 */
export function StudyCard({ study, onPreview }: Props) {
  const { t } = useText('patientStudies');
  const date = dayOf(study.studyDate);
  const description = study.files.find((file) => file.kind === 'Description');
  const firstImage = study.files.find(
    (file) => file.kind === 'Image' && previewOf(file) === 'image',
  );
  const headingId = `study-${study.id}-heading`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography
                id={headingId}
                variant="h6"
                component="h3"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {study.studyType}
              </Typography>
              {study.is3D && (
                <Box
                  component="span"
                  sx={{
                    px: 1,
                    borderRadius: 1,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: 14,
                  }}
                >
                  {t('study.badge3D')}
                </Box>
              )}
            </Stack>
            <Typography color="text.secondary">{t('study.date', { date })}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('study.branch', { branch: study.branchName })}
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} flexWrap="wrap" useFlexGap>
            <Button variant="contained" href={study.archiveUrl} download sx={TARGET}>
              {t('study.download')}
            </Button>
            {firstImage && (
              <Button variant="outlined" onClick={() => onPreview(firstImage, study)} sx={TARGET}>
                {t('study.preview')}
              </Button>
            )}
            {description && (
              <Button
                variant="outlined"
                href={description.url}
                download={description.name}
                sx={TARGET}
              >
                {t('study.downloadDescription')}
              </Button>
            )}
          </Stack>
          <Box>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('files.title')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {study.files.map((file) => (
                <FileRow key={file.id} file={file} onPreview={() => onPreview(file, study)} />
              ))}
            </Box>
          </Box>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={openManual}
            sx={{ alignSelf: 'flex-start', textAlign: 'left', ...TARGET }}
          >
            {t('study.howToOpen')}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

function FileRow({ file, onPreview }: { file: PatientStudyFile; onPreview: () => void }) {
  const { t } = useText('patientStudies');
  const preview = previewOf(file);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{file.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`files.kind.${file.kind}`)} · {formatBytes(file.size)}
        {isDicom(file) && ` · ${t('files.dicom')}`}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          href={file.url}
          download={file.name}
          aria-label={t('files.downloadNamed', { name: file.name })}
          sx={TARGET}
        >
          {t('files.download')}
        </Button>
        {(preview === 'image' || preview === 'dicom') && (
          <Button
            onClick={onPreview}
            aria-label={t('files.previewNamed', { name: file.name })}
            aria-haspopup="dialog"
            sx={TARGET}
          >
            {t('files.preview')}
          </Button>
        )}
        {preview === 'pdf' && (
          // A phone shows a PDF in its own viewer: a new tab, not a dialog.
          <NewTabButton
            href={file.previewUrl}
            label={t('files.previewPdfNamed', { name: file.name })}
          >
            {t('files.preview')}
          </NewTabButton>
        )}
        {file.viewerUrl && (
          // The server answers with the installation's OHIF viewer holding a fresh signed URL.
          <NewTabButton href={file.viewerUrl} label={t('files.viewerNamed', { name: file.name })}>
            {t('files.viewer')}
          </NewTabButton>
        )}
      </Stack>
    </Box>
  );
}

/** A link styled as a button that opens in a new tab; `label` says so to a screen reader. */
function NewTabButton({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: string;
}) {
  return (
    <Button href={href} target="_blank" rel="noopener" aria-label={label} sx={TARGET}>
      {children}
    </Button>
  );
}
