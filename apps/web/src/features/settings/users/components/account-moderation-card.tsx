import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsUserFormFragment } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { ModerationDialog, type ModerationKind } from './moderation-dialogs';
import { ResetMfaButton } from './reset-mfa-button';

interface Props {
  user: SettingsUserFormFragment;
  /** The version the edit form holds: the steps edit that one, and hand back the next. */
  version: number;
  onDone: (version: number, kind: ModerationKind) => void;
}

/**
 * The Admin's steps on an account (spec part 1 §4 "Doctor account lifecycle", §6; ADR 0045): its
 * state in words, and warn, suspend, block, restore, unregister, each asked for in a dialog; and
 * resetting its two-step verification when it has it (issue 19 §4).
 */
export function AccountModerationCard({ user, version, onDone }: Props) {
  const { t, i18n } = useTranslation('users');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const [open, setOpen] = useState<ModerationKind | null>(null);
  const locked = Boolean(user.blockedAt || user.suspendedUntil);

  let state: string;
  if (user.blockedAt) {
    state = t('moderation.stateBlocked', { since: formatDateTime(user.blockedAt, lang) });
  } else if (user.suspendedUntil) {
    state = t('moderation.stateSuspended', { until: formatDateTime(user.suspendedUntil, lang) });
  } else {
    state = user.active ? t('moderation.stateActive') : t('moderation.stateInactive');
  }

  const actions: ModerationKind[] = locked
    ? ['warn', 'restore', 'unregister']
    : ['warn', 'suspend', 'block', 'unregister'];

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-moderation-title">
      <CardHeader
        title={t('moderation.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'account-moderation-title' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 500 }} data-testid="account-state">
            {state}
          </Typography>
          {user.mfaEnabled && <Typography variant="body2">{t('moderation.mfaOn')}</Typography>}
          <Typography color="text.secondary" variant="body2">
            {t('moderation.intro')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                color={kind === 'warn' || kind === 'restore' ? 'primary' : 'error'}
                onClick={() => setOpen(kind)}
              >
                {t(`moderation.${kind}`)}
              </Button>
            ))}
            {user.mfaEnabled && <ResetMfaButton account={user} />}
          </Stack>
        </Stack>
      </CardContent>
      {open && (
        <ModerationDialog
          kind={open}
          account={{ id: user.id, login: user.login, version }}
          onClose={() => setOpen(null)}
          onDone={(next) => onDone(next, open)}
        />
      )}
    </Card>
  );
}
