import { DEFAULT_COUNTRY } from '@portal/domain';

/** A postal address as a form holds it (ZAddressInput's fields, texts as typed). */
export interface AddressValues {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** A new address: in Poland unless changed (DEFAULT_COUNTRY). */
export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  postalCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
};
