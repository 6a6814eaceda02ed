import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import BiotechIcon from '@mui/icons-material/Biotech';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SettingsStudyTypesDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { StudyTypePageFrame } from '../components/study-type-page-frame';
import { StudyTypesTable } from '../components/study-types-table';
import { useDeleteStudyType } from '../hooks/use-delete-study-type';

/** /settings/study-types (Admin): the first 100 types in referral order (part 2 §7). */
export function StudyTypesPage() {
  const { t } = useTranslation('studyTypes');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(SettingsStudyTypesDocument);
  const removal = useDeleteStudyType();
  const studyTypes = data?.studyTypes;

  return (
    <StudyTypePageFrame>
      {!studyTypes && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {!studyTypes && !loading && error && (
        <LoadError message={t('messages.loadError')} onRetry={refetch} />
      )}
      {studyTypes && studyTypes.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <BiotechIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {t('empty.title')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/settings/study-types/add"
            >
              {t('add')}
            </Button>
          </Stack>
        </Paper>
      )}
      {studyTypes && studyTypes.length > 0 && (
        <StudyTypesTable
          studyTypes={studyTypes}
          onEdit={(type) => void navigate(`/settings/study-types/edit/${type.id}`)}
          onDelete={removal.ask}
        />
      )}
      <Fab
        color="primary"
        aria-label={t('add')}
        component={RouterLink}
        to="/settings/study-types/add"
        sx={{ position: 'fixed', right: 32, bottom: 32 }}
      >
        <AddIcon />
      </Fab>
      {removal.dialog}
    </StudyTypePageFrame>
  );
}
