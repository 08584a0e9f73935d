import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The code form (client island). */
export const voucherFormMessages = defineMessages<{
  label: NoMessageValues;
  hint: NoMessageValues;
  submit: NoMessageValues;
  checking: NoMessageValues;
  empty: NoMessageValues;
  malformed: NoMessageValues;
  unknown: NoMessageValues;
  expired: NoMessageValues;
  used: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  label: { id: 'beneficiary.form.label', defaultMessage: 'Your gift box code' },
  hint: { id: 'beneficiary.form.hint', defaultMessage: '8 to 16 letters, digits or dashes, as printed on your gift voucher' },
  submit: { id: 'beneficiary.form.submit', defaultMessage: 'See my stays' },
  checking: { id: 'beneficiary.form.checking', defaultMessage: 'Checking your code…' },
  empty: { id: 'beneficiary.form.error.empty', defaultMessage: 'Please enter the code of your gift box.' },
  malformed: { id: 'beneficiary.form.error.malformed', defaultMessage: 'This code does not look right: it has 8 to 16 letters, digits or dashes.' },
  unknown: { id: 'beneficiary.form.error.unknown', defaultMessage: 'We do not know this code. Please check it and try again.' },
  expired: { id: 'beneficiary.form.error.expired', defaultMessage: 'This gift box has expired and can no longer be used.' },
  used: { id: 'beneficiary.form.error.used', defaultMessage: 'This gift box has already been used.' },
  unavailable: { id: 'beneficiary.form.error.unavailable', defaultMessage: 'We could not check your code right now. Please try again in a moment.' },
});
