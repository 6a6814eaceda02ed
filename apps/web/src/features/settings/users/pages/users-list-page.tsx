import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  USER_FILTER_ROLES,
  USER_SETTINGS_PAGE_SIZE,
  type Role,
} from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  DeleteUserDocument,
  SettingsUsersDocument,
  type SettingsUserRowFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { usePermission } from '../../../../shared/auth/use-permission';
import { LoadError } from '../../../../shared/ui/load-error';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback';
import { useUsersListState } from '../hooks/use-users-list-state';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { AccountStateChip } from '../components/account-state';
import { AwaitingVerificationChip, VerifyAccountDialog } from '../components/account-verification';

function nameOf(user: SettingsUserRowFragment): string {
  const { firstName, lastName, companyName } = user.contact;
  return [firstName, lastName].filter(Boolean).join(' ') || companyName || '';
}

/**
 * /settings/users (Admin, Manager): 10 accounts a page by login, filtered by name and roles, or
 * the accounts that signed up and wait for verification (ADR 0044), of any role: doctors too.
 */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const { t: ts } = useTranslation('shell');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // The edit action is Admin's and Manager's (spec part 2 §2); the page guard admits no one else.
  const canEdit = usePermission('settings.users');
  const canVerify = usePermission('doctors.activate');
  const { state, change } = useUsersListState();
  const [typed, setTyped] = useState(state.name);
  const applyName = useDebouncedCallback(
    (name: string) => change({ name }),
    AUTOCOMPLETE_DEBOUNCE_MS,
  );
  // Waiting accounts are doctors' and facilities' signups: the roles filter (no Doctor) is off.
  const noRoles = !state.awaiting && state.roles.length === 0;
  const { data, previousData, loading, error, refetch } = useQuery(SettingsUsersDocument, {
    variables: {
      where: state.awaiting
        ? { name: state.name || null, awaitingVerification: true }
        : { name: state.name || null, roles: state.roles },
      pagination: { skip: state.page * USER_SETTINGS_PAGE_SIZE, take: USER_SETTINGS_PAGE_SIZE },
    },
    skip: noRoles,
    context: { silentErrors: true },
  });
  const page = (data ?? previousData)?.users;
  const [removing, setRemoving] = useState<SettingsUserRowFragment | null>(null);
  const [verifying, setVerifying] = useState<SettingsUserRowFragment | null>(null);
  const [remove] = useMutation(DeleteUserDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsUsersDocument],
  });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
      enqueueSnackbar(t('messages.deleted'), { variant: 'success' });
    } catch (failure) {
      const kind = classifyError(failure);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${t('messages.deleteError')}${reason}`, { variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, pb: 10 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t('filter.name')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            applyName.run(event.target.value);
          }}
          sx={{ minWidth: 260 }}
        />
        <Autocomplete
          multiple
          options={USER_FILTER_ROLES}
          value={state.roles}
          getOptionLabel={(option) => ts(`role.${option}`)}
          onChange={(_event, roles: Role[]) => change({ roles })}
          disabled={state.awaiting}
          sx={{ flex: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('filter.roles')}
              error={noRoles}
              helperText={
                noRoles
                  ? t('filter.rolesRequired')
                  : state.awaiting
                    ? t('filter.awaitingAnyRole')
                    : undefined
              }
            />
          )}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.awaiting}
              onChange={(event) => change({ awaiting: event.target.checked })}
            />
          }
          label={t('filter.awaiting')}
          sx={{ flexShrink: 0, alignSelf: { md: 'flex-start' }, mt: { md: 1 } }}
        />
      </Stack>

      {!page && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={48} />
          ))}
        </Stack>
      )}
      {!loading && error && (
        <LoadError message={t('messages.loadError')} onRetry={() => void refetch()} />
      )}
      {page && page.items.length === 0 && !error && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{t('empty')}</Typography>
        </Paper>
      )}
      {page && page.items.length > 0 && !noRoles && (
        <Paper>
          <TableContainer>
            <Table aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.login')}</TableCell>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell>{t('columns.roles')}</TableCell>
                  <TableCell>{t('columns.regions')}</TableCell>
                  <TableCell>{t('columns.active')}</TableCell>
                  {(canEdit || canVerify) && (
                    <TableCell align="right">{t('columns.actions')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {page.items.map((user) => (
                  <TableRow
                    key={user.id}
                    hover={canEdit}
                    onClick={
                      canEdit ? () => void navigate(`/settings/users/edit/${user.id}`) : undefined
                    }
                    sx={canEdit ? { cursor: 'pointer' } : undefined}
                  >
                    <TableCell>
                      {canEdit ? (
                        <RouterLink
                          to={`/settings/users/edit/${user.id}`}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {user.login}
                        </RouterLink>
                      ) : (
                        user.login
                      )}
                    </TableCell>
                    <TableCell>{nameOf(user)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {user.roles.map((held) => (
                          <Chip key={held} size="small" label={ts(`role.${held}`)} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>{user.regions.join(', ')}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{user.active ? t('yes') : t('no')}</span>
                        {!user.verifiedAt && <AwaitingVerificationChip />}
                        <AccountStateChip user={user} />
                      </Stack>
                    </TableCell>
                    {(canEdit || canVerify) && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {canVerify && !user.verifiedAt && (
                          <Button
                            size="small"
                            variant="outlined"
                            startIcon={<VerifiedUserIcon />}
                            aria-label={t('verification.verifyNamed', { login: user.login })}
                            onClick={(event) => {
                              // The row's click opens the edit page; this one only asks.
                              event.stopPropagation();
                              setVerifying(user);
                            }}
                            sx={{ mr: 1 }}
                          >
                            {t('verification.verify')}
                          </Button>
                        )}
                        {canEdit && (
                          <RowActionButton
                            label={t('deleteNamed', { login: user.login })}
                            icon={<DeleteIcon />}
                            onClick={() => setRemoving(user)}
                          />
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={page.total}
            page={state.page}
            rowsPerPage={USER_SETTINGS_PAGE_SIZE}
            rowsPerPageOptions={[USER_SETTINGS_PAGE_SIZE]}
            onPageChange={(_event, next) => change({ page: next })}
          />
        </Paper>
      )}
      {canEdit && (
        <Fab
          color="primary"
          component={RouterLink}
          to="/settings/users/add"
          aria-label={t('add')}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
      <RemoveConfirmDialog
        open={removing !== null}
        subject={removing ? t('deleteSubject', { login: removing.login }) : ''}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <VerifyAccountDialog account={verifying} onClose={() => setVerifying(null)} />
    </Stack>
  );
}
