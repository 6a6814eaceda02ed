import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  VISIT_DICTIONARY_TEXT_MAX,
  VISIT_STATUSES,
  type VisitStatus,
} from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitDoctorFragment } from '../../../../__generated__/visits/graphql';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { DateField, MALFORMED_DATE } from '../../../../shared/ui/date-field';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { UserPicker, type UserOption } from '../../../../shared/ui/pickers/user-picker';
import {
  EMPTY_FILTERS,
  hasFilters,
  isRangeReversed,
  type VisitFilters,
} from '../../hooks/list-state';
import { rememberOption } from '../../hooks/remembered-option';

const COORDINATOR_ROLES = ['Coordinator'] as const;

interface Props {
  value: VisitFilters;
  onChange: (filters: Partial<VisitFilters>) => void;
  regions: readonly string[];
  /** A Coordinator: the list is their own, no coordinator filter. */
  mine: boolean;
  /** The doctor and coordinator of the filter, as the pickers show them. */
  doctor: VisitDoctorFragment | null;
  coordinator: UserOption | null;
}

function Cell({ children, basis = '200px' }: { children: ReactNode; basis?: string }) {
  return <Box sx={{ flex: { md: `1 1 ${basis}` }, minWidth: 0 }}>{children}</Box>;
}

/**
 * The list's collapsible search panel (spec part 2 §2 "Visits"): doctor, coordinator (not for a
 * Coordinator), a date range or 'Dziś' (now to now plus one day), statuses, region of the app
 * config and words of the comment (after AUTOCOMPLETE_DEBOUNCE_MS). Open from the start when the
 * list is filtered.
 */
export function VisitsFilters({ value, onChange, regions, mine, doctor, coordinator }: Props) {
  const { t } = useTranslation('visits');
  const domainMessage = useDomainMessage();
  const panelId = useId();
  const [open, setOpen] = useState(() => hasFilters(value));
  // What is typed shows at once; the list follows when typing pauses.
  const [comment, setComment] = useState(value.comment);
  const typing = useDebouncedCallback(onChange, AUTOCOMPLETE_DEBOUNCE_MS);
  const filtered = hasFilters(value) || comment.trim() !== '';
  const reversed = isRangeReversed(value);

  const clear = () => {
    typing.cancel();
    setComment('');
    rememberOption('doctor', null);
    rememberOption('coordinator', null);
    onChange(EMPTY_FILTERS);
  };

  const dayField = (key: 'from' | 'to', label: string) => (
    <Cell basis="170px">
      <DateField
        label={label}
        value={value[key]}
        disabled={value.today}
        // A half-typed day waits; a whole one (or none) filters at once and ends 'Dziś'.
        onChange={(day) => {
          if (day !== MALFORMED_DATE) onChange({ [key]: day, today: false });
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
          value="today"
          size="small"
          color="primary"
          selected={value.today}
          onChange={() => onChange({ today: !value.today, from: '', to: '' })}
        >
          <TodayIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('filters.today')}
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
          <Cell basis="240px">
            <DoctorPicker<VisitDoctorFragment>
              label={t('filters.doctor')}
              value={doctor}
              onChange={(option) => {
                rememberOption('doctor', option);
                onChange({ doctor: option?.id ?? '' });
              }}
            />
          </Cell>
          {!mine && (
            <Cell basis="240px">
              <UserPicker
                label={t('filters.coordinator')}
                roles={COORDINATOR_ROLES}
                value={coordinator}
                onChange={(option) => {
                  rememberOption('coordinator', option);
                  onChange({ coordinator: option?.id ?? '' });
                }}
              />
            </Cell>
          )}
          {dayField('from', t('filters.from'))}
          {dayField('to', t('filters.to'))}
          <Cell>
            <TextField
              select
              label={t('filters.status')}
              value={value.statuses}
              onChange={(event) => {
                const picked = event.target.value as unknown as string[] | string;
                const list = typeof picked === 'string' ? picked.split(',') : picked;
                onChange({
                  statuses: VISIT_STATUSES.filter((status) => list.includes(status)),
                });
              }}
              fullWidth
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as VisitStatus[]).map((status) => t(`status.${status}`)).join(', '),
                },
              }}
            >
              {VISIT_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Cell>
          <Cell basis="180px">
            <TextField
              select
              label={t('filters.region')}
              value={regions.includes(value.region) || !value.region ? value.region : ''}
              onChange={(event) => onChange({ region: event.target.value })}
              fullWidth
            >
              <MenuItem value="">{t('filters.any')}</MenuItem>
              {regions.map((region) => (
                <MenuItem key={region} value={region}>
                  {region}
                </MenuItem>
              ))}
            </TextField>
          </Cell>
          <Cell>
            <TextField
              label={t('filters.comment')}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                typing.run({ comment: event.target.value });
              }}
              onBlur={typing.flush}
              fullWidth
              type="search"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: VISIT_DICTIONARY_TEXT_MAX } }}
            />
          </Cell>
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
