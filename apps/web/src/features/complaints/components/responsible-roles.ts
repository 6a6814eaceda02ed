/** Who may be responsible for a complaint (spec part 2 §6: "used to pick the responsible person"). */
export const RESPONSIBLE_ROLES = ['Complaints'] as const;
