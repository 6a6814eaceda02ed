import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnBranchFilter } from '../hooks/branch-list-state';

interface Props {
  name: string;
  own: OwnBranchFilter;
  onName: (name: string) => void;
  onOwn: (own: OwnBranchFilter) => void;
}

/** Filter by name (asked once typing pauses) and by own branch (spec part 2 §2). */
export function BranchesFilters({ name, own, onName, onOwn }: Props) {
  const { t } = useTranslation('branches');
  const [text, setText] = useState(name);
  // A link or the back button changes the URL: the field follows it (set while rendering).
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    setText(name);
  }

  // The latest callback, so that a re-render does not restart the wait.
  const latestOnName = useRef(onName);
  useEffect(() => {
    latestOnName.current = onName;
  });

  useEffect(() => {
    if (text === name) return undefined;
    const timer = window.setTimeout(() => latestOnName.current(text), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, name]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={t('filters.name')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <TextField
        select
        label={t('filters.own')}
        value={own}
        onChange={(event) => onOwn(event.target.value as OwnBranchFilter)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">{t('filters.ownAll')}</MenuItem>
        <MenuItem value="own">{t('filters.ownOnly')}</MenuItem>
        <MenuItem value="partner">{t('filters.partnerOnly')}</MenuItem>
      </TextField>
    </Stack>
  );
}
