import { setupServer } from 'msw/node';
import { clearPriceDrifts } from '../../mocks/checkout';
import { clearFaultRules } from '../../mocks/faults';
import { handlers } from '../../mocks/handlers';
import { resetGiftcards } from '../../mocks/giftcards/giftcards';
import { clearOutbox } from '../../mocks/mail';
import { clearPayments } from '../../mocks/payments';
import { clearStore } from '../../mocks/store';
import { clearRedeemedVouchers } from '../../mocks/vouchers/redeemed';

/** The same handlers `npm run simulator` serves over HTTP, here in process. */
export const simulator = setupServer(...handlers);

beforeAll(() => simulator.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  simulator.resetHandlers();
  clearFaultRules();
  clearPriceDrifts();
  clearStore();
  // Money records: no test sees another's payments, e-mails, spent gift cards or used vouchers.
  clearPayments();
  clearOutbox();
  resetGiftcards();
  clearRedeemedVouchers();
});
afterAll(() => simulator.close());
