import { addFaultRule } from '../../mocks/faults';
import { verifyRecaptcha } from '@/server/recaptcha/verify-recaptcha.server';

/** Its own file: it shortens the API timeout through the environment (vitest runs it isolated). */
describe('verifyRecaptcha when the provider does not answer', () => {
  it('gives up after the API timeout and calls the provider unavailable', async () => {
    vi.stubEnv('API_TIMEOUT_MS', '150');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    addFaultRule({ path: '/recaptcha/api/siteverify', fault: { kind: 'timeout' }, remaining: 1 });
    const started = performance.now();
    expect(await verifyRecaptcha('token')).toEqual({ ok: false, reason: 'unavailable' });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
