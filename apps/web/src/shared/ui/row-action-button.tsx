import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

interface Props {
  /** What it does to this row, for screen readers ('Usuń filię Kraków'). */
  label: string;
  /** The tooltip; the label when not given. */
  title?: string;
  icon: ReactElement;
  onClick: () => void;
}

/**
 * An action in a table row whose click opens the row: the click stays with the button (a delete
 * does not also open the edit page).
 */
export function RowActionButton({ label, title = label, icon, onClick }: Props) {
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
