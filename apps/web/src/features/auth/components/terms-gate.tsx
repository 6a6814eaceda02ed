import { useSession } from '../../../shared/auth/use-session';
import { useAcceptTerms } from '../hooks/use-accept-terms';
import { useSignOut } from '../hooks/use-sign-out';
import { TermsDialog } from '../../../shared/terms/terms-dialog';

/**
 * Blocks the portal until the signed-in user has accepted the terms (spec part 1 §4, §6).
 * Closing without accepting signs the user out (ADR 0004); the server refuses other operations
 * with TERMS_NOT_ACCEPTED meanwhile.
 */
export function TermsGate() {
  const session = useSession();
  const acceptTerms = useAcceptTerms();
  const signOut = useSignOut();
  if (!session || session.acceptedTerms) return null;
  return (
    <TermsDialog
      open
      role={session.currentRole}
      onAccept={async () => {
        await acceptTerms();
      }}
      onClose={() => void signOut()}
    />
  );
}
