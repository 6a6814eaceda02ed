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
import {
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useDomainMessage } from '../i18n/use-domain-message';
import { EMPTY_ADDRESS } from './address-values';

const PARTS = ['street', 'postalCode', 'city', 'country'] as const;
type Part = (typeof PARTS)[number];
const WIDTH: Record<Part, number> = { street: 12, postalCode: 4, city: 8, country: 12 };

export interface AddressesFieldsTexts {
  /** 'Adres {number}' */
  title: (number: number) => string;
  /** 'Usuń adres {number}' */
  remove: (number: number) => string;
  add: string;
  parts: Record<Part, string>;
}

interface Props<T extends FieldValues> {
  /** The form's list of { street, postalCode, city, country }. */
  name: ArrayPath<T>;
  texts: AddressesFieldsTexts;
  disabled?: boolean;
}

/**
 * A form's postal addresses (ZAddressInput each), added and removed; every part is required once
 * an address is there. A Polish postal code typed as 90001 is shown as the server stores it.
 * Used inside a react-hook-form FormProvider.
 */
export function AddressesFields<T extends FieldValues>({ name, texts, disabled }: Props<T>) {
  const domainMessage = useDomainMessage();
  const { control, register, getValues, setValue, getFieldState, formState } = useFormContext<T>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const path = (index: number, part: Part) => `${name}.${index}.${part}` as Path<T>;

  const formatPostalCode = (index: number) => {
    const code = getValues(path(index, 'postalCode')) as string;
    const country = getValues(path(index, 'country')) as string;
    const formatted = formatPolishPostalCode(code);
    if (!isPoland(country) || !formatted || formatted === code) return;
    setValue(path(index, 'postalCode'), formatted as never, { shouldValidate: true });
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
          <Stack
            direction="row"
            sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography id={`address-${field.id}`} variant="subtitle2" component="p">
              {texts.title(index + 1)}
            </Typography>
            <IconButton
              aria-label={texts.remove(index + 1)}
              onClick={() => remove(index)}
              size="small"
              disabled={disabled}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            {PARTS.map((part) => {
              const { error } = getFieldState(path(index, part), formState);
              return (
                <Grid key={part} size={{ xs: 12, sm: WIDTH[part] }}>
                  <TextField
                    {...register(path(index, part), {
                      onBlur: part === 'postalCode' ? () => formatPostalCode(index) : undefined,
                    })}
                    label={texts.parts[part]}
                    required
                    fullWidth
                    disabled={disabled}
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
        disabled={disabled}
        onClick={() => append({ ...EMPTY_ADDRESS } as never)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {texts.add}
      </Button>
    </Stack>
  );
}
