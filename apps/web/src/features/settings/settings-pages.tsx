import AppsIcon from '@mui/icons-material/Apps';
import BiotechIcon from '@mui/icons-material/Biotech';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import StoreIcon from '@mui/icons-material/Store';
import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import TuneIcon from '@mui/icons-material/Tune';
import type { Permission } from '@portal/domain';
import type { ReactElement } from 'react';

/** A page of the settings area, as its navigation lists it. */
export interface SettingsPage {
  path: string;
  permission: Permission;
  /** Key of its title in the `settings` namespace (`pages.<key>.title`). */
  key: string;
  icon: ReactElement;
}

/**
 * The settings pages in the spec's order (part 2 §2: branches, programs, tablets, study types,
 * users, e-mail templates, mailing, app config); the e-mail pages join with their issue. The
 * navigation shows a role the ones its permissions open.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    path: '/settings/branches',
    permission: 'settings.branches',
    key: 'branches',
    icon: <StoreIcon />,
  },
  {
    path: '/settings/programs',
    permission: 'settings.programs',
    key: 'programs',
    icon: <AppsIcon />,
  },
  {
    path: '/settings/tablets',
    permission: 'settings.tablets',
    key: 'tablets',
    icon: <TabletAndroidIcon />,
  },
  {
    path: '/settings/study-types',
    permission: 'settings.studyTypes',
    key: 'studyTypes',
    icon: <BiotechIcon />,
  },
  { path: '/settings/users', permission: 'settings.users', key: 'users', icon: <GroupIcon /> },
  {
    path: '/settings/app-config',
    permission: 'settings.appConfig',
    key: 'appConfig',
    icon: <TuneIcon />,
  },
  // Beyond the spec (issue 13 §4): who changed what, before → after.
  { path: '/settings/audit', permission: 'settings.audit', key: 'audit', icon: <HistoryIcon /> },
];
