import { ZMfaCode } from '@portal/domain';
import { useText } from '../../../shared/i18n/text-context';
import { LightTextField } from '../../../shared/ui/light-text-field';

/** The code as the server takes it, or the domain's message key of what is wrong with it. */
export function parseMfaCode(raw: string): { code: string } | { problem: string } {
  const parsed = ZMfaCode.safeParse(raw);
  return parsed.success
    ? { code: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? 'validation.mfa.code' };
}

export const MFA_CODE_FIELD_ID = 'mfa-code-field';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** A domain message key (the form's check) or the server's words (a wrong code). */
  problem: string | null;
  helperText: string;
}

/**
 * 'Kod weryfikacyjny': a phone shows digits and offers the code an SMS or the app just gave
 * (`one-time-code`); letters still go in, for a recovery code.
 */
export function MfaCodeField({ value, onChange, problem, helperText }: Props) {
  const { t, domainMessage } = useText('mfa');
  return (
    <LightTextField
      id={MFA_CODE_FIELD_ID}
      name="code"
      label={t('code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
      required
      error={Boolean(problem)}
      helperText={problem ? domainMessage(problem) : helperText}
    />
  );
}
