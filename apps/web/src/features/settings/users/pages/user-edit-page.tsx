import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  SettingsUserDocument,
  type SettingsUserFormFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { usePermission } from '../../../../shared/auth/use-permission';
import { useSession } from '../../../../shared/auth/use-session';
import { LoadError } from '../../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { AccountModerationCard } from '../components/account-moderation-card';
import { VerifyAccountDialog } from '../components/account-verification';
import { UserForm } from '../components/user-form';
import { USERS_LIST_PATH, useUserForm } from '../hooks/use-user-form';

/** The server's NOT_FOUND: an unknown or deleted account, said as a notice, not an error. */
function isNotFound(error: unknown): boolean {
  const kind = classifyError(error);
  return kind.kind === 'other' && kind.code === 'NOT_FOUND';
}

/** /settings/users/edit/:id (Admin, Manager): every field of the account. */
export function UserEditPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SettingsUserDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const user = data?.user;

  let content;
  if (user) {
    content = (
      <EditForm
        key={user.id}
        user={user}
        reload={async () => (await refetch()).data?.user ?? null}
      />
    );
  } else if (loading) {
    content = <Skeleton variant="rounded" height={480} aria-label={t('loading')} />;
  } else if (error && !isNotFound(error)) {
    content = <LoadError message={t('messages.loadOneError')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={USERS_LIST_PATH} color="inherit" size="small">
            {t('backToList')}
          </Button>
        }
      >
        {t('notFound', { id })}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 900, pb: 4 }}>
      <Typography variant="h4" component="h1">
        {t('editTitle')}
      </Typography>
      {content}
    </Stack>
  );
}

function EditForm({
  user,
  reload,
}: {
  user: SettingsUserFormFragment;
  reload: () => Promise<SettingsUserFormFragment | null>;
}) {
  const { t } = useTranslation('users');
  const canVerify = usePermission('doctors.activate');
  const canModerate = usePermission('accounts.manage');
  const ownAccount = useSession()?.userId === user.id;
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState<SettingsUserFormFragment | null>(null);
  const state = useUserForm(user, reload);
  return (
    <>
      <UserForm
        form={state.form}
        adding={false}
        heldRoles={state.heldRoles}
        heldBranches={user.branches}
        busy={state.busy}
        failure={state.failure}
        notice={
          <>
            {!user.verifiedAt && (
              <Alert
                severity="warning"
                action={
                  canVerify ? (
                    <Button
                      color="inherit"
                      size="small"
                      aria-label={t('verification.verifyNamed', { login: user.login })}
                      onClick={() => setVerifying(user)}
                    >
                      {t('verification.verify')}
                    </Button>
                  ) : undefined
                }
              >
                {t('verification.notice')}
              </Alert>
            )}
            <StaleVersionAlert state={state.stale} />
          </>
        }
        onSubmit={state.save}
        onCancel={state.cancel}
      />
      {canModerate && !ownAccount && (
        <AccountModerationCard
          user={user}
          version={state.version}
          onDone={(version, kind) =>
            // An unregistered account is no longer edited: back to the list.
            kind === 'unregister' ? void navigate(USERS_LIST_PATH) : state.adoptVersion(version)
          }
        />
      )}
      <VerifyAccountDialog
        account={verifying}
        onClose={() => setVerifying(null)}
        onVerified={state.adoptVersion}
      />
    </>
  );
}
