import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StoreIcon from '@mui/icons-material/Store';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { roleHas, type Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/auth/session-store';
import { CouncilBadge } from '../../features/councils/components/council-badge';
import { MessagesBadge } from '../../features/messages/components/messages-badge';
import { displayName, type CurrentUser } from '../../shared/auth/use-current-user';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { SettingsPopover } from './settings-popover';

interface Props {
  session: Session;
  user: CurrentUser | null;
  branches: CurrentUser['branches'];
  currentBranch: CurrentUser['branches'][number] | null;
  menuOpen: boolean;
  onMenuToggle: () => void;
  onBranchChange: (branchId: string) => void;
  onRoleChange: (role: Role) => void;
  onLogout: () => void;
}

/**
 * The top bar (spec part 1 §2, §6): menu button, current branch and the signed-in name, the
 * council and messages badges (part 2 §2), the settings popover, language switcher and logout.
 * Search joins it with its feature.
 */
export function TopBar(props: Props) {
  const { session, user, branches, currentBranch, menuOpen } = props;
  const { t } = useTranslation(['shell', 'common']);
  const role = session.currentRole;
  const name = user ? displayName(user) : session.login;
  // Someone who may act in several roles sees which one they act in now (issue 12 §8).
  const shownName = session.roles.length > 1 ? `${name} · ${t(`shell:role.${role}`)}` : name;

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t(menuOpen ? 'shell:closeMenu' : 'shell:openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={props.onMenuToggle}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexShrink: 0 }}>
          {t('common:appName')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {roleHas(role, 'topbar.branch') && currentBranch && (
          <Chip
            icon={<StoreIcon />}
            label={currentBranch.name}
            variant="outlined"
            aria-label={`${t('shell:currentBranch')}: ${currentBranch.name}`}
            sx={{
              color: 'inherit',
              borderColor: 'rgba(255,255,255,0.6)',
              '& .MuiChip-icon': { color: 'inherit' },
              display: { xs: 'none', md: 'flex' },
            }}
          />
        )}
        <Typography
          variant="body2"
          noWrap
          data-testid="logged-in-name"
          title={t('shell:loggedInAs', { name: shownName })}
          sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 320 }}
        >
          {shownName}
        </Typography>
        {/* Until the terms are accepted the API answers nothing: the badges (and their live
            subscriptions) start once they are, not refused before. */}
        {session.acceptedTerms && roleHas(role, 'topbar.councilBadge') && <CouncilBadge />}
        {session.acceptedTerms && roleHas(role, 'topbar.messagesBadge') && <MessagesBadge />}
        {roleHas(role, 'topbar.settingsPopover') && (
          <SettingsPopover
            session={session}
            branches={branches}
            currentBranchId={currentBranch?.id ?? null}
            onBranchChange={props.onBranchChange}
            onRoleChange={props.onRoleChange}
          />
        )}
        <LanguageSwitcher />
        <Tooltip title={t('shell:logout')}>
          <IconButton color="inherit" aria-label={t('shell:logout')} onClick={props.onLogout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
