import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';

export interface FilterPanelTexts {
  /** The button that opens and closes the panel ('Wyszukiwanie'). */
  toggle: string;
  /** The search region's accessible name ('Wyszukiwanie spotkań'). */
  panel: string;
  clear: string;
}

interface Props {
  texts: FilterPanelTexts;
  /**
   * Filters are set or being typed: the panel opens with them, clearing does something (a closed
   * panel offers it too).
   */
  filtered: boolean;
  onClear: () => void;
  /** Filters of one click beside the toggle ('Dziś'), there with the panel closed as well. */
  quickFilters?: ReactNode;
  /** The fields, each in a FilterCell. */
  children: ReactNode;
}

/** One field of the panel: a row of fields on a wide screen, one under another on a narrow one. */
export function FilterCell({ children, basis = '200px' }: { children: ReactNode; basis?: string }) {
  return <Box sx={{ flex: { md: `1 1 ${basis}` }, minWidth: 0 }}>{children}</Box>;
}

/**
 * A list's collapsible search panel: the toggle, quick filters beside it, the fields and a way
 * to clear them. Closed, a filtered list still offers the clearing next to the toggle.
 */
export function FilterPanel(props: Props) {
  const { texts, filtered, onClear } = props;
  const panelId = useId();
  // Open from the start when the list is filtered; the user's toggle from then on.
  const [open, setOpen] = useState(filtered);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          onClick={() => setOpen((current) => !current)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
        >
          {texts.toggle}
        </Button>
        {props.quickFilters}
        {filtered && !open && (
          <Button onClick={onClear} startIcon={<ClearIcon />}>
            {texts.clear}
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
          aria-label={texts.panel}
          sx={{ pt: 2 }}
        >
          {props.children}
          <Button
            onClick={onClear}
            startIcon={<ClearIcon />}
            disabled={!filtered}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {texts.clear}
          </Button>
        </Stack>
      </Collapse>
    </Box>
  );
}
