import type { Lang } from '@portal/domain';
import { ScheduleAppointmentScreen } from '../../features/scheduling/components/schedule-appointment-screen';
import { LightApp } from '../light-app';
import { schedulingTexts } from './scheduling-texts';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  namespaces: readonly string[];
  /** The link's token; null when the address has none. */
  token: string | null;
}

/** The scheduling page on its own (ADR 0040). */
export function ScheduleApp({ initialLang, textsLoaded, namespaces, token }: Props) {
  return (
    <LightApp
      store={schedulingTexts}
      initialLang={initialLang}
      textsLoaded={textsLoaded}
      namespaces={namespaces}
    >
      <ScheduleAppointmentScreen token={token} />
    </LightApp>
  );
}
