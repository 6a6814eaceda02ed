import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../shared/ui/load-error';
import { FormLoading } from '../components/form-loading';
import { StudyTypeEditor } from '../components/study-type-editor';
import { StudyTypePageFrame } from '../components/study-type-page-frame';
import { useStudyTypeOptions } from '../hooks/use-study-type-options';

/** /settings/study-types/add (Admin). */
export function StudyTypeAddPage() {
  const { t } = useTranslation('studyTypes');
  const { options, loading, refetch } = useStudyTypeOptions();
  return (
    <StudyTypePageFrame title={t('addTitle')}>
      {options ? (
        <StudyTypeEditor
          studyType={null}
          priceGroups={options.priceGroups}
          deviceTypes={options.deviceTypes}
        />
      ) : loading ? (
        <FormLoading />
      ) : (
        <LoadError message={t('messages.loadError')} onRetry={refetch} />
      )}
    </StudyTypePageFrame>
  );
}
