import { ZDeleteMessages, ZMarkAsRead, ZMessagesQuery, ZRecordId } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import { MESSAGE_ADDED, type MessageAdded } from '../../platform/pubsub/events.js';
import { messageContent, messageTitle } from './message-text.js';
import type { MessageModel } from './messages.repository.js';
import {
  deleteMessages,
  getMessage,
  listMessages,
  markMessagesRead,
  unreadMessagesCount,
} from './messages.service.js';

const idOf = (value: unknown) => parseInput(ZRecordId, value);

/** Internal messages (messages.graphql): permission, parse, call. */
export const messagesResolvers = {
  Query: {
    allMessages: operation(requires('messages.use'), async (_root, args, ctx) =>
      listMessages(ctx.db, await ctx.actor(), parseInput(ZMessagesQuery, args)),
    ),
    message: operation(requires('messages.use'), async (_root, args, ctx) =>
      getMessage(ctx.db, await ctx.actor(), idOf(args.id)),
    ),
    unreadMessagesCount: operation(requires('messages.use'), async (_root, _args, ctx) =>
      unreadMessagesCount(ctx.db, await ctx.actor()),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    deleteMessage: operation(requires('messages.use'), async (_root, args, ctx) =>
      deleteMessages(ctx.db, await ctx.actor(), parseInput(ZDeleteMessages, args)),
    ),
    markAsRead: operation(requires('messages.use'), async (_root, args, ctx) =>
      markMessagesRead(ctx.db, await ctx.actor(), parseInput(ZMarkAsRead, args)),
    ),
  } satisfies MutationResolvers,

  Subscription: {
    messageAdded: operation(
      requires('messages.use'),
      subscription({
        topic: MESSAGE_ADDED,
        // Only the recipient hears of it; the message is read again with their session.
        visible: (event: MessageAdded, session) => event.recipientId === session.userId,
        resolve: async (event, ctx) => getMessage(ctx.db, await ctx.actor(), event.messageId),
      }),
    ),
  } satisfies SubscriptionMap,

  Message: objectResolvers<'Message'>()({
    title: (message: MessageModel, _args: unknown, ctx: GraphQLContext) =>
      messageTitle(ctx.lang, message),
    content: (message: MessageModel, _args: unknown, ctx: GraphQLContext) =>
      messageContent(ctx.lang, message),
    read: (message: MessageModel) => message.readAt !== null,
  }),
  MessagesPage: objectResolvers<'MessagesPage'>()({}),
};
