import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function FormLoading() {
  const { t } = useTranslation('studyTypes');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}
