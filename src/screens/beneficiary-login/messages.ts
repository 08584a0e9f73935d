import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The beneficiary login page (server-rendered parts). */
export const beneficiaryLoginMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  active: { code: string };
  activeLink: NoMessageValues;
}>({
  metaTitle: { id: 'beneficiary.login.metaTitle', defaultMessage: 'Use your gift box' },
  title: { id: 'beneficiary.login.title', defaultMessage: 'Use your gift box' },
  intro: { id: 'beneficiary.login.intro', defaultMessage: 'Enter the code of your gift box to see the stays you can book with it.' },
  active: { id: 'beneficiary.login.active', defaultMessage: 'Your gift box {code} is ready to use.' },
  activeLink: { id: 'beneficiary.login.activeLink', defaultMessage: 'See its stays' },
});
