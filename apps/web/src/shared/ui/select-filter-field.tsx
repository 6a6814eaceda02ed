import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface Props<Option extends string> {
  label: string;
  /** The empty choice ('Dowolny'): no filter. */
  anyLabel: string;
  options: readonly Option[];
  value: Option | '';
  onChange: (value: Option | '') => void;
  /** An option's text; the option itself when not given (words of the app config). */
  optionLabel?: (option: Option) => string;
}

/**
 * A filter on one of a few values, or any. A value no longer among the options (the app config
 * dropped a region, say) shows as any rather than as an empty, unnamed choice.
 */
export function SelectFilterField<Option extends string>(props: Props<Option>) {
  const { options, value, optionLabel = (option: Option) => option } = props;
  const known = value === '' || (options as readonly string[]).includes(value);
  return (
    <TextField
      select
      label={props.label}
      value={known ? value : ''}
      onChange={(event) => props.onChange(event.target.value as Option | '')}
      fullWidth
    >
      <MenuItem value="">{props.anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
