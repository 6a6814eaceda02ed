import { useState } from 'react';

/**
 * Copies a text and remembers how it went, for the screens that say so in words next to the
 * button (the sign-in page has no toasts): 'copied', 'failed', or null before any try.
 */
export function useCopyStatus(): [
  status: 'copied' | 'failed' | null,
  copy: (value: string) => Promise<void>,
] {
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      // No clipboard permission, or an insecure origin: the text stays selectable.
      setStatus('failed');
    }
  };
  return [status, copy];
}
