import SettingsIcon from '@mui/icons-material/Settings';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { roleHas, type Role } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../shared/auth/use-current-user';
import { useAppInfo } from '../../shared/api/use-app-info';
import type { Session } from '../../shared/auth/session-store';

interface Props {
  session: Session;
  branches: CurrentUser['branches'];
  currentBranchId: string | null;
  onBranchChange: (branchId: string) => void;
  onRoleChange: (role: Role) => void;
}

/**
 * Current branch, current role and (for Admin) the application version (spec part 1 §2, §6).
 * Only Admin, Technician and DescribingDoctor switch roles, and only among their own.
 */
export function SettingsPopover({
  session,
  branches,
  currentBranchId,
  onBranchChange,
  onRoleChange,
}: Props) {
  const { t } = useTranslation('shell');
  const appInfo = useAppInfo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const branchLabel = useId();
  const roleLabel = useId();
  const popoverId = useId();
  const canSwitchRole =
    roleHas(session.currentRole, 'topbar.roleSwitch') && session.roles.length > 1;

  return (
    <>
      <Tooltip title={t('settings')}>
        <IconButton
          color="inherit"
          aria-label={t('settings')}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('settings') } }}
      >
        <Stack spacing={2} sx={{ p: 2, width: 300 }}>
          <FormControl fullWidth size="small" disabled={branches.length === 0}>
            <InputLabel id={branchLabel}>{t('currentBranch')}</InputLabel>
            <Select
              labelId={branchLabel}
              label={t('currentBranch')}
              value={currentBranchId ?? ''}
              onChange={(event) => onBranchChange(event.target.value)}
              displayEmpty={branches.length === 0}
              renderValue={(value) =>
                branches.find((branch) => branch.id === value)?.name ?? t('noBranch')
              }
            >
              {branches.map((branch) => (
                <MenuItem key={branch.id} value={branch.id}>
                  {branch.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth size="small" disabled={!canSwitchRole}>
            <InputLabel id={roleLabel}>{t('currentRole')}</InputLabel>
            <Select
              labelId={roleLabel}
              label={t('currentRole')}
              value={session.currentRole}
              onChange={(event) => {
                // A new role leads to that role's landing page: the popover has done its job.
                setAnchor(null);
                onRoleChange(event.target.value);
              }}
            >
              {(canSwitchRole ? session.roles : [session.currentRole]).map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`role.${role}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {roleHas(session.currentRole, 'topbar.appVersion') && appInfo && (
            <Typography variant="body2" color="text.secondary">
              {t('version', { version: `${appInfo.version} (${appInfo.commit.slice(0, 7)})` })}
            </Typography>
          )}
        </Stack>
      </Popover>
    </>
  );
}
