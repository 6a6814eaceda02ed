import Stack from '@mui/material/Stack';
import { addDays, warsawParts } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { DateField, MALFORMED_DATE } from '../../../../shared/ui/date-field';
import { FailureAlert } from '../../../../shared/ui/failure-alert';

/** The suggested next meeting: the visit's day plus the config's follow-up days (part 2 §4). */
export function suggestedFollowUp(visitDate: string, followUpDays: number): string {
  return addDays(warsawParts(new Date(visitDate)).date, followUpDays);
}

/** What is wrong with a chosen day, as a domain message key; null when it will do. */
export function followUpProblem(day: string, visitDate: string): string | null {
  if (!day) return 'validation.visit.followUpRequired';
  if (day === MALFORMED_DATE) return 'validation.date.format';
  if (day <= warsawParts(new Date(visitDate)).date) return 'validation.visit.followUpNotAfter';
  return null;
}

interface Props {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** The visit's instant: the suggestion counts from it and the day must come after it. */
  visitDate: string;
  followUpDays: number;
  /** Receives the chosen day, yyyy-MM-dd; a failure it says is shown in the dialog. */
  onConfirm: (day: string) => Promise<string | null> | string | null;
  onCancel: () => void;
}

/**
 * The next meeting's date (spec part 2 §4 "Visit"): required, a day after the visit, shown as
 * dd.MM.yyyy, suggested as the visit's day plus the config's visitFollowUpDays. Completing,
 * cancelling and planning a follow-up ask for it.
 */
export function FollowUpDialog(props: Props) {
  // Opened afresh each time: the suggestion and no leftover failure.
  return props.open ? <FollowUpDialogOpen {...props} /> : null;
}

function FollowUpDialogOpen({
  title,
  message,
  confirmLabel,
  visitDate,
  followUpDays,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation('visits');
  const domainMessage = useDomainMessage();
  const [day, setDay] = useState(() => suggestedFollowUp(visitDate, followUpDays));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = followUpProblem(day, visitDate);

  return (
    <ConfirmDialog
      open
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        setTouched(true);
        if (problem) return;
        setFailure(await onConfirm(day));
      }}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FailureAlert message={failure} />
        <DateField
          label={t('followUp.date')}
          required
          value={day}
          onChange={(next) => {
            setDay(next);
            setTouched(true);
          }}
          error={touched || day !== '' ? domainMessage(problem ?? undefined) : undefined}
        />
      </Stack>
    </ConfirmDialog>
  );
}
