import { lighten, type Palette } from '@mui/material/styles';
import type { GridBooking } from './types';

/** How a booking looks: 3D studies (CBCT) apart from the others, breaks and holds apart. */
export type BookingVariant = 'appointment' | 'appointment3D' | 'break' | 'hold';

export const BOOKING_VARIANTS: readonly BookingVariant[] = [
  'appointment',
  'appointment3D',
  'break',
  'hold',
];

/**
 * Solid colours only, no opacity: the text must keep 4.5:1 against every background it can sit
 * on (booking-colors.test.ts checks each), and a past booking is made lighter by lighter colours
 * rather than by opacity, which would fade its text below that.
 */
export interface BookingColors {
  background: string;
  /** The second colour of the hatching of breaks; the background again for the others. */
  stripe: string;
  border: string;
  text: string;
}

export function bookingVariant(booking: GridBooking): BookingVariant {
  if (booking.kind === 'appointment') return booking.is3D ? 'appointment3D' : 'appointment';
  return booking.kind;
}

export function bookingColors(
  palette: Palette,
  variant: BookingVariant,
  past: boolean,
): BookingColors {
  const text = past ? palette.grey[700] : palette.grey[900];
  switch (variant) {
    case 'appointment':
    case 'appointment3D': {
      // Blue for 3D: the theme's secondary is a teal too close to the primary green to tell apart.
      const accent = variant === 'appointment3D' ? palette.info.main : palette.primary.main;
      const background = lighten(accent, past ? 0.93 : 0.85);
      return { background, stripe: background, border: past ? lighten(accent, 0.5) : accent, text };
    }
    case 'break':
      return {
        background: past ? palette.grey[50] : palette.grey[100],
        stripe: past ? palette.grey[200] : palette.grey[300],
        border: past ? palette.grey[400] : palette.grey[600],
        text,
      };
    case 'hold': {
      const background = palette.background.paper;
      const accent = palette.warning.main;
      return { background, stripe: background, border: past ? lighten(accent, 0.5) : accent, text };
    }
  }
}
