import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const ReferralsListPage = lazyPage(
  () => import('./pages/referrals-list-page'),
  'ReferralsListPage',
);
const ReferralAddPage = lazyPage(() => import('./pages/referral-add-page'), 'ReferralAddPage');
const ReferralEditPage = lazyPage(() => import('./pages/referral-edit-page'), 'ReferralEditPage');
const ReferralViewPage = lazyPage(() => import('./pages/referral-view-page'), 'ReferralViewPage');

/** The referral pages (spec part 2 §2); guards come from the domain's route access table. */
export const referralRoutes: FeatureRoute[] = [
  { path: '/referals', element: <ReferralsListPage /> },
  { path: '/referals/add', element: <ReferralAddPage /> },
  { path: '/referals/edit/:id', element: <ReferralEditPage /> },
  { path: '/referals/view/:id', element: <ReferralViewPage /> },
];
