import { roleHas } from '@portal/domain';
import { AppError } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';

/**
 * Whether the caller reads a doctor's staff-only fields — the note, the account and its
 * sign-ins (issue 20 §2): only a role that lists doctors ('doctors.list': Admin, Technician,
 * Manager). Everyone else who may open a doctor (doctors.view) sees its contact card, and these
 * fields answer null rather than an error, so one query serves every role. A request without a
 * signed-in user sees none of them.
 */
export async function seesDoctorAccount(ctx: GraphQLContext): Promise<boolean> {
  const caller = await ctx.actor().catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  return caller !== null && roleHas(caller.role, 'doctors.list');
}
