import AlarmIcon from '@mui/icons-material/Alarm';
import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  COMPLAINANT_NAME_MAX,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
} from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField, MALFORMED_DATE } from '../../../../shared/ui/date-field';
import { UserPicker, type UserOption } from '../../../../shared/ui/pickers/user-picker';
import {
  EMPTY_FILTERS,
  hasFilters,
  isRangeReversed,
  type ComplaintFilters,
} from '../../hooks/list-state';
import { rememberResponsible } from '../../hooks/remembered-option';
import { RESPONSIBLE_ROLES } from '../responsible-roles';

interface Props {
  value: ComplaintFilters;
  onChange: (filters: Partial<ComplaintFilters>) => void;
  /** The app config's complaint reasons. */
  reasons: readonly string[];
  /** A Complaints user: the list is their own, no responsible person filter. */
  mine: boolean;
  /** The responsible person of the filter, as the picker shows them. */
  responsible: UserOption | null;
}

function Cell({ children, basis = '200px' }: { children: ReactNode; basis?: string }) {
  return <Box sx={{ flex: { md: `1 1 ${basis}` }, minWidth: 0 }}>{children}</Box>;
}

/**
 * The list's collapsible search panel (spec part 2 §2 "Complaints"): words of the complainant's
 * name (after AUTOCOMPLETE_DEBOUNCE_MS), status, reason of the app config, a report date range,
 * the responsible person (not for a Complaints user) and 'Po terminie'. Open from the start when
 * the list is filtered.
 */
export function ComplaintsFilters({ value, onChange, reasons, mine, responsible }: Props) {
  const { t } = useTranslation('complaints');
  const domainMessage = useDomainMessage();
  const panelId = useId();
  const [open, setOpen] = useState(() => hasFilters(value));
  // What is typed shows at once; the list follows when typing pauses.
  const [name, setName] = useState(value.name);
  const typing = useDebouncedCallback(onChange, AUTOCOMPLETE_DEBOUNCE_MS);
  const filtered = hasFilters(value) || name.trim() !== '';
  const reversed = isRangeReversed(value);

  const clear = () => {
    typing.cancel();
    setName('');
    rememberResponsible(null);
    onChange(EMPTY_FILTERS);
  };

  const dayField = (key: 'from' | 'to', label: string) => (
    <Cell basis="170px">
      <DateField
        label={label}
        value={value[key]}
        // A half-typed day waits; a whole one (or none) filters at once.
        onChange={(day) => {
          if (day !== MALFORMED_DATE) onChange({ [key]: day });
        }}
        error={key === 'to' && reversed ? domainMessage('validation.range.invalid') : undefined}
      />
    </Cell>
  );

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          onClick={() => setOpen((current) => !current)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
        >
          {t('filters.toggle')}
        </Button>
        <ToggleButton
          value="overdue"
          size="small"
          color="error"
          selected={value.overdue}
          onChange={() => onChange({ overdue: !value.overdue })}
        >
          <AlarmIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('filters.overdue')}
        </ToggleButton>
        {filtered && !open && (
          <Button onClick={clear} startIcon={<ClearIcon />}>
            {t('list.clearFilters')}
          </Button>
        )}
      </Stack>
      <Collapse in={open} id={panelId}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          flexWrap="wrap"
          alignItems={{ xs: 'stretch', md: 'flex-start' }}
          role="search"
          aria-label={t('filters.label')}
          sx={{ pt: 2 }}
        >
          <Cell basis="220px">
            <TextField
              label={t('filters.complainant')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                typing.run({ name: event.target.value });
              }}
              onBlur={typing.flush}
              fullWidth
              type="search"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: COMPLAINANT_NAME_MAX } }}
            />
          </Cell>
          <Cell basis="160px">
            <TextField
              select
              label={t('filters.status')}
              value={value.status}
              onChange={(event) => onChange({ status: event.target.value as ComplaintStatus | '' })}
              fullWidth
            >
              <MenuItem value="">{t('filters.any')}</MenuItem>
              {COMPLAINT_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Cell>
          <Cell basis="200px">
            <TextField
              select
              label={t('filters.reason')}
              value={reasons.includes(value.reason) || !value.reason ? value.reason : ''}
              onChange={(event) => onChange({ reason: event.target.value })}
              fullWidth
            >
              <MenuItem value="">{t('filters.any')}</MenuItem>
              {reasons.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {reason}
                </MenuItem>
              ))}
            </TextField>
          </Cell>
          {dayField('from', t('filters.from'))}
          {dayField('to', t('filters.to'))}
          {!mine && (
            <Cell basis="240px">
              <UserPicker
                label={t('filters.responsible')}
                roles={RESPONSIBLE_ROLES}
                value={responsible}
                onChange={(option) => {
                  rememberResponsible(option);
                  onChange({ responsible: option?.id ?? '' });
                }}
              />
            </Cell>
          )}
          <Button
            onClick={clear}
            startIcon={<ClearIcon />}
            disabled={!filtered}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {t('list.clearFilters')}
          </Button>
        </Stack>
      </Collapse>
    </Box>
  );
}
