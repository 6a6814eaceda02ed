import { ZNewTabletInput, ZTabletBranchId, ZTabletUpdateInput } from '@portal/domain';
import { z } from 'zod';

/** The branch as the select holds it (text), checked by the domain's rule, sent as text. */
const ZBranchChoice = z.string().transform((value, ctx) => {
  const parsed = ZTabletBranchId.safeParse(value);
  if (parsed.success) return String(parsed.data);
  // The domain's message keys, so the field shows the same text the server would.
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/**
 * What the tablet dialogs edit: the domain's input schemas (spec part 2 §5 "Tablet"), with the
 * branch picked as text as the spec sends it. The parsed values go to the server as they are.
 */
export const ZRegisterTabletForm = ZNewTabletInput.extend({ branchId: ZBranchChoice });
export type TRegisterTabletFormInput = z.input<typeof ZRegisterTabletForm>;
export type TRegisterTabletForm = z.output<typeof ZRegisterTabletForm>;

export const ZEditTabletForm = ZTabletUpdateInput.extend({ branchId: ZBranchChoice });
export type TEditTabletFormInput = z.input<typeof ZEditTabletForm>;
export type TEditTabletForm = z.output<typeof ZEditTabletForm>;
