import DeleteIcon from '@mui/icons-material/Delete';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  DATA_CARRIER_GROUPS,
  isLang,
  STUDY_PAYMENT_COMMENT_MAX,
  STUDY_PAYMENT_TEXT_MAX,
  STUDY_PAYMENT_TYPES,
  type StudyPaymentType,
} from '@portal/domain';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { lineValue, type PaymentLine } from './payment-lines';

interface Props {
  line: PaymentLine;
  index: number;
  paymentTypes: readonly string[];
  priceGroups: readonly string[];
  readOnly: boolean;
  /** Messages per field of this line ('method', 'value', …). */
  errors: Readonly<Record<string, string>>;
  onChange: (changes: Partial<PaymentLine>) => void;
  onTypeOrGroup: (type: StudyPaymentType, group: string) => void;
  onRemove: () => void;
}

/** One payment line of the payments tab: what it is for, how it is paid, its price and charge. */
export function PaymentLineRow({
  line,
  index,
  paymentTypes,
  priceGroups,
  readOnly,
  errors,
  onChange,
  onTypeOrGroup,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('studyPayments');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const value = lineValue(line);
  const groups: readonly string[] =
    line.type === 'DataCarrier' ? DATA_CARRIER_GROUPS : line.type === 'Study' ? priceGroups : [];
  // The column headers name the fields for the eye; each field keeps its own name for a screen
  // reader, with the line's number, without repeating it inside every cell.
  const cell = (field: string, htmlInput: Record<string, unknown> = {}) => ({
    size: 'small' as const,
    disabled: readOnly,
    fullWidth: true,
    label: t('field.numbered', { field: t(`field.${field}`), n: index + 1 }),
    slotProps: {
      inputLabel: { sx: visuallyHidden },
      input: { notched: false },
      select: { displayEmpty: true },
      htmlInput,
    },
  });

  return (
    <TableRow>
      <TableCell sx={{ minWidth: 130 }}>
        <TextField
          {...cell('type')}
          select
          value={line.type}
          onChange={(event) => onTypeOrGroup(event.target.value as StudyPaymentType, '')}
        >
          {STUDY_PAYMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <TextField
          {...cell('group')}
          select
          value={groups.includes(line.group) ? line.group : ''}
          disabled={readOnly || groups.length === 0}
          onChange={(event) => onTypeOrGroup(line.type, event.target.value)}
        >
          <MenuItem value="">{t('group.none')}</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group} value={group}>
              {line.type === 'DataCarrier' ? t(`carrier.${group}`) : group}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <TextField
          {...cell('method', { maxLength: STUDY_PAYMENT_TEXT_MAX })}
          select
          required
          value={paymentTypes.includes(line.method) ? line.method : ''}
          error={Boolean(errors.method)}
          helperText={errors.method}
          onChange={(event) => onChange({ method: event.target.value })}
        >
          {paymentTypes.map((method) => (
            <MenuItem key={method} value={method}>
              {method}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        <TextField
          {...cell('base', { inputMode: 'decimal' })}
          required
          value={line.base}
          error={Boolean(errors.value)}
          helperText={errors.value}
          onChange={(event) => onChange({ base: event.target.value })}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {line.discount ? `${line.discount.replace('.', ',')} %` : '—'}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {value === null ? '—' : formatMoney(value, lang)}
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <TextField
          {...cell('comment', { maxLength: STUDY_PAYMENT_COMMENT_MAX })}
          value={line.comment}
          error={Boolean(errors.comment)}
          helperText={errors.comment}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
      </TableCell>
      <TableCell align="right">
        {!readOnly && (
          <RowActionButton
            label={t('remove', { n: index + 1 })}
            title={t('removeShort')}
            icon={<DeleteIcon />}
            onClick={onRemove}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
