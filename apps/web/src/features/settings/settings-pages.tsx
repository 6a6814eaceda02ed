import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import type { Permission } from '@portal/domain';
import type { ReactElement } from 'react';

/** A page of the settings area, as its index lists it. */
export interface SettingsPage {
  path: string;
  permission: Permission;
  /** Key of its title and description in the `settings` namespace (`pages.<key>.*`). */
  key: string;
  icon: ReactElement;
}

/**
 * The settings pages built so far (spec part 2 §7: branches, programs, tablets, study types,
 * users, e-mail templates, mailing, app config). Each joins this list and the feature's routes
 * as it is built; the index shows a role the ones its permissions open.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    path: '/settings/tablets',
    permission: 'settings.tablets',
    key: 'tablets',
    icon: <TabletAndroidIcon />,
  },
];
