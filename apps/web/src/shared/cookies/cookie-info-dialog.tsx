import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '../i18n/text-context';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** What cookies and local records the portal keeps, and why (spec part 1 §2 "Find out more"). */
export function CookieInfoDialog({ open, onClose }: Props) {
  const { t, textObject } = useText('cookies');
  const titleId = useId();
  const paragraphs = textObject<string[]>('info.paragraphs');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('info.title')}</DialogTitle>
      <DialogContent>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} paragraph>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
