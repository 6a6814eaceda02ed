/**
 * The complaints pages' addresses (spec part 2 §2; packages/domain routes.ts), and those of other
 * features they lead to: features link by path, never by import.
 */
export const complaintPaths = {
  list: '/complaints',
  add: '/complaints/add',
  edit: (id: string) => `/complaints/${id}`,
  /** A referral issued from a complaint (spec part 2 §2: 'Utwórz skierowanie'). */
  referral: (id: string) => `/referals/add?complaintId=${encodeURIComponent(id)}`,
} as const;
