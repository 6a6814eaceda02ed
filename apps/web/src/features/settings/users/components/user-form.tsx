import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Autocomplete from '@mui/material/Autocomplete';
import { isOfficeRole, type Role, type TUserInput } from '@portal/domain';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from '../../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField } from '../../../../shared/ui/date-field';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { ContactListsFields } from '../../../../shared/ui/contact-lists-fields';
import type { UserFormValues } from '../../../../shared/users/user-form-values';
import { useUserFormOptions, type BranchChoice } from '../hooks/use-user-form-options';
import { RolesField } from './roles-field';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';

interface Props {
  form: DomainForm<UserFormValues, TUserInput>;
  adding: boolean;
  heldRoles: readonly Role[];
  /** The branches the account works in now (their names, for the branches field). */
  heldBranches?: readonly BranchChoice[];
  busy: boolean;
  failure: string | null;
  /** Above the fields, e.g. the stale version alert. */
  notice?: ReactNode;
  onSubmit: (input: TUserInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * The user form of /settings/users/add and edit (spec part 2 §5 "User"): a person's account, or
 * a facility's (DentalOffice, Laboratory: company name and NIP instead of the names). Every
 * message, the client's and the server's, shows under its field.
 */
export function UserForm({
  form,
  adding,
  heldRoles,
  heldBranches = [],
  busy,
  failure,
  notice,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation('users');
  const domainMessage = useDomainMessage();
  const { control, register, formState } = form;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitting);
  const heldRegions = useWatch({ control, name: 'regions' });
  const options = useUserFormOptions({ regions: heldRegions, branches: heldBranches });
  const branchName = new Map(options.branches.map((branch) => [branch.id, branch.name]));
  const roles = useWatch({ control, name: 'roles' });
  const office = roles.some(isOfficeRole);
  const errorOf = (field: keyof UserFormValues) => domainMessage(formState.errors[field]?.message);
  const text = (
    field: 'login' | 'firstName' | 'lastName' | 'companyName' | 'nip',
    required: boolean,
  ) => (
    <TextField
      {...register(field)}
      label={t(`fields.${field}`)}
      required={required}
      fullWidth
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
    />
  );

  return (
    <Paper sx={{ p: 3 }}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        aria-label={t(adding ? 'addTitle' : 'editTitle')}
      >
        <Stack spacing={3}>
          {notice}
          <FailureAlert message={failure} />
          <Controller
            control={control}
            name="roles"
            render={({ field, fieldState }) => (
              <RolesField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={domainMessage(fieldState.error?.message)}
                adding={adding}
                heldRoles={heldRoles}
              />
            )}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('login', true)}</Grid>
            {office ? (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>{text('companyName', true)}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('nip', true)}</Grid>
              </>
            ) : (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', true)}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', true)}</Grid>
              </>
            )}
          </Grid>
          <Grid container spacing={2}>
            <ContactListsFields control={control} labelOf={(list) => t(`fields.${list}`)} />
          </Grid>
          <Controller
            control={control}
            name="regions"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={options.regions}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('fields.regions')}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={domainMessage(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name="branchIds"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={options.branches.map((branch) => branch.id)}
                getOptionLabel={(id) => branchName.get(id) ?? id}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('fields.branchIds')}
                    error={Boolean(fieldState.error)}
                    helperText={
                      domainMessage(fieldState.error?.message) ?? t('fields.branchIdsHelp')
                    }
                  />
                )}
              />
            )}
          />
          <Grid container spacing={2}>
            {(['vacationStart', 'vacationEnd'] as const).map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <DateField
                      label={t(`fields.${name}`)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      name={name}
                      error={domainMessage(fieldState.error?.message)}
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                label={t('fields.active')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
          <FormPageActions
            busy={busy}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
            submitLabel={t('save')}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </Paper>
  );
}
