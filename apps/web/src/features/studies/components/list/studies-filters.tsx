import ClearIcon from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { STUDY_STATUSES, type StudyStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { StudyDescriptionFilter } from '../../../../__generated__/graphql';
import {
  DESCRIPTION_FILTERS,
  EMPTY_FILTERS,
  hasFilters,
  type StudyFilterKey,
  type StudyFilters,
} from '../../hooks/list-state';
import { DescriberFilter } from './describer-filter';

interface Props {
  /** The filters in force (only those the role may use). */
  value: StudyFilters;
  /** The filters this role's panel offers. */
  allowed: ReadonlySet<StudyFilterKey>;
  onChange: (filters: Partial<StudyFilters>) => void;
  /** The filtered patient's name, once a row has told it. */
  patientName: string | null;
}

/**
 * The filters of the studies list (spec part 2 §2), each shown only to the roles that may use
 * it. They apply at once: each is a single choice, nothing is typed into the list's query.
 */
export function StudiesFilters({ value, allowed, onChange, patientName }: Props) {
  const { t } = useTranslation('studies');
  const toggle = (key: 'onlyOwn' | 'externalReferal', label: string) =>
    allowed.has(key) && (
      <FormControlLabel
        control={
          <Switch checked={value[key]} onChange={(_, checked) => onChange({ [key]: checked })} />
        }
        label={label}
      />
    );

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems={{ xs: 'stretch', md: 'center' }}
      role="search"
      aria-label={t('filters.label')}
    >
      {value.patient && (
        <Chip
          label={
            patientName ? t('filters.patient', { name: patientName }) : t('filters.patientChosen')
          }
          onDelete={() => onChange({ patient: '' })}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
        />
      )}
      {toggle('onlyOwn', t('filters.onlyOwn'))}
      {allowed.has('status') && (
        <TextField
          select
          label={t('filters.status')}
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as StudyStatus | '' })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {STUDY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {allowed.has('description') && (
        <TextField
          select
          label={t('filters.description')}
          value={value.description}
          onChange={(event) =>
            onChange({ description: event.target.value as StudyDescriptionFilter | '' })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {DESCRIPTION_FILTERS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`filters.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {allowed.has('describer') && (
        <Box sx={{ flex: { md: '1 1 240px' }, maxWidth: { md: 360 } }}>
          <DescriberFilter
            value={value.describer}
            onChange={(describer) => onChange({ describer })}
          />
        </Box>
      )}
      {toggle('externalReferal', t('filters.externalReferal'))}
      <Button
        onClick={() => onChange(EMPTY_FILTERS)}
        startIcon={<ClearIcon />}
        disabled={!hasFilters(value)}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
      >
        {t('list.clearFilters')}
      </Button>
    </Stack>
  );
}
