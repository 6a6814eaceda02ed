import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { DoctorViewContactFragment } from '../../../../__generated__/doctors/graphql';
import { Field, FieldList, Lines, ViewCard } from './field-list';

/**
 * Who the doctor or facility is and how to reach them (spec part 2 §2): the only thing a
 * referring viewer (Doctor, DentalOffice, Laboratory) sees, and the first card of the info tab.
 * Specializations are a doctor's: a facility's card leaves them out, as its list does.
 */
export function DoctorContactCard({ doctor }: { doctor: DoctorViewContactFragment }) {
  const { t } = useTranslation('doctorView');
  const { contact } = doctor;
  const none = t('none');
  return (
    <ViewCard title={t('contact.title')}>
      <FieldList>
        {contact.companyName && (
          <Field label={t('contact.companyName')}>{contact.companyName}</Field>
        )}
        {contact.firstName && <Field label={t('contact.firstName')}>{contact.firstName}</Field>}
        {contact.middleName && <Field label={t('contact.middleName')}>{contact.middleName}</Field>}
        {contact.lastName && <Field label={t('contact.lastName')}>{contact.lastName}</Field>}
        {doctor.licenseNumber && (
          <Field label={t('contact.licenseNumber')}>{doctor.licenseNumber}</Field>
        )}
        {contact.nip && <Field label={t('contact.nip')}>{contact.nip}</Field>}
        <Field label={t('contact.phoneNumbers')}>
          <Lines
            none={none}
            values={contact.phoneNumbers.map((phone) => (
              <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
            ))}
          />
        </Field>
        <Field label={t('contact.emailAddresses')}>
          <Lines
            none={none}
            values={contact.emailAddresses.map((email) => (
              <Link href={`mailto:${email}`}>{email}</Link>
            ))}
          />
        </Field>
        <Field label={t('contact.addresses')}>
          <Lines
            none={none}
            values={contact.addresses.map(
              (address) =>
                `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
            )}
          />
        </Field>
        {!doctor.isFacility && (
          <Field label={t('contact.specializations')}>
            {doctor.specializations.length > 0 ? doctor.specializations.join(', ') : none}
          </Field>
        )}
      </FieldList>
    </ViewCard>
  );
}
