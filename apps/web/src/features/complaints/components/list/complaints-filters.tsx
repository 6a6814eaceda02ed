import AlarmIcon from '@mui/icons-material/Alarm';
import { COMPLAINANT_NAME_MAX, COMPLAINT_STATUSES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../../shared/ui/date-range-filter';
import { FilterCell, FilterPanel } from '../../../../shared/ui/filter-panel';
import { filterPanelTexts } from '../../../../shared/ui/list-texts';
import { UserPicker, type UserOption } from '../../../../shared/ui/pickers/user-picker';
import { QuickFilterToggle } from '../../../../shared/ui/quick-filter-toggle';
import { SelectFilterField } from '../../../../shared/ui/select-filter-field';
import { TypedFilterField, useTypedFilter } from '../../../../shared/ui/typed-filter-field';
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

/**
 * The list's collapsible search panel (spec part 2 §2 "Complaints"): words of the complainant's
 * name (after AUTOCOMPLETE_DEBOUNCE_MS), status, reason of the app config, a report date range,
 * the responsible person (not for a Complaints user) and 'Po terminie'. Open from the start when
 * the list is filtered.
 */
export function ComplaintsFilters({ value, onChange, reasons, mine, responsible }: Props) {
  const { t } = useTranslation('complaints');
  const name = useTypedFilter(value.name, (typed) => onChange({ name: typed }));

  const clear = () => {
    name.clear();
    rememberResponsible(null);
    onChange(EMPTY_FILTERS);
  };

  return (
    <FilterPanel
      texts={filterPanelTexts(t)}
      filtered={hasFilters(value) || name.text.trim() !== ''}
      onClear={clear}
      quickFilters={
        <QuickFilterToggle
          value="overdue"
          label={t('filters.overdue')}
          icon={AlarmIcon}
          color="error"
          selected={value.overdue}
          onToggle={() => onChange({ overdue: !value.overdue })}
        />
      }
    >
      <FilterCell basis="220px">
        <TypedFilterField
          label={t('filters.complainant')}
          maxLength={COMPLAINANT_NAME_MAX}
          filter={name}
        />
      </FilterCell>
      <FilterCell basis="160px">
        <SelectFilterField
          label={t('filters.status')}
          anyLabel={t('filters.any')}
          options={COMPLAINT_STATUSES}
          optionLabel={(status) => t(`status.${status}`)}
          value={value.status}
          onChange={(status) => onChange({ status })}
        />
      </FilterCell>
      <FilterCell basis="200px">
        <SelectFilterField
          label={t('filters.reason')}
          anyLabel={t('filters.any')}
          options={reasons}
          value={value.reason}
          onChange={(reason) => onChange({ reason })}
        />
      </FilterCell>
      <DateRangeFilter
        from={value.from}
        to={value.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        reversed={isRangeReversed(value)}
        // A whole day (or none) filters at once.
        onChange={(end, day) => onChange({ [end]: day })}
      />
      {!mine && (
        <FilterCell basis="240px">
          <UserPicker
            label={t('filters.responsible')}
            roles={RESPONSIBLE_ROLES}
            value={responsible}
            onChange={(option) => {
              rememberResponsible(option);
              onChange({ responsible: option?.id ?? '' });
            }}
          />
        </FilterCell>
      )}
    </FilterPanel>
  );
}
