import MoreVertIcon from '@mui/icons-material/MoreVert';
import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStateStore } from '../../../shared/api/connection-state';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import type { KioskTabletInfo } from '../session/kiosk-session-store';
import { ConnectionIndicator } from './connection-indicator';

interface Props {
  tablet: KioskTabletInfo;
  connection: ConnectionStateStore;
}

/** Full screen needs a tap (browsers allow it only after a user gesture), hence a menu item. */
async function toggleFullScreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused by the browser: the kiosk works in a window too.
  }
}

/**
 * Which tablet this is, whether it is connected, its language and full screen. Nothing here ends
 * the pairing: the patient holds the tablet, and only an Admin unpairs it, in the tablet settings
 * (ADR 0026).
 */
export function KioskHeader({ tablet, connection }: Props) {
  const { t } = useTranslation('kiosk');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <TabletAndroidIcon color="primary" aria-hidden />
          <Typography variant="subtitle1" component="p" noWrap>
            {t('header.tablet', { name: tablet.name, branch: tablet.branchName })}
          </Typography>
        </Stack>
        <ConnectionIndicator store={connection} />
        <LanguageSwitcher color="primary" />
        {/* The menu holds full screen only: without it (iOS Safari) there is no menu. */}
        {document.fullscreenEnabled && (
          <>
            <IconButton
              aria-label={t('header.menu')}
              aria-haspopup="menu"
              aria-controls={menu ? menuId : undefined}
              aria-expanded={menu ? 'true' : undefined}
              onClick={(event) => setMenu(event.currentTarget)}
              size="large"
            >
              <MoreVertIcon />
            </IconButton>
            <Menu id={menuId} anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              <MenuItem
                onClick={() => {
                  setMenu(null);
                  void toggleFullScreen();
                }}
              >
                {t(document.fullscreenElement ? 'header.exitFullScreen' : 'header.fullScreen')}
              </MenuItem>
            </Menu>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
