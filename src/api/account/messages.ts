import { defineMessages } from '@formatjs/intl';

/** The storefront's own page when the account application does not answer (src/api/account/unavailable-page.server.ts). */
export const accountHandOffMessages = defineMessages({
  unavailableTitle: { id: 'account.unavailable.title', defaultMessage: 'Your account is unavailable for the moment' },
  unavailableBody: { id: 'account.unavailable.body', defaultMessage: 'We could not reach your customer account. Please try again in a few minutes.' },
  retry: { id: 'account.unavailable.retry', defaultMessage: 'Try again' },
  home: { id: 'account.unavailable.home', defaultMessage: 'Back to the home page' },
});
