import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import {
  DIALOG_HEIGHT_PERCENT,
  DOCTOR_PROFILE_ROLES,
  TERMS_SCROLL_THRESHOLD_PX,
  type Role,
} from '@portal/domain';
import { useCallback, useId, useState, type UIEvent } from 'react';
import { useText } from '../i18n/text-context';
import { DraggableDialog } from '../ui/draggable-dialog';

interface TermsSection {
  heading: string;
  paragraphs: string[];
}

interface Props {
  open: boolean;
  role: Role | null;
  /** Present when the user must accept; without it the dialog only shows the terms. */
  onAccept?: () => void | Promise<void>;
  onClose: () => void;
}

/** Whether the user is within the threshold of the end of the text (spec part 1 §2: 200 px). */
export function isScrolledToBottom(
  element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
): boolean {
  return (
    element.scrollHeight - element.scrollTop - element.clientHeight <= TERMS_SCROLL_THRESHOLD_PX
  );
}

/**
 * The terms dialog (spec part 1 §2): draggable by its title, 90% of the screen high, the doctor
 * terms for doctor-type roles and the patient terms otherwise. Accept is enabled once the user
 * has scrolled to the end (ADR 0004).
 */
export function TermsDialog({ open, role, onAccept, onClose }: Props) {
  const { t, textObject } = useText('terms');
  const titleId = useId();
  const doctorTerms = role !== null && (DOCTOR_PROFILE_ROLES as readonly Role[]).includes(role);
  const sections = textObject<TermsSection[]>(doctorTerms ? 'doctor' : 'patient');
  const [scrolledToBottom, setScrolledToBottom] = useState(false);
  const [busy, setBusy] = useState(false);

  // A text short enough to fit needs no scrolling: check as soon as the content is laid out.
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (element && isScrolledToBottom(element)) setScrolledToBottom(true);
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToBottom(event.currentTarget)) setScrolledToBottom(true);
  };

  const accept = async () => {
    if (!onAccept) return;
    setBusy(true);
    try {
      await onAccept();
    } catch {
      // useAcceptTerms reports failures itself; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DraggableDialog
      open={open}
      title={t(doctorTerms ? 'doctorTitle' : 'patientTitle')}
      titleId={titleId}
      maxWidth="md"
      fullWidth
      onClose={onAccept ? undefined : onClose}
      slotProps={{ paper: { sx: { height: `${DIALOG_HEIGHT_PERCENT}%` } } }}
    >
      {/* Focusable, so a keyboard user can scroll the text to its end (and so accept). */}
      <DialogContent
        dividers
        ref={measure}
        onScroll={onScroll}
        data-testid="terms-content"
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
      >
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} paragraph>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        {onAccept && !scrolledToBottom && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, pl: 1 }}>
            {t('scrollHint')}
          </Typography>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
        {onAccept && (
          <Button
            variant="contained"
            onClick={() => void accept()}
            disabled={!scrolledToBottom || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('accept')}
          </Button>
        )}
      </DialogActions>
    </DraggableDialog>
  );
}
