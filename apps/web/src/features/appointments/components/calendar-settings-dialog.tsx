import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBranchesQuery } from '../../../__generated__/graphql';

export type CalendarBranch = CalendarBranchesQuery['calendarBranches'][number];

interface Props {
  open: boolean;
  branches: readonly CalendarBranch[];
  chosen: readonly string[];
  onApply: (deviceIds: string[]) => void;
  onClose: () => void;
}

/**
 * The calendar's settings (spec part 1 §2): which devices of the user's own branches it shows,
 * one column each. A branch's box ticks all its enabled devices at once.
 */
export function CalendarSettingsDialog({ open, branches, chosen, onApply, onClose }: Props) {
  const { t } = useTranslation('appointments');
  const titleId = useId();
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(picked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setPicked(next);
  };
  // The order of the columns: branches by name, then their devices, as listed here.
  const apply = () =>
    onApply(
      branches.flatMap((branch) =>
        branch.devices.filter(({ id }) => picked.has(id)).map(({ id }) => id),
      ),
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <DialogContent dividers>
        {branches.length === 0 ? (
          <Alert severity="info">{t('settings.noBranches')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.help')}
            </Typography>
            {branches.map((branch) => {
              const enabled = branch.devices.filter((device) => device.enabled).map(({ id }) => id);
              const count = enabled.filter((id) => picked.has(id)).length;
              return (
                <Box key={branch.id} sx={{ mb: 2 }}>
                  <FormControlLabel
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{
                            width: 12,
                            height: 12,
                            borderRadius: '50%',
                            mr: 1,
                            bgcolor: branch.color,
                          }}
                        />
                        <strong>{t('settings.allDevices', { branch: branch.name })}</strong>
                      </Box>
                    }
                    control={
                      <Checkbox
                        checked={enabled.length > 0 && count === enabled.length}
                        indeterminate={count > 0 && count < enabled.length}
                        disabled={enabled.length === 0}
                        onChange={(event) => toggle(enabled, event.target.checked)}
                      />
                    }
                  />
                  <FormGroup sx={{ pl: 4 }}>
                    {branch.devices.map((device) => (
                      <FormControlLabel
                        key={device.id}
                        disabled={!device.enabled}
                        label={
                          device.enabled
                            ? device.name
                            : t('settings.disabled', { name: device.name })
                        }
                        control={
                          <Checkbox
                            checked={picked.has(device.id)}
                            onChange={(event) => toggle([device.id], event.target.checked)}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </Box>
              );
            })}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={branches.length === 0}>
          {t('settings.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
