import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui/page-frame';

/** The study pages' frame: back to the list, a heading with its actions, the content. */
export function StudyPageFrame(props: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('studyForm');
  return <PageFrame backTo="/studies" backLabel={t('backToList')} {...props} />;
}
