import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  DOCTOR_SEARCH_IDENTIFIER_MAX,
  DOCTOR_SEARCH_TEXT_MAX,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorKind } from '../../../../__generated__/doctors/graphql';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import {
  ACCOUNT_FILTERS,
  EMPTY_FILTERS,
  hasFilters,
  isIdentifierPrefix,
  type AccountFilter,
  type DoctorFilters,
} from '../../hooks/list-state';

interface Props {
  kind: DoctorKind;
  value: DoctorFilters;
  onChange: (filters: Partial<DoctorFilters>) => void;
  specializations: readonly string[];
  regions: readonly string[];
}

type TextKey = 'name' | 'email' | 'identifier';

/**
 * The lists' collapsible search panel (issue 20 §1): name, e-mail, PWZ or NIP (each waits
 * AUTOCOMPLETE_DEBOUNCE_MS after the last key), specialization and region of the app config, and
 * whether the record has an account. Open from the start when the list is filtered.
 */
export function DoctorsFilters({ kind, value, onChange, specializations, regions }: Props) {
  const { t } = useTranslation('doctors');
  const domainMessage = useDomainMessage();
  const panelId = useId();
  const [open, setOpen] = useState(() => hasFilters(value));
  // What is typed shows at once; the list follows when typing pauses.
  const [typed, setTyped] = useState<Pick<DoctorFilters, TextKey>>(value);
  const text = useDebouncedCallback(onChange, AUTOCOMPLETE_DEBOUNCE_MS);
  const filtered = hasFilters(value) || hasFilters({ ...EMPTY_FILTERS, ...typed });

  const type = (key: TextKey, next: string) => {
    setTyped((current) => ({ ...current, [key]: next }));
    text.run({ [key]: next });
  };

  const clear = () => {
    text.cancel();
    setTyped(EMPTY_FILTERS);
    onChange(EMPTY_FILTERS);
  };

  const textField = (key: TextKey, label: string, max: number) => {
    const problem =
      key === 'identifier' && !isIdentifierPrefix(typed.identifier)
        ? domainMessage('validation.digitsOnly')
        : undefined;
    return (
      <Box sx={{ flex: { md: '1 1 180px' } }}>
        <TextField
          label={label}
          value={typed[key]}
          onChange={(event) => type(key, event.target.value)}
          // Leaving the field (to open a doctor, say) searches at once.
          onBlur={text.flush}
          size="small"
          fullWidth
          type="search"
          autoComplete="off"
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{
            htmlInput: {
              maxLength: max,
              ...(key === 'identifier' ? { inputMode: 'numeric' } : {}),
            },
          }}
        />
      </Box>
    );
  };

  const select = (key: 'specialization' | 'region', label: string, options: readonly string[]) => (
    <Box sx={{ flex: { md: '1 1 180px' } }}>
      <TextField
        select
        label={label}
        value={options.includes(value[key]) || !value[key] ? value[key] : ''}
        onChange={(event) => onChange({ [key]: event.target.value })}
        size="small"
        fullWidth
      >
        <MenuItem value="">{t('filters.any')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          onClick={() => setOpen((current) => !current)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
        >
          {t('filters.toggle')}
        </Button>
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
          alignItems={{ xs: 'stretch', md: 'center' }}
          role="search"
          aria-label={t('filters.label')}
          sx={{ pt: 2 }}
        >
          {textField('name', t('filters.name'), DOCTOR_SEARCH_TEXT_MAX)}
          {textField('email', t('filters.email'), DOCTOR_SEARCH_TEXT_MAX)}
          {textField(
            'identifier',
            t(kind === 'DOCTOR' ? 'filters.licenseNumber' : 'filters.nip'),
            DOCTOR_SEARCH_IDENTIFIER_MAX + 4,
          )}
          {kind === 'DOCTOR' &&
            select('specialization', t('filters.specialization'), specializations)}
          {select('region', t('filters.region'), regions)}
          <Box sx={{ flex: { md: '0 1 160px' } }}>
            <TextField
              select
              label={t('filters.hasAccount')}
              value={value.hasAccount}
              onChange={(event) =>
                onChange({ hasAccount: event.target.value as AccountFilter | '' })
              }
              size="small"
              fullWidth
            >
              <MenuItem value="">{t('filters.any')}</MenuItem>
              {ACCOUNT_FILTERS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {t(`filters.account.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
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
