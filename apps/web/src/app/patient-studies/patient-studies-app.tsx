import type { Lang } from '@portal/domain';
import { LogoutScreen } from '../../features/patient-studies/components/logout-screen';
import { PatientStudiesScreen } from '../../features/patient-studies/components/patient-studies-screen';
import { LightApp } from '../light-app';
import { patientStudiesTexts } from './patient-studies-texts';

/** Which of the entry's two addresses was opened. */
export type PatientStudiesRoute = 'studies' | 'logout';

interface Props {
  initialLang: Lang;
  /** The page's texts in `initialLang`, whose download started with the page's code. */
  textsLoaded: Promise<void>;
  namespaces: readonly string[];
  route: PatientStudiesRoute;
  /** The mailed link's token; null when the address has none. */
  token: string | null;
}

/** Keeps `?lang=` of the address in step with the language shown, so a reload shows it too. */
function rememberLangInAddress(lang: Lang) {
  const url = new URL(window.location.href);
  if (url.searchParams.get('lang') === lang) return;
  url.searchParams.set('lang', lang);
  window.history.replaceState(window.history.state, '', url);
}

/** The patient results page on its own (issue 18 §1; ADR 0043). */
export function PatientStudiesApp({ initialLang, textsLoaded, namespaces, route, token }: Props) {
  return (
    <LightApp
      store={patientStudiesTexts}
      initialLang={initialLang}
      textsLoaded={textsLoaded}
      namespaces={namespaces}
      onLanguageShown={rememberLangInAddress}
    >
      {route === 'logout' ? <LogoutScreen /> : <PatientStudiesScreen token={token} />}
    </LightApp>
  );
}
