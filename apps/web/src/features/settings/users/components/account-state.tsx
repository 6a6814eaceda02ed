import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SettingsUserRowFragment } from '../../../../__generated__/graphql';

type StateOf = Pick<SettingsUserRowFragment, 'suspendedUntil' | 'blockedAt' | 'registrationHold'>;

/**
 * What an Admin did to the account (ADR 0045), as a chip beside its row: blocked, suspended (the
 * API answers `suspendedUntil` only while the suspension lasts), or a signup of an address that
 * was blocked or deleted before. Nothing for any other account.
 */
export function AccountStateChip({ user }: { user: StateOf }) {
  const { t } = useTranslation('users');
  if (user.blockedAt) {
    return <Chip size="small" color="error" label={t('moderation.chipBlocked')} />;
  }
  if (user.suspendedUntil) {
    return <Chip size="small" color="warning" label={t('moderation.chipSuspended')} />;
  }
  if (user.registrationHold) {
    return (
      <Chip size="small" color="error" variant="outlined" label={t('verification.holdChip')} />
    );
  }
  return null;
}
