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
    "fragment VisitFormFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  previousVisitId\n  canEdit\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitForm($id: ID!) {\n  visit(id: $id) {\n    ...VisitFormFields\n  }\n}\n\nmutation CreateVisit($visit: VisitInput!, $previousVisitId: ID) {\n  createVisit(visit: $visit, previousVisitId: $previousVisitId) {\n    ...VisitFormFields\n  }\n}\n\nmutation UpdateVisit($id: ID!, $visit: VisitInput!, $version: Int!) {\n  updateVisit(id: $id, visit: $visit, version: $version) {\n    ...VisitFormFields\n  }\n}": typeof types.VisitFormFieldsFragmentDoc,
    "fragment VisitViewFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  region\n  previousVisitId\n  canEdit\n  canPlanFollowUp\n  createdAt\n  updatedAt\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n  nextVisit {\n    id\n    visitDate\n    status\n  }\n}\n\nquery VisitView($id: ID!) {\n  visit(id: $id) {\n    ...VisitViewFields\n  }\n}\n\nmutation CompleteVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  completeVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation CancelVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  cancelVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation RemoveVisit($id: ID!) {\n  removeVisit(id: $id)\n}": typeof types.VisitViewFieldsFragmentDoc,
    "fragment VisitPerson on User {\n  id\n  login\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitDoctor on Doctor {\n  id\n  isFacility\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitListRow on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  region\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitsList($where: VisitsFilter, $pagination: PaginationInput, $orderBy: VisitsOrder) {\n  visits(where: $where, pagination: $pagination, orderBy: $orderBy) {\n    total\n    totalCapped\n    hasMore\n    items {\n      ...VisitListRow\n    }\n  }\n}\n\nquery VisitDictionaries {\n  appConfig {\n    regions\n    visitReasons\n    gadgets\n    visitFollowUpDays\n  }\n}": typeof types.VisitPersonFragmentDoc,
};
const documents: Documents = {
    "fragment VisitFormFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  previousVisitId\n  canEdit\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitForm($id: ID!) {\n  visit(id: $id) {\n    ...VisitFormFields\n  }\n}\n\nmutation CreateVisit($visit: VisitInput!, $previousVisitId: ID) {\n  createVisit(visit: $visit, previousVisitId: $previousVisitId) {\n    ...VisitFormFields\n  }\n}\n\nmutation UpdateVisit($id: ID!, $visit: VisitInput!, $version: Int!) {\n  updateVisit(id: $id, visit: $visit, version: $version) {\n    ...VisitFormFields\n  }\n}": types.VisitFormFieldsFragmentDoc,
    "fragment VisitViewFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  region\n  previousVisitId\n  canEdit\n  canPlanFollowUp\n  createdAt\n  updatedAt\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n  nextVisit {\n    id\n    visitDate\n    status\n  }\n}\n\nquery VisitView($id: ID!) {\n  visit(id: $id) {\n    ...VisitViewFields\n  }\n}\n\nmutation CompleteVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  completeVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation CancelVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  cancelVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation RemoveVisit($id: ID!) {\n  removeVisit(id: $id)\n}": types.VisitViewFieldsFragmentDoc,
    "fragment VisitPerson on User {\n  id\n  login\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitDoctor on Doctor {\n  id\n  isFacility\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitListRow on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  region\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitsList($where: VisitsFilter, $pagination: PaginationInput, $orderBy: VisitsOrder) {\n  visits(where: $where, pagination: $pagination, orderBy: $orderBy) {\n    total\n    totalCapped\n    hasMore\n    items {\n      ...VisitListRow\n    }\n  }\n}\n\nquery VisitDictionaries {\n  appConfig {\n    regions\n    visitReasons\n    gadgets\n    visitFollowUpDays\n  }\n}": types.VisitPersonFragmentDoc,
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
export function graphql(source: "fragment VisitFormFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  previousVisitId\n  canEdit\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitForm($id: ID!) {\n  visit(id: $id) {\n    ...VisitFormFields\n  }\n}\n\nmutation CreateVisit($visit: VisitInput!, $previousVisitId: ID) {\n  createVisit(visit: $visit, previousVisitId: $previousVisitId) {\n    ...VisitFormFields\n  }\n}\n\nmutation UpdateVisit($id: ID!, $visit: VisitInput!, $version: Int!) {\n  updateVisit(id: $id, visit: $visit, version: $version) {\n    ...VisitFormFields\n  }\n}"): (typeof documents)["fragment VisitFormFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  previousVisitId\n  canEdit\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitForm($id: ID!) {\n  visit(id: $id) {\n    ...VisitFormFields\n  }\n}\n\nmutation CreateVisit($visit: VisitInput!, $previousVisitId: ID) {\n  createVisit(visit: $visit, previousVisitId: $previousVisitId) {\n    ...VisitFormFields\n  }\n}\n\nmutation UpdateVisit($id: ID!, $visit: VisitInput!, $version: Int!) {\n  updateVisit(id: $id, visit: $visit, version: $version) {\n    ...VisitFormFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VisitViewFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  region\n  previousVisitId\n  canEdit\n  canPlanFollowUp\n  createdAt\n  updatedAt\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n  nextVisit {\n    id\n    visitDate\n    status\n  }\n}\n\nquery VisitView($id: ID!) {\n  visit(id: $id) {\n    ...VisitViewFields\n  }\n}\n\nmutation CompleteVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  completeVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation CancelVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  cancelVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation RemoveVisit($id: ID!) {\n  removeVisit(id: $id)\n}"): (typeof documents)["fragment VisitViewFields on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  gadgets\n  region\n  previousVisitId\n  canEdit\n  canPlanFollowUp\n  createdAt\n  updatedAt\n  version\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n  nextVisit {\n    id\n    visitDate\n    status\n  }\n}\n\nquery VisitView($id: ID!) {\n  visit(id: $id) {\n    ...VisitViewFields\n  }\n}\n\nmutation CompleteVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  completeVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation CancelVisit($id: ID!, $version: Int!, $followUpDate: Date) {\n  cancelVisit(id: $id, version: $version, followUpDate: $followUpDate) {\n    ...VisitViewFields\n  }\n}\n\nmutation RemoveVisit($id: ID!) {\n  removeVisit(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VisitPerson on User {\n  id\n  login\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitDoctor on Doctor {\n  id\n  isFacility\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitListRow on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  region\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitsList($where: VisitsFilter, $pagination: PaginationInput, $orderBy: VisitsOrder) {\n  visits(where: $where, pagination: $pagination, orderBy: $orderBy) {\n    total\n    totalCapped\n    hasMore\n    items {\n      ...VisitListRow\n    }\n  }\n}\n\nquery VisitDictionaries {\n  appConfig {\n    regions\n    visitReasons\n    gadgets\n    visitFollowUpDays\n  }\n}"): (typeof documents)["fragment VisitPerson on User {\n  id\n  login\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitDoctor on Doctor {\n  id\n  isFacility\n  contact {\n    id\n    firstName\n    lastName\n    companyName\n  }\n}\n\nfragment VisitListRow on Visit {\n  id\n  visitDate\n  status\n  comment\n  visitReason\n  region\n  doctor {\n    ...VisitDoctor\n  }\n  coordinator {\n    ...VisitPerson\n  }\n}\n\nquery VisitsList($where: VisitsFilter, $pagination: PaginationInput, $orderBy: VisitsOrder) {\n  visits(where: $where, pagination: $pagination, orderBy: $orderBy) {\n    total\n    totalCapped\n    hasMore\n    items {\n      ...VisitListRow\n    }\n  }\n}\n\nquery VisitDictionaries {\n  appConfig {\n    regions\n    visitReasons\n    gadgets\n    visitFollowUpDays\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;