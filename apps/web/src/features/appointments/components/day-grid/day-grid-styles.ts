import {
  alpha,
  type CSSObject,
  type Palette,
  type SxProps,
  type Theme,
} from '@mui/material/styles';
import {
  BOOKING_VARIANTS,
  bookingColors,
  type BookingColors,
  type BookingVariant,
} from './booking-colors';
import {
  BLOCK_INSET_PX,
  HEADER_HEIGHT_PX,
  MIN_COLUMN_WIDTH_PX,
  ROW_HEIGHT_PX,
  TIME_COLUMN_WIDTH_PX,
} from './grid-dimensions';

/**
 * Layers, bottom to top: slot cells; booking blocks (they overflow their first cell downwards);
 * the focus ring and the drop preview (visible over a block); the current-time line; the sticky
 * time column; the sticky header row.
 */
const LAYER = { block: 1, focusRing: 2, nowLine: 2, timeColumn: 3, header: 4 } as const;

/**
 * All the styles of the grid, on its root: its 1 680 slot cells are plain elements with data
 * attributes, since giving each its own `sx` would cost a style computation per cell per render.
 */
export function dayGridSx(columnCount: number): SxProps<Theme> {
  return ({ palette, typography }: Theme) => ({
    position: 'relative',
    minWidth: TIME_COLUMN_WIDTH_PX + columnCount * MIN_COLUMN_WIDTH_PX,
    fontFamily: typography.fontFamily,
    '& [role="row"]': {
      display: 'grid',
      gridTemplateColumns: `${TIME_COLUMN_WIDTH_PX}px repeat(${columnCount}, minmax(${MIN_COLUMN_WIDTH_PX}px, 1fr))`,
    },
    '& [data-header-row]': { position: 'sticky', top: 0, zIndex: LAYER.header },
    '& [role="columnheader"]': columnHeader(palette),
    '& [role="rowheader"]': rowHeader(palette),
    '& [role="gridcell"]': slotCell(palette),
    // A darker line under the last quarter of each hour.
    '& [data-hour-end] > *': { borderBottomColor: palette.grey[400] },
    '& [data-booking-id]': bookingBlock(palette),
    '& [data-drop-preview]': {
      position: 'absolute',
      zIndex: LAYER.focusRing,
      top: 1,
      left: BLOCK_INSET_PX,
      right: BLOCK_INSET_PX,
      boxSizing: 'border-box',
      border: `2px dashed ${palette.primary.dark}`,
      borderRadius: '4px',
      backgroundColor: alpha(palette.primary.main, 0.08),
      pointerEvents: 'none',
    },
  });
}

/** The red line of the current time, over the slot columns. */
export const nowLineSx: SxProps<Theme> = ({ palette }) => ({
  position: 'absolute',
  zIndex: LAYER.nowLine,
  left: TIME_COLUMN_WIDTH_PX,
  right: 0,
  height: '2px',
  marginTop: '-1px',
  backgroundColor: palette.error.main,
  pointerEvents: 'none',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: '-5px',
    top: '-4px',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    backgroundColor: palette.error.main,
  },
});

function columnHeader(palette: Palette): CSSObject {
  return {
    boxSizing: 'border-box',
    height: HEADER_HEIGHT_PX,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minWidth: 0,
    padding: '0 8px',
    backgroundColor: palette.background.paper,
    borderTop: `4px solid ${palette.background.paper}`,
    borderBottom: `1px solid ${palette.divider}`,
    borderLeft: `1px solid ${palette.divider}`,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& [data-device-name]': { fontWeight: 600, fontSize: '0.875rem', color: palette.text.primary },
    '& [data-branch-name]': { fontSize: '0.75rem', color: palette.text.secondary },
    '&[data-corner]': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      borderLeft: 'none',
      borderRight: `1px solid ${palette.divider}`,
    },
  };
}

function rowHeader(palette: Palette): CSSObject {
  return {
    position: 'sticky',
    left: 0,
    zIndex: LAYER.timeColumn,
    boxSizing: 'border-box',
    height: ROW_HEIGHT_PX,
    padding: '2px 8px 0 0',
    textAlign: 'right',
    fontSize: '0.75rem',
    lineHeight: '14px',
    color: palette.text.secondary,
    backgroundColor: palette.background.paper,
    borderRight: `1px solid ${palette.divider}`,
    borderBottom: `1px solid ${palette.grey[200]}`,
    '&[data-full-hour]': { color: palette.text.primary, fontWeight: 600 },
  };
}

function slotCell(palette: Palette): CSSObject {
  return {
    position: 'relative',
    boxSizing: 'border-box',
    height: ROW_HEIGHT_PX,
    borderLeft: `1px solid ${palette.divider}`,
    borderBottom: `1px solid ${palette.grey[200]}`,
    outline: 'none',
    // Keeps a cell focused by the keyboard clear of the sticky header and time column.
    scrollMarginTop: HEADER_HEIGHT_PX,
    scrollMarginLeft: TIME_COLUMN_WIDTH_PX,
    '&[data-status="open"]': {
      backgroundColor: palette.background.paper,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
    },
    '&[data-status="past"]': { backgroundColor: palette.grey[100] },
    '&[data-status="closed"]': { backgroundColor: palette.grey[200] },
    // Drawn above the cell's content, so a focused slot under a booking block still shows it.
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: LAYER.focusRing,
      border: `2px solid ${palette.primary.dark}`,
      pointerEvents: 'none',
    },
  };
}

/** Beyond colours: a hold is someone's open form, outlined only, and it does not open. */
const VARIANT_SHAPES: Partial<Record<BookingVariant, CSSObject>> = {
  hold: { cursor: 'default', borderWidth: '2px', borderStyle: 'dashed' },
};

function bookingBlock(palette: Palette): CSSObject {
  const variants: CSSObject = {};
  for (const variant of BOOKING_VARIANTS) {
    variants[`&[data-variant="${variant}"]`] = {
      ...colored(bookingColors(palette, variant, false)),
      ...VARIANT_SHAPES[variant],
    };
    variants[`&[data-variant="${variant}"][data-past]`] = colored(
      bookingColors(palette, variant, true),
    );
  }
  return {
    position: 'absolute',
    zIndex: LAYER.block,
    top: 1,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    padding: '1px 4px',
    borderStyle: 'solid',
    borderWidth: '1px 1px 1px 4px',
    borderRadius: '4px',
    fontSize: '0.75rem',
    lineHeight: '14px',
    cursor: 'pointer',
    userSelect: 'none',
    '&[draggable="true"]': { cursor: 'grab' },
    '&[data-picked]': { outline: `2px solid ${palette.primary.dark}`, outlineOffset: '1px' },
    '& > span': {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& > [data-line="title"]': {
      display: 'flex',
      alignItems: 'center',
      gap: '2px',
      fontWeight: 600,
    },
    '& [data-title-text]': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
    '& > [data-line="comments"]': { fontStyle: 'italic' },
    '& [data-badge]': {
      flex: 'none',
      padding: '0 2px',
      border: '1px solid currentColor',
      borderRadius: '2px',
      fontSize: '0.625rem',
      lineHeight: '12px',
      fontWeight: 700,
    },
    '& svg': { flex: 'none', fontSize: '0.875rem' },
    // A 15-minute block has room for one line only: title and detail side by side.
    '&[data-row-count="1"]': {
      flexDirection: 'row',
      alignItems: 'center',
      gap: '6px',
      '& > span': { flex: '0 1 auto', minWidth: 0 },
      '& > [data-line="title"]': { flexShrink: 0, maxWidth: '100%' },
    },
    ...variants,
  };
}

function colored({ background, stripe, border, text }: BookingColors): CSSObject {
  return {
    color: text,
    borderColor: border,
    background:
      stripe === background
        ? background
        : `repeating-linear-gradient(135deg, ${background} 0 6px, ${stripe} 6px 12px)`,
  };
}
