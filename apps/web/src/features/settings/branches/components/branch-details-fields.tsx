import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ContactListsFields } from '../../../../shared/ui/contact-lists-fields';
import type { BranchFormValues } from '../forms/branch-form-values';
import { ColorField } from './color-field';

type Form = UseFormReturn<BranchFormValues, unknown, unknown>;

const ADDRESS_PARTS = [
  { part: 'street', width: 12 },
  { part: 'postalCode', width: 4 },
  { part: 'city', width: 8 },
  { part: 'country', width: 12 },
] as const;

/** Name, colour, own branch, region, address and contacts of a branch. */
export function BranchDetailsFields({ form, regions }: { form: Form; regions: readonly string[] }) {
  const { t } = useTranslation('branches');
  const domainMessage = useDomainMessage();
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          {...register('name')}
          label={t('fields.name')}
          required
          fullWidth
          autoFocus
          error={Boolean(errors.name)}
          helperText={domainMessage(errors.name?.message) ?? ' '}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={domainMessage(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name="region"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.region')}
              fullWidth
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={domainMessage(fieldState.error?.message) ?? ' '}
            >
              <MenuItem value="">{t('fields.noRegion')}</MenuItem>
              {/* A region the app config no longer has stays shown, so the form can change it. */}
              {(regions.includes(field.value) || field.value === ''
                ? regions
                : [...regions, field.value]
              ).map((region) => (
                <MenuItem key={region} value={region}>
                  {region}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="ownBranch"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={t('fields.ownBranch')}
            />
          )}
        />
      </Grid>

      <Grid size={12}>
        <Typography variant="subtitle1" component="h2">
          {t('fields.address')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fields.addressHelp')}
        </Typography>
      </Grid>
      {ADDRESS_PARTS.map(({ part, width }) => (
        <Grid key={part} size={{ xs: 12, sm: width }}>
          <TextField
            {...register(`address.${part}`)}
            label={t(`fields.${part}`)}
            fullWidth
            error={Boolean(errors.address?.[part])}
            helperText={domainMessage(errors.address?.[part]?.message) ?? ' '}
          />
        </Grid>
      ))}

      <ContactListsFields control={control} labelOf={(list) => t(`fields.${list}`)} />
    </Grid>
  );
}
