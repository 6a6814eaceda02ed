import {
  FILE_KIND_CONTENT_TYPES,
  ZDownloadUrlInput,
  ZFileId,
  ZFileIds,
  ZPrepareUploadInput,
  ZSignUploadPartsInput,
} from '@portal/domain';
import type { QueryResolvers, MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound, parseInput } from '../../errors/app-error.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { confirmUpload } from './confirm-upload.js';
import type { FileDeps } from './file-deps.js';
import type { FileRow } from './files.repository.js';
import { deleteFiles, getDownloadUrl, prepareUpload } from './files.service.js';
import { removeProfilePicture, setProfilePicture } from './profile-picture.service.js';
import { signUploadParts, uploadedParts } from './upload-parts.js';

type Ctx = GraphQLContext;

const depsOf = (ctx: Ctx): FileDeps => ({ db: ctx.db, storage: ctx.app.storage });

async function currentUser(ctx: Ctx): Promise<UserModel> {
  const session = await ctx.session();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw notFound(session.userId);
  return user;
}

/**
 * Files (spec part 1 §7, part 2 §7). prepareUpload and confirmUpload take `files.upload` (a
 * patient's files) or `files.uploadOwn` (every role: one's own profile picture); which of the two
 * applies is decided per file by auth/file-policy.ts. The parts of a multipart upload are signed
 * and listed under the same rule as confirming it: its uploader only (ADR 0039).
 */
export const filesResolvers = {
  Query: {
    getDownloadURL: operation(
      requires('files.read', { orRecordRule: 'files.readStudy' }),
      async (_root, args, ctx) => {
        const input = parseInput(ZDownloadUrlInput, args);
        return getDownloadUrl(depsOf(ctx), await ctx.actor(), input);
      },
    ),
    uploadedParts: operation(
      requires('files.upload', { orRecordRule: 'files.uploadOwn' }),
      async (_root, args, ctx) => {
        const fileId = parseInput(ZFileId, args.fileId);
        return uploadedParts(depsOf(ctx), await ctx.actor(), fileId);
      },
    ),
  } satisfies QueryResolvers,

  Mutation: {
    prepareUpload: operation(
      requires('files.upload', { orRecordRule: 'files.uploadOwn' }),
      async (_root, args, ctx) => {
        const input = parseInput(ZPrepareUploadInput, args.file);
        return prepareUpload(depsOf(ctx), await ctx.actor(), input);
      },
    ),
    signUploadParts: operation(
      requires('files.upload', { orRecordRule: 'files.uploadOwn' }),
      async (_root, args, ctx) => {
        const input = parseInput(ZSignUploadPartsInput, args);
        return signUploadParts(depsOf(ctx), await ctx.actor(), input);
      },
    ),
    confirmUpload: operation(
      requires('files.upload', { orRecordRule: 'files.uploadOwn' }),
      async (_root, args, ctx) => {
        const fileId = parseInput(ZFileId, args.fileId);
        return confirmUpload(depsOf(ctx), await ctx.actor(), fileId);
      },
    ),
    deleteFile: operation(
      requires('files.delete', { orRecordRule: 'files.discardUpload' }),
      async (_root, args, ctx) => {
        const ids = parseInput(ZFileIds, args.ids);
        return deleteFiles(depsOf(ctx), await ctx.actor(), ids);
      },
    ),
    updateProfilePicture: operation(requires('account.profile'), async (_root, args, ctx) => {
      const fileId = parseInput(ZFileId, args.fileId);
      await setProfilePicture(depsOf(ctx), await ctx.actor(), fileId);
      return currentUser(ctx);
    }),
    deleteExistingProfilePicture: operation(
      requires('account.profile'),
      async (_root, _args, ctx) => {
        await removeProfilePicture(depsOf(ctx), await ctx.actor());
        return currentUser(ctx);
      },
    ),
  } satisfies MutationResolvers,

  StoredFile: objectResolvers<'StoredFile'>()({
    uri: (file: FileRow) => file.id,
    name: (file: FileRow) => file.originalFilename,
    mimeType: (file: FileRow) =>
      file.detectedKind ? FILE_KIND_CONTENT_TYPES[file.detectedKind] : file.mimetype,
    size: (file: FileRow) => file.storedSize ?? file.declaredSize,
    confirmed: (file: FileRow) => file.status === 'ready',
  }),
};
