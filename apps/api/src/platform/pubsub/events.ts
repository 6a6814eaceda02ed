/**
 * The events the portal publishes for GraphQL subscriptions (ADR 0011).
 *
 * An event says *what* changed, by id, never the changed data: each subscriber's resolver reads
 * the current state with that subscriber's own session and permissions. So no personal data
 * travels through Redis, and a late, duplicated or foreign event costs at most one extra read.
 */

/** Topics are mqemitter topics: `/` separates levels, `+` and `#` are wildcards (never use them). */
export const USER_UPDATED = 'users/updated';

export interface UserUpdated {
  userId: number;
}

/** A tablet's configuredAt or lastUsedAt changed (pairing, use); `id` is the tablet's row id. */
export const TABLET_STATUS_CHANGED = 'tablets/status-changed';
/** Staff sent a consent request to a tablet. */
export const CONSENT_REQUESTED = 'consents/requested';
/** A patient signed a consent; delivered to the staff member who requested it. */
export const CONSENT_SUBMITTED = 'consents/submitted';

/** A message was delivered to a user (issue 22 §2); only its recipient is told. */
export const MESSAGE_ADDED = 'messages/added';

export interface MessageAdded {
  messageId: number;
  recipientId: number;
}

/**
 * Council invitations (issue 22 §1): one to a registered invitee (`recipientId`), its answer to
 * the council's founder (`recipientId` too). Ids only; the recipient's resolver reads the rest.
 */
export const COUNCIL_TOPICS = {
  councilInviteAdded: 'councils/invite-added',
  councilInviteAccepted: 'councils/invite-accepted',
  councilInviteRejected: 'councils/invite-rejected',
} as const;

export type CouncilChange = keyof typeof COUNCIL_TOPICS;

export interface CouncilInviteChanged {
  inviteId: number;
  councilId: number;
  recipientId: number;
}

export interface TabletStatusChanged {
  id: number;
}

export interface ConsentRequested {
  requestId: string;
  tabletId: number;
}

export interface ConsentSubmitted {
  requestId: string;
  requestedById: number | null;
}

/**
 * The device calendar's changes (spec part 1 §7: appointmentAdded … reservationDeleted). The
 * branch decides who is told (auth/branch-policy.ts), the device which column changes; a deleted
 * booking is answered from the event alone.
 */
export const BOOKING_TOPICS = {
  appointmentAdded: 'appointments/added',
  appointmentUpdated: 'appointments/updated',
  appointmentDeleted: 'appointments/deleted',
  reservationAdded: 'reservations/added',
  reservationUpdated: 'reservations/updated',
  reservationDeleted: 'reservations/deleted',
} as const;

export type BookingChange = keyof typeof BOOKING_TOPICS;

export interface BookingChanged {
  id: number;
  branchId: number;
  deviceId: number;
}

export type PortalEvent =
  | { topic: (typeof BOOKING_TOPICS)[BookingChange]; payload: BookingChanged }
  | { topic: typeof USER_UPDATED; payload: UserUpdated }
  | { topic: typeof TABLET_STATUS_CHANGED; payload: TabletStatusChanged }
  | { topic: typeof CONSENT_REQUESTED; payload: ConsentRequested }
  | { topic: typeof CONSENT_SUBMITTED; payload: ConsentSubmitted }
  | { topic: typeof MESSAGE_ADDED; payload: MessageAdded }
  | { topic: (typeof COUNCIL_TOPICS)[CouncilChange]; payload: CouncilInviteChanged };

/** A user's own account changed (terms, preferences, password). */
export function userUpdated(userId: number): PortalEvent {
  return { topic: USER_UPDATED, payload: { userId } };
}

export function tabletStatusChanged(id: number): PortalEvent {
  return { topic: TABLET_STATUS_CHANGED, payload: { id } };
}

export function consentRequested(requestId: string, tabletId: number): PortalEvent {
  return { topic: CONSENT_REQUESTED, payload: { requestId, tabletId } };
}

export function consentSubmitted(requestId: string, requestedById: number | null): PortalEvent {
  return { topic: CONSENT_SUBMITTED, payload: { requestId, requestedById } };
}

export function messageAdded(messageId: number, recipientId: number): PortalEvent {
  return { topic: MESSAGE_ADDED, payload: { messageId, recipientId } };
}

export function councilInviteChanged(
  change: CouncilChange,
  { inviteId, councilId, recipientId }: CouncilInviteChanged,
): PortalEvent {
  return { topic: COUNCIL_TOPICS[change], payload: { inviteId, councilId, recipientId } };
}

export function bookingChanged(change: BookingChange, booking: BookingChanged): PortalEvent {
  const { id, branchId, deviceId } = booking;
  return { topic: BOOKING_TOPICS[change], payload: { id, branchId, deviceId } };
}
