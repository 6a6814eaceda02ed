import { useState } from 'react';
import { initialRow } from './grid-layout';
import { clampPosition, samePosition, type CellPosition, type GridBounds } from './grid-navigation';

interface Input {
  date: string;
  now: Date;
  slots: readonly Date[];
  bounds: GridBounds;
}

/**
 * The cell of the roving tabindex: the only one Tab reaches, where the keyboard resumes. It starts
 * at the current time (or the opening time) in the first column, and goes back to that row when
 * the page shows another day; `startRow` is that row, for scrolling it into view.
 */
export function useActiveCell({ date, now, slots, bounds }: Input) {
  const [day, setDay] = useState(() => ({ date, startRow: initialRow(now, date, slots) }));
  const [active, setActive] = useState<CellPosition>({ deviceIndex: 0, row: day.startRow });
  if (day.date !== date) {
    const startRow = initialRow(now, date, slots);
    setDay({ date, startRow });
    setActive((previous) => ({ ...previous, row: startRow }));
  }
  /** Keeps the state as it is when the position does not change, so nothing re-renders. */
  const moveTo = (position: CellPosition) =>
    setActive((previous) => (samePosition(previous, position) ? previous : position));
  return { active: clampPosition(active, bounds), moveTo, startRow: day.startRow };
}
