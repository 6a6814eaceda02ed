import type { ReactNode } from 'react';

/**
 * A page a feature contributes. `path` must be a path of the route access table in
 * packages/domain (the router guards it with that entry and refuses to start without one).
 */
export interface FeatureRoute {
  path: string;
  element: ReactNode;
}
