import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui/page-frame';

/** The referral pages' frame: back to the list, a heading with its actions, the content. */
export function ReferralPageFrame(props: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('referrals');
  return (
    <PageFrame
      backTo="/referals"
      backLabel={t('form.backToList')}
      actionsBesideFrom="md"
      {...props}
    />
  );
}
