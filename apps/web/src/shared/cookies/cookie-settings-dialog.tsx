import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { COOKIE_CATEGORIES } from '@portal/domain';
import { useId, useState } from 'react';
import { useText } from '../i18n/text-context';
import { ALL_ACCEPTED, cookieConsent, ONLY_NECESSARY, type CookieSettings } from './cookie-consent';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Cookie settings by category, with accept-all and reject-all-except-necessary (part 1 §2). */
export function CookieSettingsDialog({ open, onClose }: Props) {
  const { t } = useText('cookies');
  const titleId = useId();
  const [draft, setDraft] = useState<CookieSettings>(cookieConsent.get() ?? ONLY_NECESSARY);

  const decide = (settings: CookieSettings) => {
    cookieConsent.save(settings);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('settingsTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {COOKIE_CATEGORIES.map((category) => (
            <div key={category}>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft[category]}
                    disabled={category === 'necessary'}
                    onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                  />
                }
                label={t(`category.${category}.name`)}
              />
              <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
                {t(`category.${category}.description`)}
              </Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => decide(ONLY_NECESSARY)}>{t('rejectAll')}</Button>
        <Button variant="outlined" onClick={() => decide(draft)}>
          {t('save')}
        </Button>
        <Button variant="contained" onClick={() => decide(ALL_ACCEPTED)}>
          {t('acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
