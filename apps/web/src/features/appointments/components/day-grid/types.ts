/** What the day grid of the calendar shows: its columns (devices) and the bookings on them. */

export type GridBookingKind = 'appointment' | 'break' | 'hold';

export interface GridColumn {
  deviceId: string;
  deviceName: string;
  branchName: string;
  /** #rrggbb of the branch, for a thin stripe in the column header. */
  branchColor: string;
}

export interface GridBooking {
  id: string;
  kind: GridBookingKind;
  deviceId: string;
  start: Date;
  end: Date;
  /** Appointment: patient's name; break: its comment or nothing; hold: the holder's login. */
  title: string;
  /** Appointment: the study type's name. */
  detail?: string | null;
  comments?: string | null;
  /** The study type is 3D (CBCT): a different colour. */
  is3D?: boolean;
  /** Booked by the patient from a scheduling link: marked distinctly (e.g. an icon + text for screen readers). */
  createdByPatient?: boolean;
  /** Already happened (or completed): shown lighter. */
  past?: boolean;
  /** Whether it may be dragged: only future appointments (never breaks, holds, past ones). */
  movable: boolean;
}

export interface DayGridProps {
  /** The Warsaw day shown, yyyy-MM-dd. */
  date: string;
  /** The clock (tests pass a fixed one). */
  now: Date;
  columns: readonly GridColumn[];
  bookings: readonly GridBooking[];
  /** A free slot was chosen (click, or Enter/Space on it): only future slots inside business hours call this. */
  onSlotOpen: (deviceId: string, start: Date) => void;
  /** An appointment or break was chosen (click or Enter). Holds are not openable. */
  onBookingOpen: (id: string) => void;
  /**
   * An appointment was dropped on a slot (drag and drop, or the keyboard move). The page asks the
   * server; the grid does not move anything itself: it always renders from `bookings`, so a
   * refused move "snaps back".
   */
  onMove: (id: string, deviceId: string, start: Date) => void;
}
