import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { roleHas } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/auth/use-session';
import { SETTINGS_PAGES } from '../settings-pages';

/**
 * The settings pages the current role may open, as tabs above every settings page (spec part 2
 * §2): Admin sees all, Manager branches and users. The tab of the page shown (or of its add and
 * edit pages) is selected.
 */
export function SettingsNav() {
  const { t } = useTranslation('settings');
  const role = useSession()?.currentRole;
  const { pathname } = useLocation();
  const pages = SETTINGS_PAGES.filter((page) => roleHas(role, page.permission));
  const selected = pages.find(
    (page) => pathname === page.path || pathname.startsWith(`${page.path}/`),
  );

  return (
    <Box
      component="nav"
      aria-label={t('title')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tabs value={selected?.path ?? false} variant="scrollable" scrollButtons="auto">
        {pages.map((page) => (
          <Tab
            key={page.path}
            value={page.path}
            component={Link}
            to={page.path}
            icon={page.icon}
            iconPosition="start"
            label={t(`pages.${page.key}.title`)}
            aria-current={page === selected ? 'page' : undefined}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
