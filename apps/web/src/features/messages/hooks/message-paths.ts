/**
 * The messages pages' addresses (spec part 2 §2; packages/domain routes.ts), and those of other
 * features a message leads to: features link by path, never by import.
 */
export const messagePaths = {
  list: '/messages',
  view: (id: string) => `/messages/view/${encodeURIComponent(id)}`,
  /** A shared study's message opens the study (spec part 2 §2 "Messages"). */
  study: (id: string) => `/studies/view/${encodeURIComponent(id)}`,
  /** The councils page, which a council invitation's news leads to once it is built. */
  councils: '/councils',
  councilInvites: '/councils?tab=invites',
} as const;
