import type { ReactNode } from 'react';
import { useText } from '../../../shared/i18n/text-context';
import { LightPageFrame } from '../../../shared/ui/light-page-frame';

/** The results page's frame: its title over the card, the help after it. */
export function PageFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { t } = useText('patientStudies');
  return (
    <LightPageFrame title={t('title')} maxWidth={720} after={after}>
      {children}
    </LightPageFrame>
  );
}
