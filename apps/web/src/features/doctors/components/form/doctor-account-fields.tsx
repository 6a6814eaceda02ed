import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DOCTOR_ACCOUNT_ROLES,
  OFFICE_ROLES,
  type DoctorFieldRights,
  type Role,
} from '@portal/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { BranchPicker } from '../../../../shared/ui/pickers/branch-picker';
import { useDoctorDictionaries } from '../../hooks/use-doctor-dictionaries';
import { withAccount, type DoctorFormValues } from './doctor-form-values';

interface Props {
  rights: DoctorFieldRights;
  /** The add dialog: fields the role may not set are hidden (the edit page shows them disabled). */
  adding: boolean;
}

type TagsName = 'specializations' | 'regions';

/**
 * The account and the staff's lists (spec part 2 §5, §6): login (adding), roles and active
 * (Admin), specializations and regions (Admin), employment branches (Admin, Manager).
 */
export function DoctorAccountFields({ rights, adding }: Props) {
  const { t } = useTranslation('doctors');
  const { t: ts } = useTranslation('shell');
  const domainMessage = useDomainMessage();
  const { control, register, formState } = useFormContext<DoctorFormValues>();
  const [kind, specializations, regions, login, hasAccount] = useWatch({
    control,
    name: ['kind', 'specializations', 'regions', 'login', 'hasAccount'],
  });
  // The roles and the active switch are an account's: shown once there is one (or a login).
  const account = withAccount({ login, hasAccount });
  const options = useDoctorDictionaries({ specializations, regions });
  const shown = (field: keyof DoctorFieldRights) => rights[field] || !adding;
  const loginError = domainMessage(formState.errors.login?.message);

  const tags = (name: TagsName) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options[name]}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            disabled={!rights[name]}
            noOptionsText={t('forms:pickers.noOptions')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t(`form.${name}`)}
                error={Boolean(fieldState.error)}
                helperText={domainMessage(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {adding && rights.login && (
        <Grid size={12}>
          <TextField
            {...register('login')}
            type="email"
            label={t('form.login')}
            fullWidth
            autoComplete="off"
            error={Boolean(loginError)}
            helperText={loginError ?? t('form.loginHelp')}
          />
        </Grid>
      )}
      {shown('roles') && account && (
        <Grid size={{ xs: 12, sm: 8 }}>
          <Controller
            control={control}
            name="roles"
            render={({ field, fieldState }) =>
              kind === 'DOCTOR' ? (
                <Autocomplete
                  multiple
                  options={[...DOCTOR_ACCOUNT_ROLES] as Role[]}
                  getOptionLabel={(role) => ts(`role.${role}`)}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  disabled={!rights.roles}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('form.roles')}
                      error={Boolean(fieldState.error)}
                      helperText={domainMessage(fieldState.error?.message)}
                    />
                  )}
                />
              ) : (
                <TextField
                  select
                  label={t('form.facilityRole')}
                  value={field.value[0] ?? ''}
                  onChange={(event) => field.onChange([event.target.value])}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={!rights.roles}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={domainMessage(fieldState.error?.message)}
                >
                  {OFFICE_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {ts(`role.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )
            }
          />
        </Grid>
      )}
      {shown('active') && account && (
        <Grid size={{ xs: 12, sm: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                label={t('form.active')}
                disabled={!rights.active}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
        </Grid>
      )}
      {kind === 'DOCTOR' && shown('specializations') && tags('specializations')}
      {shown('regions') && tags('regions')}
      {shown('employedInBranchIds') && (
        <Grid size={12}>
          <Controller
            control={control}
            name="employedInBranches"
            render={({ field, fieldState }) => (
              <BranchPicker
                multiple
                label={t('form.employedInBranches')}
                value={field.value as never}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={!rights.employedInBranchIds}
                error={domainMessage(fieldState.error?.message)}
              />
            )}
          />
        </Grid>
      )}
    </Grid>
  );
}
