import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import { present } from '../../graphql/non-null.js';
import {
  findBranchesOfUsers,
  findContacts,
  type BranchModel,
  type ContactModel,
  type UserModel,
} from './users.repository.js';

/** Each user's contact, in one statement for every user shown (ADR 0022). */
const contact: Loader<UserModel, ContactModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.contactId);
  const found = new Map((await findContacts(ctx.db, distinct(ids))).map((row) => [row.id, row]));
  // users.contact_id references contacts: a missing contact is an error on this field.
  return ids.map((id) => present(found.get(id) ?? null, 'contact'));
};

/** The branches each user works in, by name, in one statement for every user shown. */
const branches: Loader<UserModel, BranchModel[]> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.id);
  const rows = await findBranchesOfUsers(ctx.db, distinct(ids));
  return groupedBy(ids, rows, (row) => row.userId).map((group) => group.map((row) => row.branch));
};

export const authLoaders = { User: { contact, branches } };
