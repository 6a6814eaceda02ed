import TodayIcon from '@mui/icons-material/Today';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VISIT_DICTIONARY_TEXT_MAX, VISIT_STATUSES, type VisitStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { VisitDoctorFragment } from '../../../../__generated__/visits/graphql';
import { DateRangeFilter } from '../../../../shared/ui/date-range-filter';
import { FilterCell, FilterPanel } from '../../../../shared/ui/filter-panel';
import { filterPanelTexts } from '../../../../shared/ui/list-texts';
import { DoctorPicker } from '../../../../shared/ui/pickers/doctor-picker';
import { UserPicker, type UserOption } from '../../../../shared/ui/pickers/user-picker';
import { QuickFilterToggle } from '../../../../shared/ui/quick-filter-toggle';
import { SelectFilterField } from '../../../../shared/ui/select-filter-field';
import { TypedFilterField, useTypedFilter } from '../../../../shared/ui/typed-filter-field';
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

/**
 * The list's collapsible search panel (spec part 2 §2 "Visits"): doctor, coordinator (not for a
 * Coordinator), a date range or 'Dziś' (now to now plus one day), statuses, region of the app
 * config and words of the comment (after AUTOCOMPLETE_DEBOUNCE_MS). Open from the start when the
 * list is filtered.
 */
export function VisitsFilters({ value, onChange, regions, mine, doctor, coordinator }: Props) {
  const { t } = useTranslation('visits');
  const comment = useTypedFilter(value.comment, (typed) => onChange({ comment: typed }));

  const clear = () => {
    comment.clear();
    rememberOption('doctor', null);
    rememberOption('coordinator', null);
    onChange(EMPTY_FILTERS);
  };

  return (
    <FilterPanel
      texts={filterPanelTexts(t)}
      filtered={hasFilters(value) || comment.text.trim() !== ''}
      onClear={clear}
      quickFilters={
        <QuickFilterToggle
          value="today"
          label={t('filters.today')}
          icon={TodayIcon}
          color="primary"
          selected={value.today}
          onToggle={() => onChange({ today: !value.today, from: '', to: '' })}
        />
      }
    >
      <FilterCell basis="240px">
        <DoctorPicker<VisitDoctorFragment>
          label={t('filters.doctor')}
          value={doctor}
          onChange={(option) => {
            rememberOption('doctor', option);
            onChange({ doctor: option?.id ?? '' });
          }}
        />
      </FilterCell>
      {!mine && (
        <FilterCell basis="240px">
          <UserPicker
            label={t('filters.coordinator')}
            roles={COORDINATOR_ROLES}
            value={coordinator}
            onChange={(option) => {
              rememberOption('coordinator', option);
              onChange({ coordinator: option?.id ?? '' });
            }}
          />
        </FilterCell>
      )}
      <DateRangeFilter
        from={value.from}
        to={value.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        reversed={isRangeReversed(value)}
        disabled={value.today}
        // A whole day (or none) filters at once and ends 'Dziś'.
        onChange={(end, day) => onChange({ [end]: day, today: false })}
      />
      <FilterCell>
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
      </FilterCell>
      <FilterCell basis="180px">
        <SelectFilterField
          label={t('filters.region')}
          anyLabel={t('filters.any')}
          options={regions}
          value={value.region}
          onChange={(region) => onChange({ region })}
        />
      </FilterCell>
      <FilterCell>
        <TypedFilterField
          label={t('filters.comment')}
          maxLength={VISIT_DICTIONARY_TEXT_MAX}
          filter={comment}
        />
      </FilterCell>
    </FilterPanel>
  );
}
