/**
 * The councils pages' addresses (spec part 2 §2 "Councils"; packages/domain routes.ts), and the
 * study page a council's study opens: features link by path, never by import.
 */
export const COUNCIL_TABS = ['existing', 'pending', 'invites'] as const;
export type CouncilTab = (typeof COUNCIL_TABS)[number];

export function isCouncilTab(value: string | null): value is CouncilTab {
  return (COUNCIL_TABS as readonly (string | null)[]).includes(value);
}

export const councilPaths = {
  list: '/councils',
  tab: (tab: CouncilTab) => (tab === 'existing' ? '/councils' : `/councils?tab=${tab}`),
  invites: '/councils?tab=invites',
  view: (id: string) => `/councils/view/${encodeURIComponent(id)}`,
  study: (id: string) => `/studies/view/${encodeURIComponent(id)}`,
} as const;
