import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The controls beside the title: the order, a report. */
  actions?: ReactNode;
  /** The search panel. */
  filters: ReactNode;
  /** The floating add button, for those who may add; null: none. */
  add: { label: string; onClick: () => void } | null;
  /** The list (ListResults), in a sheet that scrolls sideways on a narrow screen. */
  children: ReactNode;
  /** Dialogs the page opens. */
  dialogs?: ReactNode;
}

/**
 * The layout of a list page: the title and its controls, the search panel, the list, and the add
 * button floating in the corner (the page leaves room below for it).
 */
export function ListPageFrame({ title, actions, filters, add, children, dialogs }: Props) {
  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      <Paper sx={{ p: 2 }}>{filters}</Paper>
      <Paper sx={{ overflowX: 'auto' }}>{children}</Paper>
      {add && (
        <Fab
          color="primary"
          aria-label={add.label}
          onClick={add.onClick}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
      {dialogs}
    </Stack>
  );
}
