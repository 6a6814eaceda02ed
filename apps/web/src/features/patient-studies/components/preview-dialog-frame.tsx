import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useText } from '../../../shared/i18n/text-context';

interface Props {
  name: string;
  downloadUrl: string;
  onClose: () => void;
  /** Centred (an image) or left as it is (the DICOM viewer). */
  center?: boolean;
  children: ReactNode;
}

/** A file's preview, nearly full screen on a phone, with its download and close buttons. */
export function PreviewDialogFrame({ name, downloadUrl, onClose, center, children }: Props) {
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
      <DialogContent sx={{ p: { xs: 1, sm: 2 }, ...(center ? { textAlign: 'center' } : {}) }}>
        {children}
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
