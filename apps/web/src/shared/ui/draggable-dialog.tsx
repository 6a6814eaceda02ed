import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { type PaperProps } from '@mui/material/Paper';
import { useRef, type ReactNode } from 'react';
import Draggable from 'react-draggable';

const HANDLE_CLASS = 'draggable-dialog-title';

function DraggablePaper(props: PaperProps) {
  const nodeRef = useRef<HTMLDivElement>(null);
  return (
    <Draggable
      nodeRef={nodeRef}
      handle={`.${HANDLE_CLASS}`}
      cancel={'[class*="MuiDialogContent-root"]'}
    >
      <Paper {...props} ref={nodeRef} />
    </Draggable>
  );
}

interface Props extends Omit<DialogProps, 'title' | 'PaperComponent'> {
  title: ReactNode;
  titleId: string;
}

/** A dialog the user can move by its title bar (spec part 1 §2 "draggable dialog"). */
export function DraggableDialog({ title, titleId, children, ...dialogProps }: Props) {
  return (
    // PaperComponent (not slots.paper) keeps the dialog's own paper styles: size, flex layout.
    <Dialog {...dialogProps} aria-labelledby={titleId} PaperComponent={DraggablePaper}>
      <DialogTitle id={titleId} className={HANDLE_CLASS} sx={{ cursor: 'move' }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
