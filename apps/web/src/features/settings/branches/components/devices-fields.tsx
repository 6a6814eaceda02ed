import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { emptyDevice, type BranchFormValues } from '../forms/branch-form-values';
import type { MasterDataOptions } from '../hooks/use-master-data-options';

type Form = UseFormReturn<BranchFormValues, unknown, unknown>;

/** The app config's values plus one it no longer has, so a saved device can be changed. */
const withCurrent = (values: readonly string[], current: readonly string[]) => [
  ...values,
  ...current.filter((value) => value !== '' && !values.includes(value)),
];

/**
 * The branch's devices edited inline (spec part 2 §3): name, type, radiation groups, enabled.
 * Removing a saved device asks first (it is deleted on save, or disabled when records name it);
 * a row added in this form goes at once.
 */
export function DevicesFields({ form, options }: { form: Form; options: MasterDataOptions }) {
  const { t } = useTranslation('branches');
  const domainMessage = useDomainMessage();
  const { control, register, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'devices', keyName: 'key' });
  const [asked, setAsked] = useState<{ index: number; name: string } | null>(null);
  const devices = watch('devices');
  const errors = form.formState.errors.devices;

  return (
    <Stack spacing={2} component="section" aria-labelledby="branch-devices-title">
      <Typography variant="subtitle1" component="h2" id="branch-devices-title">
        {t('devices.title')}
      </Typography>
      {fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('devices.none')}</Typography>
      )}
      {fields.map((field, index) => {
        const label = devices[index]?.name || t('devices.unnamed', { number: index + 1 });
        return (
          <Paper key={field.key} variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...register(`devices.${index}.name`)}
                  label={t('devices.name')}
                  required
                  fullWidth
                  error={Boolean(errors?.[index]?.name)}
                  helperText={domainMessage(errors?.[index]?.name?.message) ?? ' '}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <Controller
                  control={control}
                  name={`devices.${index}.deviceType`}
                  render={({ field: type, fieldState }) => (
                    <TextField
                      select
                      label={t('devices.type')}
                      required
                      fullWidth
                      name={type.name}
                      value={type.value}
                      onChange={type.onChange}
                      onBlur={type.onBlur}
                      inputRef={type.ref}
                      error={Boolean(fieldState.error)}
                      helperText={domainMessage(fieldState.error?.message) ?? ' '}
                    >
                      {withCurrent(options.deviceTypes, [type.value]).map((value) => (
                        <MenuItem key={value} value={value}>
                          {value}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <Controller
                  control={control}
                  name={`devices.${index}.radiationGroups`}
                  render={({ field: groups, fieldState }) => (
                    <TextField
                      select
                      label={t('devices.radiationGroups')}
                      fullWidth
                      name={groups.name}
                      value={groups.value}
                      // A multiple select answers the chosen values as a list.
                      onChange={(event) => groups.onChange(event.target.value)}
                      onBlur={groups.onBlur}
                      inputRef={groups.ref}
                      error={Boolean(fieldState.error)}
                      helperText={domainMessage(fieldState.error?.message) ?? ' '}
                      slotProps={{
                        select: {
                          multiple: true,
                          renderValue: (selected) => (
                            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                              {(selected as string[]).map((group) => (
                                <Chip key={group} label={group} size="small" />
                              ))}
                            </Stack>
                          ),
                        },
                      }}
                    >
                      {withCurrent(options.radiationGroups, groups.value).map((value) => (
                        <MenuItem key={value} value={value}>
                          {value}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 9, sm: 1.5 }}>
                <Controller
                  control={control}
                  name={`devices.${index}.enabled`}
                  render={({ field: enabled }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          name={enabled.name}
                          checked={enabled.value}
                          onChange={(event) => enabled.onChange(event.target.checked)}
                          onBlur={enabled.onBlur}
                          inputRef={enabled.ref}
                        />
                      }
                      label={t('devices.enabled')}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 3, sm: 0.5 }} sx={{ textAlign: 'right' }}>
                <Tooltip title={t('devices.remove')}>
                  <IconButton
                    aria-label={t('devices.removeNamed', { name: label })}
                    onClick={() =>
                      devices[index]?.id ? setAsked({ index, name: label }) : remove(index)
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Grid>
            </Grid>
          </Paper>
        );
      })}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyDevice(options.deviceTypes[0] ?? ''))}
        >
          {t('devices.add')}
        </Button>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={t('devices.removeTitle', { name: asked?.name ?? '' })}
        message={t('devices.removeMessage')}
        confirmLabel={t('devices.remove')}
        confirmColor="error"
        onConfirm={() => {
          if (asked) remove(asked.index);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
