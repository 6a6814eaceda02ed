import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPolishPostalCode, isPoland } from '@portal/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { EMPTY_ADDRESS, type AddressValues, type PatientFormValues } from './patient-form-values';

const PARTS = [
  'street',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof AddressValues)[];
const WIDTH: Record<(typeof PARTS)[number], number> = {
  street: 12,
  postalCode: 4,
  city: 8,
  country: 12,
};

/** Addresses, added and removed; every field is required once an address is used (spec part 1 §5). */
export function AddressesFields() {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PatientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contact.addresses' });

  /** A Polish postal code typed as 90001 is shown as the server stores it: 90-001. */
  const formatPostalCode = (index: number) => {
    const address = getValues(`contact.addresses.${index}`);
    const code = formatPolishPostalCode(address.postalCode);
    if (!isPoland(address.country) || !code || code === address.postalCode) return;
    // Validated here: the blur's own check sees the value change and leaves the error as it was.
    setValue(`contact.addresses.${index}.postalCode`, code, { shouldValidate: true });
  };

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-labelledby={`address-${field.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
            <Typography id={`address-${field.id}`} variant="subtitle2" component="p">
              {t('address.title', { number: index + 1 })}
            </Typography>
            <IconButton
              aria-label={t('address.remove', { number: index + 1 })}
              onClick={() => remove(index)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            {PARTS.map((part) => {
              const error = errors.contact?.addresses?.[index]?.[part];
              return (
                <Grid key={part} size={{ xs: 12, sm: WIDTH[part] }}>
                  <TextField
                    {...register(`contact.addresses.${index}.${part}`, {
                      onBlur: part === 'postalCode' ? () => formatPostalCode(index) : undefined,
                    })}
                    label={t(`address.${part}`)}
                    required
                    fullWidth
                    error={Boolean(error)}
                    helperText={domainMessage(error?.message)}
                  />
                </Grid>
              );
            })}
          </Grid>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ ...EMPTY_ADDRESS })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('address.add')}
      </Button>
    </Stack>
  );
}
