import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SettingsStudyTypeDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { FormLoading } from '../components/form-loading';
import { StudyTypeEditor } from '../components/study-type-editor';
import { StudyTypePageFrame } from '../components/study-type-page-frame';
import { useStudyTypeOptions } from '../hooks/use-study-type-options';

/** /settings/study-types/edit/:id (Admin); an unknown id shows a not-found notice (part 2 §8). */
export function StudyTypeEditPage() {
  const { t } = useTranslation('studyTypes');
  const { id = '' } = useParams();
  const record = useQuery(SettingsStudyTypeDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const { options, loading, refetch } = useStudyTypeOptions();
  const studyType = record.data?.studyType;
  const title = studyType ? t('editTitle', { name: studyType.name }) : t('editTitleUnknown');

  let content;
  if (studyType && options) {
    content = (
      <StudyTypeEditor
        studyType={studyType}
        priceGroups={options.priceGroups}
        deviceTypes={options.deviceTypes}
        onReload={async () => (await record.refetch()).data?.studyType ?? null}
      />
    );
  } else if (record.loading || loading) {
    content = <FormLoading />;
  } else if (record.error || !options) {
    content = (
      <LoadError
        message={t('messages.loadError')}
        onRetry={() => Promise.all([record.refetch(), refetch()])}
      />
    );
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/settings/study-types">
            {t('backToList')}
          </Button>
        }
      >
        {t('notFound', { id })}
      </Alert>
    );
  }
  return <StudyTypePageFrame title={title}>{content}</StudyTypePageFrame>;
}
