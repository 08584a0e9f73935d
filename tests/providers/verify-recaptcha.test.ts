import { http, HttpResponse } from 'msw';
import { addFaultRule } from '../../mocks/faults';
import { ConfigError } from '@/api/core/config.server';
import { fail, ok } from '@/api/core/result';
import {
  DEFAULT_RECAPTCHA_MIN_SCORE,
  getRecaptchaConfig,
  parseRecaptchaConfig,
  SIMULATOR_RECAPTCHA_SECRET,
  SIMULATOR_RECAPTCHA_SITE_KEY,
} from '@/server/recaptcha/recaptcha-config.server';
import { judgeSiteverify, MAX_TOKEN_LENGTH, verifyRecaptcha } from '@/server/recaptcha/verify-recaptcha.server';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';

const SITEVERIFY = '*/recaptcha/api/siteverify';

/** Answers siteverify with `answer` and records the forms it received. */
function provider(answer: Record<string, unknown>, status = 200) {
  const forms: URLSearchParams[] = [];
  simulator.use(
    http.post(SITEVERIFY, async ({ request }) => {
      forms.push(new URLSearchParams(await request.text()));
      return HttpResponse.json(answer, { status });
    }),
  );
  return forms;
}

const human = { success: true, challenge_ts: '2026-03-02T10:00:00Z', hostname: 'localhost', score: 0.9, action: 'contact' };

describe('recaptcha config', () => {
  it('defaults to the simulator key pair and builds both provider URLs from the recaptcha service', () => {
    expect(parseRecaptchaConfig({}, 'https://www.google.com/recaptcha')).toEqual({
      siteKey: SIMULATOR_RECAPTCHA_SITE_KEY,
      secret: SIMULATOR_RECAPTCHA_SECRET,
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: DEFAULT_RECAPTCHA_MIN_SCORE,
    });
    expect(getRecaptchaConfig().verifyUrl).toBe(`${SIMULATOR_ORIGIN}/recaptcha/api/siteverify`);
  });

  it('reads the keys and the minimum score from the environment and names a bad variable without echoing it', () => {
    const config = parseRecaptchaConfig({ RECAPTCHA_SITE_KEY: '6LcSite-key_1', RECAPTCHA_SECRET: '6LcSecret', RECAPTCHA_MIN_SCORE: '0.7' }, 'https://p.example');
    expect([config.siteKey, config.secret, config.minScore]).toEqual(['6LcSite-key_1', '6LcSecret', 0.7]);
    expect(() => parseRecaptchaConfig({ RECAPTCHA_SECRET: 'not a key!' }, 'https://p.example')).toThrow(ConfigError);
    expect(() => parseRecaptchaConfig({ RECAPTCHA_SECRET: 'not a key!' }, 'https://p.example')).not.toThrow(/not a key/);
    expect(() => parseRecaptchaConfig({ RECAPTCHA_MIN_SCORE: '2' }, 'https://p.example')).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});

describe('judgeSiteverify (the verdict on the provider answer)', () => {
  const expected = { action: 'contact', minScore: 0.5 };
  it('accepts a successful answer for the same action with a high enough score', () => {
    expect(judgeSiteverify(ok(human), expected)).toEqual({ ok: true });
    // v2-style answers carry no score: only success and the action decide.
    expect(judgeSiteverify(ok({ success: true, action: 'contact' }), expected)).toEqual({ ok: true });
    expect(judgeSiteverify(ok({ success: true }), { minScore: 0.5 })).toEqual({ ok: true });
  });
  it('rejects success:false, another action, a missing action when one is expected, and a low score', () => {
    const rejected = { ok: false, reason: 'rejected' };
    expect(judgeSiteverify(ok({ success: false, 'error-codes': ['timeout-or-duplicate'] }), expected)).toEqual(rejected);
    expect(judgeSiteverify(ok({ ...human, action: 'login' }), expected)).toEqual(rejected);
    expect(judgeSiteverify(ok({ success: true, score: 0.9 }), expected)).toEqual(rejected);
    expect(judgeSiteverify(ok({ ...human, score: 0.3 }), expected)).toEqual(rejected);
    expect(judgeSiteverify(ok({ ...human, score: 0.5 }), expected)).toEqual({ ok: true });
  });
  it('calls every failure to answer unavailable', () => {
    for (const kind of ['timeout', 'network', 'http', 'invalid'] as const) {
      expect(judgeSiteverify(fail({ kind, status: kind === 'http' ? 503 : undefined }), expected)).toEqual({ ok: false, reason: 'unavailable' });
    }
  });
});

describe('verifyRecaptcha', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('posts secret, response and remoteip as a form, the way Google takes them', async () => {
    const forms = provider(human);
    expect(await verifyRecaptcha(' token-1 ', { remoteIp: '203.0.113.7', action: 'contact' })).toEqual({ ok: true });
    expect(forms).toHaveLength(1);
    expect(Object.fromEntries(forms[0]!)).toEqual({ secret: SIMULATOR_RECAPTCHA_SECRET, response: 'token-1', remoteip: '203.0.113.7' });
    await verifyRecaptcha('token-2');
    expect(forms[1]!.has('remoteip')).toBe(false);
  });

  it('calls a missing or blank token missing without asking the provider, and refuses an oversized one', async () => {
    const forms = provider(human);
    for (const token of [undefined, null, '', '   ']) expect(await verifyRecaptcha(token)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyRecaptcha('x'.repeat(MAX_TOKEN_LENGTH + 1))).toEqual({ ok: false, reason: 'rejected' });
    expect(forms).toHaveLength(0);
  });

  it('rejects what the provider refuses, and logs a refusal that is our secret’s fault', async () => {
    provider({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verifyRecaptcha('forged')).toEqual({ ok: false, reason: 'rejected' });
    expect(console.error).not.toHaveBeenCalled();
    provider({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await verifyRecaptcha('token')).toEqual({ ok: false, reason: 'rejected' });
    expect(console.error).toHaveBeenCalledWith('recaptcha: the provider refused our request', { errorCodes: ['invalid-input-secret'] });
  });

  it('rejects a token executed for another action', async () => {
    provider({ ...human, action: 'login' });
    expect(await verifyRecaptcha('token', { action: 'contact' })).toEqual({ ok: false, reason: 'rejected' });
  });

  it('calls a provider error, a malformed answer or an answer of another shape unavailable', async () => {
    addFaultRule({ path: '/recaptcha/api/siteverify', fault: { kind: 'status', status: 500 }, remaining: 1 });
    expect(await verifyRecaptcha('token')).toEqual({ ok: false, reason: 'unavailable' });
    addFaultRule({ path: '/recaptcha/api/siteverify', fault: { kind: 'malformed' }, remaining: 1 });
    expect(await verifyRecaptcha('token')).toEqual({ ok: false, reason: 'unavailable' });
    provider({ ok: 'yes' });
    expect(await verifyRecaptcha('token')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
