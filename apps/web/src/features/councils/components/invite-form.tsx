import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteDoctorsToCouncilDocument } from '../../../__generated__/councils/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { serverValidationErrors } from '../../../shared/hooks/server-validation';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { CouncilEmailsField } from './council-emails-field';

/**
 * The founder's 'Zaproś' (spec part 2 §4, §5 "Council invite"): addresses as chips, at least
 * one; the answer (the council with its pending addresses) updates the page.
 */
export function InviteForm({ councilId }: { councilId: string }) {
  const { t } = useTranslation('councils');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite] = useMutation(InviteDoctorsToCouncilDocument, {
    context: { silentErrors: true },
  });

  const send = async () => {
    if (emails.length === 0) {
      setError(domainMessage('validation.council.emailsRequired') ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await invite({ variables: { councilId, doctorEmail: emails } });
      enqueueSnackbar(t('view.invited', { count: emails.length }), { variant: 'success' });
      setEmails([]);
    } catch (failure) {
      const issues = serverValidationErrors(failure);
      const kind = classifyError(failure);
      setError(
        issues
          ? issues.map((issue) => issue.message).join(' ')
          : kind.kind === 'other'
            ? kind.message
            : t('view.inviteFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <CouncilEmailsField
        label={t('view.inviteEmails')}
        values={emails}
        onChange={(values) => {
          setEmails(values);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('view.invite')}
      </Button>
    </Stack>
  );
}
