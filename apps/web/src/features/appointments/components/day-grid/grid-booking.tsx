import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingVariant } from './booking-colors';
import { BLOCK_INSET_PX, ROW_HEIGHT_PX } from './grid-dimensions';
import type { PlacedBooking } from './grid-layout';

interface Props {
  placed: PlacedBooking;
  /** Picked up by the keyboard move (the `m` key) and waiting to be dropped. */
  picked: boolean;
}

/**
 * One booking, drawn from its first slot cell over the rows it spans. Hidden from screen readers:
 * the slot cells under it name it (use-cell-descriptions.ts) and take the keyboard, so it needs no
 * focus of its own. Its styles are the grid's (day-grid-styles.ts), chosen by its data attributes.
 */
export const GridBookingBlock = memo(function GridBookingBlock({ placed, picked }: Props) {
  const { t } = useTranslation('calendar');
  const { booking, rowCount, lane, lanes } = placed;
  const byPatient = booking.kind === 'appointment' && booking.createdByPatient === true;
  const threeD = booking.kind === 'appointment' && booking.is3D === true;
  const heading =
    booking.kind === 'hold'
      ? t('booking.hold', { login: booking.title })
      : booking.kind === 'break'
        ? t('booking.break')
        : booking.title;
  // A break's title is its comment, shown under the word "break".
  const lines = [
    { kind: 'detail', text: booking.kind === 'break' ? booking.title : booking.detail },
    { kind: 'comments', text: booking.comments },
  ].filter((line): line is { kind: string; text: string } => Boolean(line.text));
  const fullText = [heading, ...lines.map((line) => line.text)]
    .concat(byPatient ? [t('booking.byPatient')] : [])
    .join('\n');

  return (
    <div
      aria-hidden="true"
      data-booking-id={booking.id}
      data-variant={bookingVariant(booking)}
      data-past={booking.past ? '' : undefined}
      data-picked={picked ? '' : undefined}
      data-row-count={rowCount}
      draggable={booking.movable}
      title={fullText}
      style={{
        height: rowCount * ROW_HEIGHT_PX - 3,
        left: `calc(${(lane * 100) / lanes}% + ${BLOCK_INSET_PX}px)`,
        width: `calc(${100 / lanes}% - ${2 * BLOCK_INSET_PX}px)`,
      }}
    >
      <span data-line="title">
        {byPatient && <PersonOutlineIcon fontSize="inherit" titleAccess={t('booking.byPatient')} />}
        <span data-title-text="">{heading}</span>
        {threeD && <span data-badge="">{t('booking.threeD')}</span>}
      </span>
      {lines.map((line) => (
        <span key={line.kind} data-line={line.kind}>
          {line.text}
        </span>
      ))}
    </div>
  );
});
