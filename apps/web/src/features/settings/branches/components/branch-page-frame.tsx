import type { ReactNode } from 'react';
import { SettingsPageFrame } from '../../components/settings-page-frame';

/** Breadcrumbs and heading of the add and edit pages. */
export function BranchPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SettingsPageFrame namespace="branches" listPath="/settings/branches" title={title}>
      {children}
    </SettingsPageFrame>
  );
}
