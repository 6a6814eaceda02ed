import { startTransition, useState, type FormEvent } from 'react';
import { MFA_CODE_FIELD_ID, parseMfaCode } from './mfa-code-field';
import { mfaStepFailure } from './mfa-step-failure';

interface Options {
  /** Sends the checked code; a refusal is said where it belongs. */
  send: (code: string) => Promise<void>;
  /** The step is over (its token past its time or codes): the password again, with why. */
  onExpired: (message: string) => void;
  t: (key: string) => string;
}

const focusCode = () => document.getElementById(MFA_CODE_FIELD_ID)?.focus();

/**
 * The code field and the submit of a sign-in step that sends one code (the code step, the
 * enrolment's confirmation): checked as typed, then sent; a wrong code is said under the field,
 * anything else above the form, an ended step by going back.
 */
export function useMfaCodeSubmit({ send, onExpired, t }: Options) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A refused call of the step, said where it belongs. */
  const fail = (error: unknown) => {
    const said = mfaStepFailure(error, t);
    if ('expired' in said) onExpired(said.expired);
    else if ('field' in said) {
      setProblem(said.field);
      focusCode();
    } else setFailure(said.alert);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseMfaCode(code);
    if ('problem' in parsed) {
      // A transition: the domain's messages may still be on their way (ADR 0033).
      startTransition(() => setProblem(parsed.problem));
      focusCode();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await send(parsed.code);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const change = (value: string) => {
    setCode(value);
    setProblem(null);
  };

  return { code, change, problem, failure, busy, setBusy, submit, fail };
}
