import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEED_TOKEN_ROUTE } from '../../http/route-access.js';
import { AppError } from '../../errors/app-error.js';
import { sendAppError } from '../../http/send-app-error.js';
import { feedCalendar, type CalendarFeedDeps } from './calendar-feed.service.js';

const ZFeedQuery = z.object({ token: z.string().max(200).optional() });

/**
 * GET /api/calendar/visits.ics?token= — a coordinator's visits as an iCalendar feed (issue 21 §1,
 * ADR 0051) for calendar applications, which send no session: the token is the check. An unknown
 * or revoked token answers 404 like a missing page, never saying which.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, deps: CalendarFeedDeps): void {
  app.get(
    '/api/calendar/visits.ics',
    { exposeHeadRoute: false, config: { access: FEED_TOKEN_ROUTE } },
    async (request, reply) => {
      const parsed = ZFeedQuery.safeParse(request.query);
      const calendar =
        parsed.success && parsed.data.token ? await feedCalendar(deps, parsed.data.token) : null;
      if (calendar === null) {
        return sendAppError(
          request,
          reply,
          new AppError('NOT_FOUND', 'errors.calendarFeed.notFound', { statusCode: 404 }),
        );
      }
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="spotkania.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(calendar);
    },
  );
}
