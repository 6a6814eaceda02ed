import { distinct, type Loader } from '../../graphql/loaders.js';
import { tabletNotFound } from '../tablets/tablet-errors.js';
import { findTablets, type TabletModel } from '../tablets/tablets.repository.js';
import type { ConsentRequestRow } from './consent-requests.repository.js';

/** The tablet of each consent request, in one statement for all of them (ADR 0022). */
const tablet: Loader<ConsentRequestRow, TabletModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.tabletId);
  const found = new Map((await findTablets(ctx.db, distinct(ids))).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    if (!row) throw tabletNotFound(id);
    return row;
  });
};

export const consentsLoaders = { ConsentRequest: { tablet } };
