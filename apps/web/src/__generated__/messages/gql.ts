/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment MessageListRow on Message {\n  id\n  messageType\n  title\n  important\n  read\n  createdAt\n}\n\nfragment MessageViewFields on Message {\n  ...MessageListRow\n  content\n  linkedEntityId\n  readAt\n}\n\nquery MessagesList($where: MessagesFilter, $pagination: PaginationInput) {\n  allMessages(where: $where, pagination: $pagination) {\n    total\n    hasMore\n    items {\n      ...MessageListRow\n    }\n  }\n}\n\nquery MessageView($id: ID!) {\n  message(id: $id) {\n    ...MessageViewFields\n  }\n}\n\nmutation MarkMessagesRead($ids: [ID!], $includeImportant: Boolean) {\n  markAsRead(ids: $ids, includeImportant: $includeImportant)\n}\n\nmutation DeleteMessages($ids: [ID!]!, $includeImportant: Boolean) {\n  deleteMessage(ids: $ids, includeImportant: $includeImportant)\n}": typeof types.MessageListRowFragmentDoc,
    "query UnreadMessagesCount {\n  unreadMessagesCount\n}\n\nsubscription MessageAdded {\n  messageAdded {\n    ...MessageListRow\n  }\n}": typeof types.UnreadMessagesCountDocument,
};
const documents: Documents = {
    "fragment MessageListRow on Message {\n  id\n  messageType\n  title\n  important\n  read\n  createdAt\n}\n\nfragment MessageViewFields on Message {\n  ...MessageListRow\n  content\n  linkedEntityId\n  readAt\n}\n\nquery MessagesList($where: MessagesFilter, $pagination: PaginationInput) {\n  allMessages(where: $where, pagination: $pagination) {\n    total\n    hasMore\n    items {\n      ...MessageListRow\n    }\n  }\n}\n\nquery MessageView($id: ID!) {\n  message(id: $id) {\n    ...MessageViewFields\n  }\n}\n\nmutation MarkMessagesRead($ids: [ID!], $includeImportant: Boolean) {\n  markAsRead(ids: $ids, includeImportant: $includeImportant)\n}\n\nmutation DeleteMessages($ids: [ID!]!, $includeImportant: Boolean) {\n  deleteMessage(ids: $ids, includeImportant: $includeImportant)\n}": types.MessageListRowFragmentDoc,
    "query UnreadMessagesCount {\n  unreadMessagesCount\n}\n\nsubscription MessageAdded {\n  messageAdded {\n    ...MessageListRow\n  }\n}": types.UnreadMessagesCountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MessageListRow on Message {\n  id\n  messageType\n  title\n  important\n  read\n  createdAt\n}\n\nfragment MessageViewFields on Message {\n  ...MessageListRow\n  content\n  linkedEntityId\n  readAt\n}\n\nquery MessagesList($where: MessagesFilter, $pagination: PaginationInput) {\n  allMessages(where: $where, pagination: $pagination) {\n    total\n    hasMore\n    items {\n      ...MessageListRow\n    }\n  }\n}\n\nquery MessageView($id: ID!) {\n  message(id: $id) {\n    ...MessageViewFields\n  }\n}\n\nmutation MarkMessagesRead($ids: [ID!], $includeImportant: Boolean) {\n  markAsRead(ids: $ids, includeImportant: $includeImportant)\n}\n\nmutation DeleteMessages($ids: [ID!]!, $includeImportant: Boolean) {\n  deleteMessage(ids: $ids, includeImportant: $includeImportant)\n}"): (typeof documents)["fragment MessageListRow on Message {\n  id\n  messageType\n  title\n  important\n  read\n  createdAt\n}\n\nfragment MessageViewFields on Message {\n  ...MessageListRow\n  content\n  linkedEntityId\n  readAt\n}\n\nquery MessagesList($where: MessagesFilter, $pagination: PaginationInput) {\n  allMessages(where: $where, pagination: $pagination) {\n    total\n    hasMore\n    items {\n      ...MessageListRow\n    }\n  }\n}\n\nquery MessageView($id: ID!) {\n  message(id: $id) {\n    ...MessageViewFields\n  }\n}\n\nmutation MarkMessagesRead($ids: [ID!], $includeImportant: Boolean) {\n  markAsRead(ids: $ids, includeImportant: $includeImportant)\n}\n\nmutation DeleteMessages($ids: [ID!]!, $includeImportant: Boolean) {\n  deleteMessage(ids: $ids, includeImportant: $includeImportant)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadMessagesCount {\n  unreadMessagesCount\n}\n\nsubscription MessageAdded {\n  messageAdded {\n    ...MessageListRow\n  }\n}"): (typeof documents)["query UnreadMessagesCount {\n  unreadMessagesCount\n}\n\nsubscription MessageAdded {\n  messageAdded {\n    ...MessageListRow\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;