import { VALUE_LABELS } from '@shared/value-labels';
import type { CustomersMessages } from './zh-CN';

// The values' labels are shared with the server's exports (src-shared/value-labels.ts).
const LABELS = VALUE_LABELS['en'];

/** Customers. */
export const customersEn: CustomersMessages = {
  nav: {
    customers: 'Customers',
  },
  customers: {
    title: 'Customers',
    subtitle: "The shop's customers; a mobile number belongs to one customer only.",
    create: 'New customer',
    createTitle: 'New customer',
    created: 'Customer {mobile} created',
    saved: 'Customer saved',
    search: 'Search customers',
    searchPlaceholder: 'Mobile, name or email',
    empty: 'No matching customers',
    detailTitle: 'Customer',
    back: 'Back to customers',
    notFound: 'There is no such customer.',
    mobileFormat: 'Enter a mainland China mobile number: 11 digits starting with 13–19',
    emailFormat: 'Enter a valid email address',
    birthdayPlaceholder: 'Choose a date',
    yes: 'Yes',
    no: 'No',
    fields: {
      id: 'Id',
      mobile: 'Mobile',
      fullName: 'Name',
      gender: 'Gender',
      email: 'Email',
      birthday: 'Birthday',
      note: 'Note',
      acceptsMarketing: 'Accepts marketing',
      acceptsSms: 'Pick-up notices by SMS',
      openid: 'WeChat openid (pick-up notices)',
      createdAt: 'Created',
      updatedAt: 'Updated',
    },
    genders: LABELS.gender,
  },
};
