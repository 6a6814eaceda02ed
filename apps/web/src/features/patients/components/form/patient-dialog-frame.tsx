import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DraggableDialog } from '../../../../shared/ui/draggable-dialog';

interface Props {
  title: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

/** The patient dialog: draggable on a desk, full screen on a phone. */
export function PatientDialogFrame({ title, titleId, onClose, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children}
      </Dialog>
    );
  }
  return (
    <DraggableDialog open onClose={onClose} title={title} titleId={titleId} maxWidth="md" fullWidth>
      {children}
    </DraggableDialog>
  );
}
