import { setupServer } from 'msw/node';
import { clearPriceDrifts } from '../../mocks/checkout';
import { clearFaultRules } from '../../mocks/faults';
import { handlers } from '../../mocks/handlers';
import { clearStore } from '../../mocks/store';

/** The same handlers `npm run simulator` serves over HTTP, here in process. */
export const simulator = setupServer(...handlers);

beforeAll(() => simulator.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  simulator.resetHandlers();
  clearFaultRules();
  clearPriceDrifts();
  clearStore();
});
afterAll(() => simulator.close());
