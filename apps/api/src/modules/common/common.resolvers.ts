import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { branches } from '../../db/schema/index.js';
import { devices } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

type BranchModel = typeof branches.$inferSelect;

function findBranchDevices(db: Database, branchId: number) {
  return db.select().from(devices).where(eq(devices.branchId, branchId)).orderBy(asc(devices.name));
}

/** Field resolvers of the shared types; the root operations live in their feature modules. */
export const commonResolvers = {
  Branch: {
    devices: (branch: BranchModel, _args: unknown, ctx: GraphQLContext) =>
      findBranchDevices(ctx.db, branch.id),
  },
};
