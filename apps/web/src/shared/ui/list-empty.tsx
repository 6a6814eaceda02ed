import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';

interface Props {
  /** The list's icon, shown greyed out above the text. */
  icon: ComponentType<SvgIconProps>;
  /** Whether filters are set: then "none match" and a way to clear them. */
  filtered: boolean;
  texts: { empty: string; noMatches: string; clearFilters: string; add: string };
  /** The add button, for those who may add; null hides it. */
  onAdd: (() => void) | null;
  onClearFilters: () => void;
}

/** The place of a list's table when it has no rows: none at all, or none matching the filters. */
export function ListEmpty({ icon: Icon, filtered, texts, onAdd, onClearFilters }: Props) {
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }} role="status">
      <Icon color="disabled" sx={{ fontSize: 48 }} />
      <Typography color="text.secondary">{filtered ? texts.noMatches : texts.empty}</Typography>
      <Stack direction="row" spacing={1}>
        {filtered && <Button onClick={onClearFilters}>{texts.clearFilters}</Button>}
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {texts.add}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
