import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is downloaded the first time it is shown (ADR 0027): every page is its own
 * chunk, so an address loads only the code of its page, and a page a guard refuses is never
 * downloaded. `name` is the page's named export. A Suspense boundary (PageSuspense) shows the
 * loading state meanwhile; navigations run in a transition, so they keep the previous page instead.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<NoInfer<Name>, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
