import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SIDE_MENU_WIDTH_PX, type Role } from '@portal/domain';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { TermsGate } from '../../features/auth/components/terms-gate';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { AFTER_LOGIN_STATE } from '../../shared/auth/after-login';
import { sessionStore } from '../../shared/auth/session-store';
import { useCurrentUser } from '../../shared/auth/use-current-user';
import { useCurrentUserUpdates } from '../../shared/auth/use-current-user-updates';
import { useSession } from '../../shared/auth/use-session';
import { PageSuspense } from '../../shared/ui/page-loading';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useCurrentBranch } from './use-current-branch';

/**
 * The signed-in frame: top bar, 240 px side menu (spec part 2 §2) and the page. Until the terms
 * are accepted only the terms dialog is shown, so no page asks for data the server would refuse.
 */
export function AppShell() {
  const session = useSession();
  const { t } = useTranslation('shell');
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // Until the user toggles it, the menu is open on wide screens and closed on narrow ones.
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const { user } = useCurrentUser();
  useCurrentUserUpdates();
  const { current, branches, choose } = useCurrentBranch(user);

  if (!session) return null;
  const drawerOpen = menuOpen ?? wide;

  const changeRole = async (role: Role) => {
    if (role === session.currentRole) return;
    sessionStore.update({ currentRole: role });
    // Answers given to the previous role may differ for this one.
    await client.clearStore();
    enqueueSnackbar(t('roleChanged', { role: t(`role.${role}`) }), { variant: 'info' });
    await navigate('/', { state: AFTER_LOGIN_STATE });
  };

  const changeBranch = async (branchId: string) => {
    if (branchId === current?.id) return;
    // A refusal (the user no longer works there) reaches the shared error handler.
    const name = await choose(branchId).catch(() => null);
    if (name) enqueueSnackbar(t('branchChanged', { branch: name }), { variant: 'success' });
  };

  const menu = (
    <SideMenu
      role={session.currentRole}
      badges={session.acceptedTerms}
      onNavigate={wide ? undefined : () => setMenuOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        session={session}
        user={user}
        branches={branches}
        currentBranch={current}
        menuOpen={drawerOpen}
        onMenuToggle={() => setMenuOpen(!drawerOpen)}
        onBranchChange={(branchId) => void changeBranch(branchId)}
        onRoleChange={(role) => void changeRole(role)}
        onLogout={() => void signOut()}
      />
      <Drawer
        id="side-menu"
        variant={wide ? 'persistent' : 'temporary'}
        open={drawerOpen}
        onClose={() => setMenuOpen(false)}
        // On a phone the menu is a modal dialog, which needs a name.
        slotProps={wide ? undefined : { paper: { 'aria-label': t('menuLabel') } }}
        sx={{
          width: drawerOpen && wide ? SIDE_MENU_WIDTH_PX : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH_PX, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {menu}
      </Drawer>
      <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {session.acceptedTerms ? (
          // Here, not only around the router: the top bar and menu stay while a page loads.
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        ) : (
          <TermsGate />
        )}
      </Box>
    </Box>
  );
}
