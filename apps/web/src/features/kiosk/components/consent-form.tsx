import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONSENT_CLAUSES,
  CONSENT_FORM,
  consentClauses,
  type ConsentClause as Clause,
  type Lang,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../shared/i18n/i18n';
import { htmlLang } from '../../../shared/i18n/lang';
import type { KioskRequest } from '../consent/kiosk-screen';
import { useSubmitConsent } from '../hooks/use-submit-consent';
import { ConsentClause } from './consent-clause';
import { FormLanguagePicker } from './form-language-picker';
import { GuardianNotice } from './guardian-notice';
import { SignaturePad } from './signature-pad';

interface Props {
  request: KioskRequest;
  onSubmitted: (lang: Lang) => void;
  /** The server no longer holds the request open (its explanation, if any). */
  onClosed: (message: string | null) => void;
}

/**
 * The consent form for the patient named in the request, in the language the patient picks.
 * The statements are the domain's `CONSENT_FORM`, the very texts the server prints into the
 * signed PDF; the kiosk namespace only adds what explains them. Every statement may be left
 * unticked (consent is voluntary); a signature is required.
 */
export function ConsentForm({ request, onSubmitted, onClosed }: Props) {
  const [lang, setLang] = useState<Lang>(currentLang);
  const { t } = useTranslation('kiosk', { lng: lang });
  const printed = CONSENT_FORM[lang];
  const [answers, setAnswers] = useState<Record<Clause, boolean>>({
    rodo: false,
    sending: false,
    dataProcessing: false,
    woman: false,
  });
  const [signature, setSignature] = useState<string | null>(null);
  const [signatureMissing, setSignatureMissing] = useState(false);
  const { submit, submitting, failure } = useSubmitConsent();
  // A minor's guardian reads and signs: the texts speak about "the patient", not "me".
  const voice = request.minor ? 'guardian' : 'self';
  const patientName = `${request.patientFirstName} ${request.patientLastName}`;
  const clauses = CONSENT_CLAUSES.filter((clause) => clause !== 'woman' || request.askPregnancy);

  const send = async () => {
    if (!signature) {
      setSignatureMissing(true);
      return;
    }
    const outcome = await submit({
      requestId: request.id,
      lang,
      rodo: answers.rodo,
      sending: answers.sending,
      dataProcessing: answers.dataProcessing,
      ...(request.askPregnancy ? { woman: answers.woman } : {}),
      signature,
    });
    if (outcome.kind === 'sent') onSubmitted(lang);
    else if (outcome.kind === 'closed') onClosed(outcome.message);
  };

  return (
    <Container maxWidth="md" lang={htmlLang(lang)} sx={{ py: { xs: 2, sm: 4 }, pb: 6 }}>
      <form
        noValidate
        aria-label={t('form.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack spacing={3}>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 500 }}>
              {request.minor
                ? t('form.patient', { name: patientName })
                : t('form.greeting', { name: patientName })}
            </Typography>
            <FormLanguagePicker value={lang} onChange={setLang} label={t('form.language')} />
            <Typography variant="body1" sx={{ fontSize: '1.1rem' }}>
              {printed.intro}
            </Typography>
          </Stack>

          {request.minor && (
            <GuardianNotice
              name={request.guardianName ?? null}
              basis={request.guardianBasis ?? null}
              lang={lang}
            />
          )}

          {clauses.map((clause) => (
            <ConsentClause
              key={clause}
              title={t(`clauses.${voice}.${clause}.title`)}
              text={t(`clauses.${voice}.${clause}.text`)}
              label={consentClauses(printed, request.minor)[clause]}
              checked={answers[clause]}
              onChange={(checked) => setAnswers((now) => ({ ...now, [clause]: checked }))}
            />
          ))}

          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('form.voluntary')}
          </Typography>

          <SignaturePad
            labels={{
              label: t(request.minor ? 'form.signatureGuardian' : 'form.signature'),
              hint: t('form.signatureHint'),
              clear: t('form.clear'),
              signed: t('form.signed'),
            }}
            onChange={(value) => {
              setSignature(value);
              if (value) setSignatureMissing(false);
            }}
            error={signatureMissing ? t('form.signatureRequired') : null}
          />

          {failure && (
            <Alert severity="error" role="alert" sx={{ fontSize: '1.05rem' }}>
              {failure.kind === 'network'
                ? t('form.submitNetwork')
                : t('form.submitFailed', { message: failure.message })}
            </Alert>
          )}

          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={22} color="inherit" /> : undefined}
            sx={{ py: 2, fontSize: '1.25rem' }}
          >
            {t(submitting ? 'form.submitting' : 'form.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
