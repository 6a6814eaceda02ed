import { ZLogin } from '@portal/domain';
import type { Ref } from 'react';
import { ChipsField } from '../../../shared/ui/chips-field';

/** 'Council invite' (spec part 2 §5): only valid e-mail addresses; a message key, else null. */
export function invalidCouncilEmail(value: string): string | null {
  const parsed = ZLogin.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.email');
}

interface Props {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The addresses to invite to a council, as chips; each one checked as the server checks it. */
export function CouncilEmailsField(props: Props) {
  return <ChipsField {...props} type="email" validate={invalidCouncilEmail} />;
}
