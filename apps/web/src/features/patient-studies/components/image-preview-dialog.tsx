import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useText } from '../../../shared/i18n/text-context';

interface Props {
  name: string;
  src: string;
  alt: string;
  downloadUrl: string;
  onClose: () => void;
}

/**
 * An image of a study, shown as the browser draws it (png, jpeg, bmp, webp), full screen on a
 * phone. Loaded with the first preview: the page itself carries no dialog.
 */
export default function ImagePreviewDialog({ name, src, alt, downloadUrl, onClose }: Props) {
  const { t } = useText('patientStudies');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent sx={{ p: { xs: 1, sm: 2 }, textAlign: 'center' }}>
        <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: '75vh' }} />
      </DialogContent>
      <DialogActions>
        <Button href={downloadUrl} download={name} sx={{ minHeight: 48 }}>
          {t('files.download')}
        </Button>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 48 }}>
          {t('preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
