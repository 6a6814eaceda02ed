import ApartmentIcon from '@mui/icons-material/Apartment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BiotechIcon from '@mui/icons-material/Biotech';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SettingsIcon from '@mui/icons-material/Settings';
import DescriptionIcon from '@mui/icons-material/Description';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { sideMenuFor, type Role, type SideMenuItem } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { UnreadMenuBadge } from '../../features/messages/components/unread-menu-badge';
import { BUILT_PATHS } from '../feature-routes';

/** What an item's `badge` shows beside it. */
const BADGES: Record<NonNullable<SideMenuItem['badge']>, ReactElement> = {
  unreadMessages: <UnreadMenuBadge />,
};

const ICONS: Record<string, ReactElement> = {
  patients: <PeopleIcon />,
  studies: <BiotechIcon />,
  doctors: <LocalHospitalIcon />,
  facilities: <ApartmentIcon />,
  referrals: <DescriptionIcon />,
  appointments: <EventIcon />,
  visits: <HandshakeIcon />,
  complaints: <ReportProblemIcon />,
  councils: <GroupsIcon />,
  messages: <MailIcon />,
  reports: <AssessmentIcon />,
  profile: <PersonIcon />,
  settings: <SettingsIcon />,
  help: <HelpOutlineIcon />,
};

/** The items a role sees (spec part 2 §2) whose pages exist today, in the spec's order. */
export function visibleMenuItems(role: Role, built: ReadonlySet<string> = BUILT_PATHS) {
  return sideMenuFor(role).filter((item) => built.has(item.route));
}

interface Props {
  /** Counts beside items (unread messages); off until the terms are accepted (the API refuses). */
  badges?: boolean;
  role: Role;
  onNavigate?: () => void;
}

export function SideMenu({ role, onNavigate, badges = true }: Props) {
  const { t } = useTranslation('menu');
  return (
    <nav aria-label={t('navigation')}>
      <List>
        {visibleMenuItems(role).map((item) => (
          // A list's children are list items (<li>): the link lives inside one. A badge stays
          // beside the link, not in it, so the link's name is the item's alone.
          <ListItem
            key={item.route}
            disablePadding
            secondaryAction={badges && item.badge ? BADGES[item.badge] : undefined}
            slotProps={{ secondaryAction: { style: { pointerEvents: 'none' } } }}
          >
            <ListItemButton
              component={NavLink}
              to={item.route}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
              <ListItemText primary={t(item.key)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
