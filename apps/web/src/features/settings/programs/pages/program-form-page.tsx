import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SettingsProgramsDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { ProgramForm } from '../components/program-form';
import { ProgramsFrame } from '../components/programs-frame';

/** /settings/programs/add: a new program. */
export function ProgramAddPage() {
  const { t } = useTranslation('programs');
  return (
    <ProgramsFrame title={t('addTitle')}>
      <ProgramForm />
    </ProgramsFrame>
  );
}

/**
 * /settings/programs/edit/:id: the program from the list (at most 50, no query of its own), or a
 * not-found notice for an id that names none.
 */
export function ProgramEditPage() {
  const { t } = useTranslation('programs');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SettingsProgramsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const program = data?.software.find((candidate) => candidate.id === id);

  let content;
  if (program) {
    content = (
      <ProgramForm
        key={program.id}
        program={program}
        onReload={async () =>
          (await refetch()).data?.software.find((candidate) => candidate.id === id) ?? null
        }
      />
    );
  } else if (!data && loading) {
    content = <Skeleton variant="rounded" height={200} aria-label={t('loading')} />;
  } else if (!data && error) {
    content = <LoadError message={t('loadError')} onRetry={() => refetch()} />;
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/settings/programs" color="inherit" size="small">
            {t('back')}
          </Button>
        }
      >
        {t('notFound', { id })}
      </Alert>
    );
  }
  return <ProgramsFrame title={t('editTitle')}>{content}</ProgramsFrame>;
}
