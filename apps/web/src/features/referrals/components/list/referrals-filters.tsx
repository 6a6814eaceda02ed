import ClearIcon from '@mui/icons-material/Clear';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReferralStudyTypesQuery } from '../../../../__generated__/graphql';
import { PatientPicker, type PatientOption } from '../../../../shared/ui/pickers/patient-picker';
import {
  COMPLETED_FILTERS,
  EMPTY_FILTERS,
  hasFilters,
  type CompletedFilter,
  type ReferralFilters,
} from '../../hooks/list-state';
import { rememberOption } from '../../hooks/remembered-option';
import { IssuerPicker, type IssuerOption } from '../issuer-picker';

type StudyTypeOption = ReferralStudyTypesQuery['studyTypes'][number];

interface Props {
  /** The filters in force (only those the role may use). */
  value: ReferralFilters;
  onChange: (filters: Partial<ReferralFilters>) => void;
  /** The issuer filter: Admin, Technician, Registration (spec part 2 §6). */
  mayPickIssuer: boolean;
  studyTypes: readonly StudyTypeOption[];
  /** The filtered patient and issuer as their pickers hold them, once known. */
  patient: PatientOption | null;
  issuer: IssuerOption | null;
}

/**
 * The filters of the referrals list (spec part 2 §7 `where {completed, patient, studyTypes}` and
 * the issuer): each applies at once. A patient or an issuer set by a link, whose name the page
 * does not know yet, shows as a chip that clears it.
 */
export function ReferralsFilters(props: Props) {
  const { value, onChange, mayPickIssuer, studyTypes } = props;
  const { t } = useTranslation('referrals');
  const chosenTypes = studyTypes.filter((type) => value.studyTypes.includes(type.id));

  const unnamed = (key: 'patient' | 'issuer') => (
    <Chip
      label={t(`filters.${key}Chosen`)}
      onDelete={() => onChange({ [key]: '' })}
      sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
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
      <TextField
        select
        label={t('filters.completed')}
        value={value.completed}
        onChange={(event) => onChange({ completed: event.target.value as CompletedFilter | '' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('filters.any')}</MenuItem>
        {COMPLETED_FILTERS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`filters.choice.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.patient && !props.patient ? (
        unnamed('patient')
      ) : (
        <Box sx={{ flex: { md: '1 1 200px' }, maxWidth: { md: 340 } }}>
          <PatientPicker
            label={t('filters.patient')}
            value={props.patient}
            onChange={(option) => {
              rememberOption('patient', option);
              onChange({ patient: option?.id ?? '' });
            }}
          />
        </Box>
      )}
      <Box sx={{ flex: { md: '2 1 240px' }, maxWidth: { md: 480 } }}>
        <Autocomplete<StudyTypeOption, true>
          multiple
          options={studyTypes}
          value={chosenTypes}
          onChange={(_event, chosen) => onChange({ studyTypes: chosen.map(({ id }) => id) })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          limitTags={2}
          noOptionsText={t('forms:pickers.noOptions')}
          openText={t('forms:pickers.open')}
          closeText={t('forms:pickers.close')}
          clearText={t('forms:pickers.clear')}
          renderInput={(params) => <TextField {...params} label={t('filters.studyTypes')} />}
        />
      </Box>
      {mayPickIssuer &&
        (value.issuer && !props.issuer ? (
          unnamed('issuer')
        ) : (
          <Box sx={{ flex: { md: '1 1 200px' }, maxWidth: { md: 340 } }}>
            <IssuerPicker
              label={t('filters.issuer')}
              value={props.issuer}
              onChange={(option) => {
                rememberOption('issuer', option);
                onChange({ issuer: option?.id ?? '' });
              }}
            />
          </Box>
        ))}
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
