import {
  FILE_KIND_CONTENT_TYPES,
  ZDownloadUrlInput,
  ZFileId,
  ZFileIds,
  ZPrepareUploadInput,
} from '@portal/domain';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError, notFound, parseInput } from '../../graphql/errors.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { confirmUpload } from './confirm-upload.js';
import type { FileCaller, FileDeps } from './file-caller.js';
import type { FileRow } from './files.repository.js';
import { deleteFiles, getDownloadUrl, prepareUpload } from './files.service.js';
import {
  profilePictureUrl,
  removeProfilePicture,
  setProfilePicture,
} from './profile-picture.service.js';

type Ctx = GraphQLContext;

const depsOf = (ctx: Ctx): FileDeps => ({ db: ctx.db, storage: ctx.app.storage });

async function callerOf(ctx: Ctx): Promise<FileCaller> {
  const session = await ctx.session();
  return { userId: session.userId, role: session.currentRole, address: ctx.address };
}

async function currentUser(ctx: Ctx): Promise<UserModel> {
  const session = await ctx.session();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw notFound(session.userId);
  return user;
}

/**
 * Files (spec part 1 §7, part 2 §7). prepareUpload and confirmUpload are open to every signed-in
 * role because everyone uploads their own profile picture; what a role may upload for a patient
 * is decided per file by auth/file-policy.ts.
 */
export const filesResolvers = {
  Query: {
    getDownloadURL: operation(
      requires('files.read'),
      async (_root: unknown, args: Record<string, unknown>, ctx: Ctx) => {
        const input = parseInput(ZDownloadUrlInput, args);
        return getDownloadUrl(depsOf(ctx), await callerOf(ctx), input);
      },
    ),
  },

  Mutation: {
    prepareUpload: operation(
      requires('account.profile'),
      async (_root: unknown, args: { file: unknown }, ctx: Ctx) => {
        const input = parseInput(ZPrepareUploadInput, args.file);
        return prepareUpload(depsOf(ctx), await callerOf(ctx), input);
      },
    ),
    confirmUpload: operation(
      requires('account.profile'),
      async (_root: unknown, args: { fileId: unknown }, ctx: Ctx) => {
        const fileId = parseInput(ZFileId, args.fileId);
        return confirmUpload(depsOf(ctx), await callerOf(ctx), fileId);
      },
    ),
    deleteFile: operation(
      requires('files.delete'),
      async (_root: unknown, args: { ids: unknown }, ctx: Ctx) => {
        const ids = parseInput(ZFileIds, args.ids);
        return deleteFiles(depsOf(ctx), await callerOf(ctx), ids);
      },
    ),
    updateProfilePicture: operation(
      requires('account.profile'),
      async (_root: unknown, args: { fileId: unknown }, ctx: Ctx) => {
        const fileId = parseInput(ZFileId, args.fileId);
        await setProfilePicture(depsOf(ctx), await callerOf(ctx), fileId);
        return currentUser(ctx);
      },
    ),
    deleteExistingProfilePicture: operation(
      requires('account.profile'),
      async (_root: unknown, _args: unknown, ctx: Ctx) => {
        await removeProfilePicture(depsOf(ctx), await callerOf(ctx));
        return currentUser(ctx);
      },
    ),
  },

  StoredFile: {
    uri: (file: FileRow) => file.id,
    name: (file: FileRow) => file.originalFilename,
    mimeType: (file: FileRow) =>
      file.detectedKind ? FILE_KIND_CONTENT_TYPES[file.detectedKind] : file.mimetype,
    size: (file: FileRow) => file.storedSize ?? file.declaredSize,
    confirmed: (file: FileRow) => file.status === 'ready',
  },

  User: {
    // Null without a session too: `login` returns a User before the client holds a token.
    profilePictureURL: async (user: UserModel, _args: unknown, ctx: Ctx) => {
      const caller = await callerOf(ctx).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      return caller ? profilePictureUrl(depsOf(ctx), caller, user.id) : null;
    },
  },
};
