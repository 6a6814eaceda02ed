import Box from '@mui/material/Box';
import { isLang, warsawInstant } from '@portal/domain';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/dates';
import { dayGridSx, nowLineSx } from './day-grid-styles';
import { GridBodyRow } from './grid-body-row';
import { bookingElementOf, cellOf, findCell, positionOf } from './grid-dom';
import { HEADER_HEIGHT_PX, ROW_HEIGHT_PX } from './grid-dimensions';
import { GridHeaderRow } from './grid-header-row';
import { nowOffsetRows } from './grid-layout';
import type { CellPosition } from './grid-navigation';
import { openBooking, openSlot } from './open-slot';
import { canMoveTo } from './slot-rules';
import type { DayGridProps } from './types';
import { useActiveCell } from './use-active-cell';
import { useCellDescriptions, type CellDescription } from './use-cell-descriptions';
import { useGridDrag, type DropPreview } from './use-grid-drag';
import { useGridKeyboard } from './use-grid-keyboard';
import { slotAt, useGridModel } from './use-grid-model';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';

const NO_CELLS: readonly CellDescription[] = [];

export type { DayGridProps, GridBooking, GridBookingKind, GridColumn } from './types';

/**
 * The appointment calendar's day: a column per device, a row per 15 minutes from 07:00 to 21:00
 * Warsaw time, bookings drawn over the rows they take. An ARIA grid with a roving tabindex, so it
 * works from the keyboard too. It only shows and reports: every change goes through the page.
 */
export function DayGrid({
  date,
  now,
  columns,
  bookings,
  onSlotOpen,
  onBookingOpen,
  onMove,
}: DayGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const model = useGridModel({ date, now, columns, bookings });
  const descriptions = useCellDescriptions(model);
  const bounds = { columns: columns.length, rows: model.slots.length };
  const { active, moveTo, startRow } = useActiveCell({ date, now, slots: model.slots, bounds });
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) =>
    setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();

  const focusCell = (position: CellPosition) => {
    moveTo(position);
    findCell(gridRef.current, position)?.focus();
  };
  const { picked, onKeyDown } = useGridKeyboard({
    model,
    now,
    focusCell,
    announce,
    onSlotOpen,
    onBookingOpen,
    onMove,
  });
  const { preview: dragPreview, dragHandlers } = useGridDrag({ model, now, onMove });
  const activeSlot = slotAt(model, active);
  // While an appointment is carried by the keyboard, the focused slot shows where it would land.
  const keyboardPreview: DropPreview | null =
    picked && activeSlot && canMoveTo(activeSlot.start, picked.durationMs, now)
      ? { position: active, rows: picked.rowCount }
      : null;
  const preview = dragPreview ?? keyboardPreview;
  const nowRows = nowOffsetRows(now, date, model.slots);
  const gridSx = useMemo(() => dayGridSx(columns.length), [columns.length]);

  useEffect(() => {
    // Opens each day shown at its first useful hour (the current time, or opening time).
    if (scrollRef.current) scrollRef.current.scrollTop = Math.max(0, startRow - 1) * ROW_HEIGHT_PX;
  }, [date, startRow]);

  if (columns.length === 0) return null;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    const block = bookingElementOf(event.target);
    if (block) {
      const booking = model.layout.byId.get(block.dataset.bookingId ?? '')?.booking;
      if (booking) openBooking(booking, onBookingOpen);
      return;
    }
    const position = positionOf(cellOf(event.target));
    if (position) openSlot(slotAt(model, position), { onSlotOpen, onBookingOpen });
  };
  // A click focuses the cell it lands in (cells are focusable): the keyboard resumes from there.
  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const position = positionOf(cellOf(event.target));
    if (position) moveTo(position);
  };
  const lang = isLang(i18n.language) ? i18n.language : 'pl';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%' }}>
      <Box
        ref={scrollRef}
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={gridSx}>
          <div
            ref={gridRef}
            role="grid"
            aria-label={t('grid.label', { date: formatDate(warsawInstant(date, 12, 0), lang) })}
            aria-describedby={instructionsId}
            onClick={handleClick}
            onFocus={handleFocus}
            onKeyDown={onKeyDown}
            {...dragHandlers}
          >
            <GridHeaderRow columns={columns} />
            {model.rowTimes.map((time, row) => (
              <GridBodyRow
                key={row}
                row={row}
                time={time}
                status={model.statuses[row] ?? 'closed'}
                cells={descriptions[row] ?? NO_CELLS}
                activeDeviceIndex={active.row === row ? active.deviceIndex : -1}
                pickedId={picked?.id ?? null}
                previewDeviceIndex={
                  preview?.position.row === row ? preview.position.deviceIndex : -1
                }
                previewRows={preview?.position.row === row ? preview.rows : 0}
              />
            ))}
          </div>
          {nowRows !== null && (
            <Box
              aria-hidden="true"
              data-now-line=""
              sx={nowLineSx}
              style={{ top: HEADER_HEIGHT_PX + nowRows * ROW_HEIGHT_PX }}
            />
          )}
        </Box>
      </Box>
      <Box component="p" id={instructionsId} sx={visuallyHidden}>
        {t('grid.instructions')}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {/* A new element each time, so that the same words said twice are heard twice. */}
        <span key={announcement.count}>{announcement.text}</span>
      </Box>
    </Box>
  );
}
