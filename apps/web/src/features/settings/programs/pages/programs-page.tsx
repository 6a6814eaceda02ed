import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import AppsIcon from '@mui/icons-material/Apps';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SettingsProgramsDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { ProgramsFrame } from '../components/programs-frame';
import { ProgramsTable } from '../components/programs-table';
import { useDeleteProgram } from '../components/use-delete-program';

/** /settings/programs (Admin): the help page's downloads, no paging (spec part 2 §2). */
export function ProgramsPage() {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(SettingsProgramsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const removal = useDeleteProgram();
  const programs = data?.software;
  const add = () => void navigate('/settings/programs/add');

  return (
    <ProgramsFrame>
      <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
      {!programs && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {!programs && !loading && error && (
        <LoadError message={t('loadError')} onRetry={() => refetch()} />
      )}
      {programs?.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <AppsIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {t('empty.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('empty.message')}</Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
              {t('add')}
            </Button>
          </Stack>
        </Paper>
      )}
      {programs && programs.length > 0 && (
        <ProgramsTable
          programs={programs}
          onEdit={(program) => void navigate(`/settings/programs/edit/${program.id}`)}
          onDelete={removal.ask}
        />
      )}
      <Fab
        color="primary"
        aria-label={t('add')}
        onClick={add}
        sx={{ position: 'fixed', right: 32, bottom: 32 }}
      >
        <AddIcon />
      </Fab>
      {removal.dialog}
    </ProgramsFrame>
  );
}
