import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleHas } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/use-session';
import { SETTINGS_PAGES } from '../settings-pages';

/**
 * /settings ("Administracja"): the settings pages the current role may open. The spec's default
 * is /settings/branches, which is not built yet; until it is, an index instead of a redirect means
 * a Manager (who may open /settings but no page built so far) never lands on a dead end.
 */
export function SettingsIndexPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const pages = SETTINGS_PAGES.filter((page) => roleHas(session?.currentRole, page.permission));

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {pages.length === 0 ? (
        <Alert severity="info" icon={<SettingsIcon />}>
          {t('empty')}
        </Alert>
      ) : (
        <Paper>
          <List aria-label={t('title')} disablePadding>
            {pages.map((page) => (
              <ListItem key={page.path} disablePadding divider>
                <ListItemButton component={Link} to={page.path}>
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText
                    primary={t(`pages.${page.key}.title`)}
                    secondary={t(`pages.${page.key}.description`)}
                  />
                  <ChevronRightIcon aria-hidden color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
