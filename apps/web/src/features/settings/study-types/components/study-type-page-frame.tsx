import type { ReactNode } from 'react';
import { SettingsPageFrame } from '../../components/settings-page-frame';

/** The settings look of the study type pages: breadcrumbs and a heading. */
export function StudyTypePageFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <SettingsPageFrame namespace="studyTypes" listPath="/settings/study-types" title={title}>
      {children}
    </SettingsPageFrame>
  );
}
