import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the customer-care login page and of the care session strip (server-rendered). */
export const careMessages = defineMessages<{
  metaTitle: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  changesTitle: NoMessageValues;
  changeShare: NoMessageValues;
  changeBanner: NoMessageValues;
  changeContact: NoMessageValues;
  signIn: NoMessageValues;
  signingIn: NoMessageValues;
  account: NoMessageValues;
  simulatorNote: { domain: string };
  failed: { domain: string };
  serviceDown: NoMessageValues;
  signedIn: { email: string };
  goToSite: NoMessageValues;
  signOut: NoMessageValues;
  barSignedInAs: { email: string };
}>({
  metaTitle: { id: 'care.login.metaTitle', defaultMessage: 'Customer care sign-in' },
  title: { id: 'care.login.title', defaultMessage: 'Customer care' },
  intro: { id: 'care.login.intro', defaultMessage: 'This site is reserved for the customer care team. Sign in with your company Google account to help customers on their behalf.' },
  changesTitle: { id: 'care.login.changesTitle', defaultMessage: 'In customer-care mode:' },
  changeShare: { id: 'care.login.changeShare', defaultMessage: 'you can copy the link of any page to send it to a customer;' },
  changeBanner: { id: 'care.login.changeBanner', defaultMessage: 'announcement banners are hidden and the gift button opens the site pages;' },
  changeContact: { id: 'care.login.changeContact', defaultMessage: 'contact messages are sent without the anti-robot check.' },
  signIn: { id: 'care.login.signIn', defaultMessage: 'Sign in with Google' },
  signingIn: { id: 'care.login.signingIn', defaultMessage: 'Signing in…' },
  account: { id: 'care.login.account', defaultMessage: 'Google account' },
  simulatorNote: { id: 'care.login.simulatorNote', defaultMessage: 'Test environment: Google sign-in is simulated. Use an address ending in @{domain}.' },
  failed: { id: 'care.login.failed', defaultMessage: 'Sign-in refused. Use a verified account ending in @{domain} and try again.' },
  serviceDown: { id: 'care.login.serviceDown', defaultMessage: 'The sign-in service is not answering. Please try again in a moment.' },
  signedIn: { id: 'care.login.signedIn', defaultMessage: 'You are signed in as {email}.' },
  goToSite: { id: 'care.login.goToSite', defaultMessage: 'Go to the site' },
  signOut: { id: 'care.session.signOut', defaultMessage: 'Sign out' },
  barSignedInAs: { id: 'care.bar.signedInAs', defaultMessage: 'Signed in as {email}' },
});
