import {
  CALENDAR_OWN_BRANCHES_LIMIT,
  ZAddAppointmentsInput,
  ZAppointmentsQuery,
  ZAvailableSlotsQuery,
  ZBreakInput,
  ZRecordId,
  ZReservationInput,
  ZReservationsQuery,
  ZUpdateAppointmentInput,
} from '@portal/domain';
import { sessionRunsBranch } from '../../auth/branch-policy.js';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import {
  BOOKING_TOPICS,
  type BookingChange,
  type BookingChanged,
} from '../../platform/pubsub/events.js';
import {
  addAppointments,
  addBreak,
  deleteAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
  type AppointmentDeps,
} from './appointments.service.js';
import type { AppointmentModel } from './booking-rows.js';
import { getAvailableSlots } from './available-slots.service.js';
import { appointmentNotFound, reservationNotFound } from './booking-errors.js';
import { bookingsOf } from './bookings.repository.js';
import { addReservation, deleteReservation, updateReservation } from './reservations.service.js';

const depsOf = (ctx: GraphQLContext): AppointmentDeps => ({
  db: ctx.db,
  events: ctx.events,
  readAudit: ctx.app.readAudit,
  now: () => new Date(),
});

const idOf = (args: { id: unknown }) => parseInput(ZRecordId, args.id);

/**
 * One calendar subscription: events of the branches the subscriber runs (auth/branch-policy.ts,
 * from the session, without a query); an added or updated booking is read now, in the
 * subscriber's scope, a deleted one answered from the event.
 */
function bookingSubscription<R>(
  change: BookingChange,
  resolve: (event: BookingChanged, ctx: GraphQLContext) => Promise<R>,
) {
  return operation(
    requires('appointments.calendar'),
    subscription({
      topic: BOOKING_TOPICS[change],
      visible: (event: BookingChanged, subscriber) => sessionRunsBranch(subscriber, event.branchId),
      resolve,
    }),
  );
}

async function appointmentOfEvent(event: BookingChanged, ctx: GraphQLContext) {
  const row = await getAppointment(depsOf(ctx), await ctx.actor(), event.id);
  if (!row) throw appointmentNotFound(event.id);
  return row;
}

async function reservationOfEvent(event: BookingChanged, ctx: GraphQLContext) {
  const row = await bookingsOf(ctx.db, await ctx.actor()).reservation(event.id);
  if (!row) throw reservationNotFound();
  return row;
}

const deletedOf = (event: BookingChanged) => Promise.resolve(event);

/**
 * The device calendar (spec part 1 §7 "Calendar and scheduling"; ADR 0032). Reading is
 * 'appointments.calendar', booking 'appointments.edit' (Admin, Technician, Manager, Registration);
 * which branches a caller works with is auth/branch-policy.ts, applied by the repository.
 */
export const appointmentsResolvers = {
  Query: {
    calendarBranches: operation(requires('appointments.calendar'), async (_root, _args, ctx) =>
      bookingsOf(ctx.db, await ctx.actor()).calendarBranches(CALENDAR_OWN_BRANCHES_LIMIT),
    ),
    appointments: operation(requires('appointments.calendar'), async (_root, args, ctx) =>
      listAppointments(depsOf(ctx), await ctx.actor(), parseInput(ZAppointmentsQuery, args)),
    ),
    appointment: operation(requires('appointments.calendar'), async (_root, args, ctx) =>
      getAppointment(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
    reservations: operation(requires('appointments.calendar'), async (_root, args, ctx) =>
      bookingsOf(ctx.db, await ctx.actor()).reservations(parseInput(ZReservationsQuery, args)),
    ),
    getAvailableAppointmentSlots: operation(
      requires('appointments.calendar'),
      async (_root, args, ctx) =>
        getAvailableSlots(
          ctx.db,
          await ctx.actor(),
          parseInput(ZAvailableSlotsQuery, args),
          new Date(),
        ),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    addAppointments: operation(requires('appointments.edit'), async (_root, args, ctx) =>
      addAppointments(depsOf(ctx), await ctx.actor(), parseInput(ZAddAppointmentsInput, args.data)),
    ),
    updateAppointment: operation(requires('appointments.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZUpdateAppointmentInput, args.data);
      return updateAppointment(depsOf(ctx), await ctx.actor(), { id, input });
    }),
    deleteAppointment: operation(requires('appointments.edit'), async (_root, args, ctx) => {
      await deleteAppointment(depsOf(ctx), await ctx.actor(), idOf(args));
      return true;
    }),
    addBreak: operation(requires('appointments.edit'), async (_root, args, ctx) =>
      addBreak(depsOf(ctx), await ctx.actor(), parseInput(ZBreakInput, args.data)),
    ),
    addReservation: operation(requires('appointments.edit'), async (_root, args, ctx) =>
      addReservation(depsOf(ctx), await ctx.actor(), parseInput(ZReservationInput, args.data)),
    ),
    updateReservation: operation(requires('appointments.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZReservationInput, args.data);
      return updateReservation(depsOf(ctx), await ctx.actor(), { id, input });
    }),
    deleteReservation: operation(requires('appointments.edit'), async (_root, args, ctx) => {
      await deleteReservation(depsOf(ctx), await ctx.actor(), idOf(args));
      return true;
    }),
  } satisfies MutationResolvers,

  Subscription: {
    appointmentAdded: bookingSubscription('appointmentAdded', appointmentOfEvent),
    appointmentUpdated: bookingSubscription('appointmentUpdated', appointmentOfEvent),
    appointmentDeleted: bookingSubscription('appointmentDeleted', deletedOf),
    reservationAdded: bookingSubscription('reservationAdded', reservationOfEvent),
    reservationUpdated: bookingSubscription('reservationUpdated', reservationOfEvent),
    reservationDeleted: bookingSubscription('reservationDeleted', deletedOf),
  } satisfies SubscriptionMap,

  // The repository's rows as they are (branch, device, patient and study type joined).
  Appointment: objectResolvers<'Appointment'>()({
    studyId: (appointment: AppointmentModel) =>
      appointment.studyId === null ? null : String(appointment.studyId),
  }),
  Reservation: objectResolvers<'Reservation'>()({}),
  BookingDeleted: objectResolvers<'BookingDeleted'>()({}),
  AppointmentSlot: objectResolvers<'AppointmentSlot'>()({}),
};
