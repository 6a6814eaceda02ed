import { createContext, useContext } from 'react';

/** What the app tells the messages pages about the rest of it. */
export interface MessageLinks {
  /**
   * Whether the page of `path` exists today (the app's BUILT_PATHS, ADR 0004): a council
   * invitation's news leads to /councils only once that page is there.
   */
  isBuilt: (path: string) => boolean;
}

export const MessageLinksContext = createContext<MessageLinks>({ isBuilt: () => false });

export function useMessageLinks(): MessageLinks {
  return useContext(MessageLinksContext);
}
