import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Completed or still open, as an icon with its own label and tooltip (spec part 2 §2). */
export function ReferralStatusIcon({ completed }: { completed: boolean }) {
  const { t } = useTranslation('referrals');
  const label = t(completed ? 'status.completed' : 'status.open');
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{ display: 'inline-flex', color: completed ? 'success.main' : 'text.disabled' }}
      >
        {completed ? (
          <CheckCircleIcon fontSize="small" />
        ) : (
          <PendingOutlinedIcon fontSize="small" />
        )}
      </Box>
    </Tooltip>
  );
}
