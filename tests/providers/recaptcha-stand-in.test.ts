import { runInNewContext } from 'node:vm';
import { FAULT_HEADER } from '../../mocks/faults';
import {
  issueRecaptchaToken,
  SIMULATED_RECAPTCHA_SECRET,
  SIMULATED_RECAPTCHA_SITE_KEY,
  siteverify,
  TOKEN_LIFETIME_MS,
} from '../../mocks/providers/recaptcha-tokens';
import { SIMULATOR_RECAPTCHA_SECRET, SIMULATOR_RECAPTCHA_SITE_KEY } from '@/server/recaptcha/recaptcha-config.server';
import { verifyRecaptcha } from '@/server/recaptcha/verify-recaptcha.server';
import { SIMULATOR_ORIGIN } from '../setup/env';

const BASE = `${SIMULATOR_ORIGIN}/recaptcha`;

/** Loads the stand-in's api.js as a browser would, in a sandbox whose fetch reaches the simulator. */
async function loadScript(headers: Record<string, string> = {}) {
  const answer = await fetch(`${BASE}/api.js?render=${SIMULATED_RECAPTCHA_SITE_KEY}`, { headers });
  const window: { grecaptcha?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> } } = {};
  if (answer.ok) runInNewContext(await answer.text(), { window, fetch, URLSearchParams, Promise });
  return { answer, grecaptcha: window.grecaptcha };
}

async function executeInBrowser(action = 'contact', siteKey = SIMULATED_RECAPTCHA_SITE_KEY): Promise<string> {
  const { grecaptcha } = await loadScript();
  await new Promise<void>((resolve) => grecaptcha!.ready(resolve));
  return grecaptcha!.execute(siteKey, { action });
}

const verifyDirectly = async (form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${BASE}/api/siteverify`, { method: 'POST', body: new URLSearchParams(form), headers });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('the recaptcha stand-in', () => {
  it('uses the key pair the storefront defaults to', () => {
    expect([SIMULATED_RECAPTCHA_SITE_KEY, SIMULATED_RECAPTCHA_SECRET]).toEqual([SIMULATOR_RECAPTCHA_SITE_KEY, SIMULATOR_RECAPTCHA_SECRET]);
  });

  it('serves a script whose grecaptcha executes a token the storefront verifies exactly once', async () => {
    const { answer } = await loadScript();
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    const token = await executeInBrowser('contact');
    expect(await verifyRecaptcha(token, { action: 'contact', remoteIp: '203.0.113.7' })).toEqual({ ok: true });
    expect(await verifyRecaptcha(token, { action: 'contact' })).toEqual({ ok: false, reason: 'rejected' });
    const again = await (await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET, response: token })).json();
    expect(again).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it("answers Google's shape: success, challenge_ts, hostname of the page, score and action", async () => {
    const execute = await fetch(`${BASE}/api/execute`, {
      method: 'POST',
      body: new URLSearchParams({ k: SIMULATED_RECAPTCHA_SITE_KEY, action: 'contact_form' }),
      headers: { origin: 'http://127.0.0.1:3220' },
    });
    expect(execute.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = (await execute.json()) as { token: string };
    const answer = await (await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET, response: token, remoteip: '203.0.113.7' })).json();
    expect(answer).toEqual({ success: true, challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), hostname: '127.0.0.1', score: 0.9, action: 'contact_form' });
  });

  it('refuses a forged token, a token of another action, a wrong secret and a missing token', async () => {
    const token = await executeInBrowser('contact');
    const [prefix, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${prefix}.${Buffer.from(JSON.stringify({ ...claims, a: 'login' })).toString('base64url')}.${signature}`;
    expect(await verifyRecaptcha(tampered, { action: 'login' })).toEqual({ ok: false, reason: 'rejected' });
    expect(await (await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET, response: tampered })).json()).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await (await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET, response: 'sim3.e30.AAAA' })).json()).toMatchObject({ 'error-codes': ['invalid-input-response'] });
    expect(await (await verifyDirectly({ secret: 'not-our-secret', response: token })).json()).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await (await verifyDirectly({ response: token })).json()).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect(await (await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET })).json()).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
    // The refusals above did not spend the genuine token; the provider accepts it, the storefront's action check does not.
    expect(await verifyRecaptcha(token, { action: 'newsletter' })).toEqual({ ok: false, reason: 'rejected' });
    expect(await verifyRecaptcha(await executeInBrowser('contact'), { action: 'contact' })).toEqual({ ok: true });
  });

  it('refuses to execute for an unknown site key or an action Google would not accept', async () => {
    await expect(executeInBrowser('contact', 'someone-elses-key')).rejects.toThrow(/400/);
    await expect(executeInBrowser('contact form!')).rejects.toThrow(/400/);
  });

  it('expires a token two minutes after it was issued, and never accepts one from the future', () => {
    const issuedAt = Date.UTC(2026, 2, 2, 10, 0, 0);
    const request = { siteKey: SIMULATED_RECAPTCHA_SITE_KEY, action: 'contact', hostname: 'localhost' };
    const verify = (token: string, now: number) => siteverify({ secret: SIMULATED_RECAPTCHA_SECRET, response: token }, now);
    expect(verify(issueRecaptchaToken(request, issuedAt), issuedAt + TOKEN_LIFETIME_MS)).toMatchObject({ success: true, challenge_ts: '2026-03-02T10:00:00Z' });
    expect(verify(issueRecaptchaToken(request, issuedAt), issuedAt + TOKEN_LIFETIME_MS + 1)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(verify(issueRecaptchaToken(request, issuedAt + 60_000), issuedAt)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('lets fault injection reach the script, the execute call and siteverify', async () => {
    expect((await loadScript({ [FAULT_HEADER]: '503' })).answer.status).toBe(503);
    const execute = await fetch(`${BASE}/api/execute`, { method: 'POST', body: new URLSearchParams({ k: SIMULATED_RECAPTCHA_SITE_KEY, action: 'contact' }), headers: { [FAULT_HEADER]: '500' } });
    expect(execute.status).toBe(500);
    const token = await executeInBrowser('contact');
    expect((await verifyDirectly({ secret: SIMULATED_RECAPTCHA_SECRET, response: token }, { [FAULT_HEADER]: '500' })).status).toBe(500);
    // The faulted call did not spend the token.
    expect(await verifyRecaptcha(token, { action: 'contact' })).toEqual({ ok: true });
  });
});
