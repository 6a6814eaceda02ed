import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UpdateStudyDocument,
  type StudyEditorFieldsFragment,
} from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { formatDateTime } from '../../../shared/format/dates';
import { FormPageActions } from '../../../shared/ui/form-dialog-actions';
import { studyFormValues, studyInput, type RadiologyValues } from './form/study-form-values';

const FIELDS: readonly (keyof RadiologyValues)[] = [
  'presetName',
  'voltageKilovolts',
  'anodeCurrentMiliamper',
  'exposureTimeSeconds',
  'radiationDoseMilligrayPerSquareCentimeter',
];

interface Props {
  study: StudyEditorFieldsFragment;
  readOnly: boolean;
}

/**
 * The metadata tab (spec part 2 §2, §6): the radiology data (Admin, Technician, DescribingDoctor,
 * Manager), saved on its own with the study's version, and who created and last changed it.
 */
export function MetadataTab({ study, readOnly }: Props) {
  const { t, i18n } = useTranslation('studyForm');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const mayRadiology = usePermission('studies.internalFields');
  const initial = studyFormValues(study).radiology;
  const [radiology, setRadiology] = useState<RadiologyValues>(initial);
  const [update, { loading }] = useMutation(UpdateStudyDocument);

  const save = async () => {
    try {
      const values = { ...studyFormValues(study), radiology };
      await update({
        variables: { id: study.id, data: { ...studyInput(values), version: study.version } },
      });
      enqueueSnackbar(t('saved'), { variant: 'success' });
    } catch {
      // Shown by the API client's notices (a stale version says so there).
    }
  };

  return (
    <Stack spacing={3}>
      {mayRadiology && (
        <Stack
          component="form"
          spacing={2}
          aria-labelledby="study-radiology"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Typography id="study-radiology" variant="h6" component="h2">
            {t('metadata.radiology')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`metadata.${field}`)}
                value={radiology[field]}
                disabled={readOnly}
                onChange={(event) => setRadiology({ ...radiology, [field]: event.target.value })}
              />
            ))}
          </Stack>
          {!readOnly && (
            <FormPageActions
              busy={loading}
              onCancel={() => setRadiology(initial)}
              cancelLabel={t('metadata.reset')}
              submitLabel={t('save')}
            />
          )}
        </Stack>
      )}
      <Stack spacing={0.5}>
        <Typography>
          {t('metadata.created', {
            at: formatDateTime(study.createdAt, lang),
            by: study.createdBy?.name ?? '—',
          })}
        </Typography>
        <Typography>
          {t('metadata.updated', {
            at: formatDateTime(study.updatedAt, lang),
            by: study.updatedBy?.name ?? '—',
          })}
        </Typography>
      </Stack>
    </Stack>
  );
}
