/**
 * Sizes of the day grid in pixels. Booking blocks and the current-time line are placed by
 * arithmetic on these, so rows and the header must keep exactly these heights.
 */
export const ROW_HEIGHT_PX = 32;
export const HEADER_HEIGHT_PX = 56;
export const TIME_COLUMN_WIDTH_PX = 64;
/** Narrower device columns would leave no room for a patient's name: the grid scrolls instead. */
export const MIN_COLUMN_WIDTH_PX = 140;
/** Gap between a booking block and the borders of its slot cells. */
export const BLOCK_INSET_PX = 2;
