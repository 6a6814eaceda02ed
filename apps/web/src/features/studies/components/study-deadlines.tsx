import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyEditorFieldsFragment } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { ChangeDeadlineDialog } from './change-deadline-dialog';
import { DeadlineNote } from './deadline-note';
import { doctorName } from '../../../shared/format/doctor-name';

/**
 * Each describer's deadline (spec part 2 §4): the time left, and 'Zmień datę' (with CITO) for
 * Admin and Manager.
 */
export function StudyDeadlines({ study }: { study: StudyEditorFieldsFragment }) {
  const { t } = useTranslation('studyForm');
  const mayChange = usePermission('studies.changeDeadline');
  const [changing, setChanging] = useState<StudyEditorFieldsFragment['describers'][number] | null>(
    null,
  );
  if (study.describers.length === 0) return null;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="study-deadlines">
      <Typography id="study-deadlines" variant="h6" component="h2" gutterBottom>
        {t('deadlines.title')}
      </Typography>
      <Stack spacing={1}>
        {study.describers.map((describer) => (
          <Stack
            key={describer.doctor.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            alignItems={{ md: 'center' }}
          >
            <Typography sx={{ minWidth: 220 }}>{doctorName(describer.doctor)}</Typography>
            <DeadlineNote
              dueDate={new Date(describer.dueDate)}
              hasDescription={study.hasDescription}
            />
            {mayChange && (
              <Button onClick={() => setChanging(describer)}>{t('deadlines.change')}</Button>
            )}
          </Stack>
        ))}
      </Stack>
      {changing && (
        <ChangeDeadlineDialog
          study={study}
          describer={changing}
          onClose={() => setChanging(null)}
        />
      )}
    </Paper>
  );
}
