import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang, warsawToday } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientFieldsFragment } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { questionsFor } from '../form/patient-form-values';
import { formatDay } from '../format-day';
import { RichTextView } from '../../../../shared/ui/rich-text/rich-text-view';
import { CopyChips } from './copy-chips';
import { Field, FieldList } from '../../../../shared/ui/field-list';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Consent({ given, label }: { given: boolean; label: string }) {
  const { t } = useTranslation('patients');
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="li">
      {given ? (
        <CheckBoxIcon color="primary" fontSize="small" titleAccess={t('view.given')} />
      ) : (
        <CheckBoxOutlineBlankIcon fontSize="small" titleAccess={t('view.notGiven')} />
      )}
      <Typography>{label}</Typography>
    </Stack>
  );
}

/**
 * Everything stored about the patient, read-only (spec part 1 §3 Patient); `children` (the links
 * to results) follow the consents.
 */
export function PatientDetails({
  patient,
  children,
}: {
  patient: PatientFieldsFragment;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { contact, consents } = patient;
  const questions = questionsFor(contact, warsawToday());
  const none = t('view.none');

  return (
    <Stack spacing={2}>
      <Block title={t('section.personal')}>
        <FieldList>
          <Field label={t('field.firstName')}>{contact.firstName}</Field>
          {contact.middleName && <Field label={t('field.middleName')}>{contact.middleName}</Field>}
          <Field label={t('field.lastName')}>{contact.lastName}</Field>
          {contact.companyName && (
            <Field label={t('field.companyName')}>{contact.companyName}</Field>
          )}
          <Field label={t(patient.ssnIsPesel ? 'field.ssn' : 'view.identityDocument')}>
            {contact.ssn}
          </Field>
          <Field label={t('field.gender')}>{t(`gender.${contact.gender}`)}</Field>
          <Field label={t('field.birthDate')}>
            {formatDay(contact.birthDate, lang)}
            {questions && ` (${t('view.age', { count: questions.age })})`}
          </Field>
          <Field label={t('field.registrationDate')}>
            {formatDay(patient.registrationDate, lang)}
          </Field>
        </FieldList>
      </Block>
      <Block title={t('section.contact')}>
        <FieldList>
          <Field label={t('field.phoneNumbers')}>
            <CopyChips values={contact.phoneNumbers} />
          </Field>
          <Field label={t('field.emailAddresses')}>
            <CopyChips values={contact.emailAddresses} />
          </Field>
          <Field label={t('view.addresses')}>
            {contact.addresses.length === 0
              ? none
              : contact.addresses.map((address, index) => (
                  <span key={index} style={{ display: 'block' }}>
                    {address.street}, {address.postalCode} {address.city}, {address.country}
                  </span>
                ))}
          </Field>
        </FieldList>
      </Block>
      <Block title={t('section.descriptions')}>
        <FieldList>
          <Field label={t('field.primaryDescription')}>
            {contact.primaryDescription ? (
              <RichTextView component="div" html={contact.primaryDescription} />
            ) : (
              none
            )}
          </Field>
          <Field label={t('field.secondaryDescription')}>
            <span style={{ whiteSpace: 'pre-line' }}>{contact.secondaryDescription || none}</span>
          </Field>
          <Field label={t('field.notes')}>
            {patient.notes ? <RichTextView component="div" html={patient.notes} /> : none}
          </Field>
        </FieldList>
      </Block>
      <Block title={t('section.consents')}>
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Consent given={consents.rodo} label={t('consent.rodo')} />
          <Consent given={consents.sending} label={t('consent.sending')} />
          <Consent given={consents.dataProcessing} label={t('consent.dataProcessing')} />
          {questions?.askPregnancy && <Consent given={consents.woman} label={t('consent.woman')} />}
        </Stack>
      </Block>
      {children}
      <Typography variant="body2" color="text.secondary">
        {t('view.created', { date: formatDateTime(patient.createdAt, lang) })}
        {' · '}
        {t('view.updated', { date: formatDateTime(patient.updatedAt, lang) })}
      </Typography>
    </Stack>
  );
}
