import type { ReactNode } from 'react';
import { SettingsPageFrame } from '../../components/settings-page-frame';

/** The programs pages' frame: breadcrumbs (settings → programs → the page) and the heading. */
export function ProgramsFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <SettingsPageFrame namespace="programs" listPath="/settings/programs" title={title}>
      {children}
    </SettingsPageFrame>
  );
}
