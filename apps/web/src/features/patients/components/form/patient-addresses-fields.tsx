import { useTranslation } from 'react-i18next';
import { AddressesFields } from '../../../../shared/ui/addresses-fields';
import type { PatientFormValues } from './patient-form-values';

/** The patient's addresses (spec part 1 §5): every part required once an address is used. */
export function PatientAddressesFields() {
  const { t } = useTranslation('patients');
  return (
    <AddressesFields<PatientFormValues>
      name="contact.addresses"
      texts={{
        title: (number) => t('address.title', { number }),
        remove: (number) => t('address.remove', { number }),
        add: t('address.add'),
        parts: {
          street: t('address.street'),
          postalCode: t('address.postalCode'),
          city: t('address.city'),
          country: t('address.country'),
        },
      }}
    />
  );
}
