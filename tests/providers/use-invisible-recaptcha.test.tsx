import { renderHook } from '@testing-library/react';
import { recaptchaScriptSrc, useInvisibleRecaptcha, type InvisibleRecaptchaOptions } from '@/components/recaptcha/use-invisible-recaptcha';

/**
 * jsdom never fetches scripts: each test plays the provider by defining window.grecaptcha and firing
 * the script element's load or error event. Every test uses its own script URL, because a load is
 * remembered for the page's life.
 */
let next = 0;
const options = (overrides: Partial<InvisibleRecaptchaOptions> = {}): InvisibleRecaptchaOptions => ({
  siteKey: 'site-key',
  scriptUrl: `https://provider.example/recaptcha-${++next}/api.js`,
  enabled: false,
  ...overrides,
});
const scripts = () => [...document.head.querySelectorAll('script')];
const scriptFor = (scriptUrl: string) => scripts().filter((script) => script.src.startsWith(scriptUrl));

function fakeGrecaptcha(execute: (siteKey: string, options: { action: string }) => PromiseLike<string>) {
  const grecaptcha = { ready: vi.fn((callback: () => void) => setTimeout(callback, 0)), execute: vi.fn(execute) };
  window.grecaptcha = grecaptcha;
  return grecaptcha;
}

afterEach(() => {
  delete window.grecaptcha;
  for (const script of scripts()) script.remove();
});

describe('recaptchaScriptSrc', () => {
  it('adds render=<site key> (the v3 API) and refuses anything but http(s)', () => {
    expect(recaptchaScriptSrc('https://www.google.com/recaptcha/api.js', '6Lc key')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc+key');
    expect(recaptchaScriptSrc('/recaptcha/api.js', 'k', 'http://127.0.0.1:3000/fr-fr/contact')).toBe('http://127.0.0.1:3000/recaptcha/api.js?render=k');
    expect(recaptchaScriptSrc('javascript:alert(1)', 'k')).toBeNull();
    expect(recaptchaScriptSrc('not a url', 'k')).toBeNull();
  });
});

describe('useInvisibleRecaptcha', () => {
  it('loads the script once, waits for ready, and resolves the token executed for the action', async () => {
    const settings = options();
    const { result } = renderHook(() => useInvisibleRecaptcha(settings));
    expect(scriptFor(settings.scriptUrl)).toHaveLength(0);
    const first = result.current.execute('contact');
    const second = result.current.execute('contact');
    const [script] = scriptFor(settings.scriptUrl);
    expect(script?.src).toBe(`${settings.scriptUrl}?render=site-key`);
    expect(script?.async).toBe(true);
    const grecaptcha = fakeGrecaptcha(async (_siteKey, { action }) => `token-for-${action}`);
    script!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-for-contact');
    await expect(second).resolves.toBe('token-for-contact');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'contact' });
    expect(grecaptcha.ready).toHaveBeenCalledTimes(2);
    await expect(result.current.execute('other')).resolves.toBe('token-for-other');
    expect(scriptFor(settings.scriptUrl)).toHaveLength(1);
  });

  it('loads at mount when enabled, and not before an execute when not', () => {
    const eager = options({ enabled: true });
    renderHook(() => useInvisibleRecaptcha(eager));
    expect(scriptFor(eager.scriptUrl)).toHaveLength(1);
    const lazy = options({ enabled: false });
    renderHook(() => useInvisibleRecaptcha(lazy));
    expect(scriptFor(lazy.scriptUrl)).toHaveLength(0);
  });

  it('resolves null when the script fails to load, and tries again on the next execute', async () => {
    const settings = options();
    const { result } = renderHook(() => useInvisibleRecaptcha(settings));
    const failed = result.current.execute('contact');
    scriptFor(settings.scriptUrl)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeNull();
    expect(scriptFor(settings.scriptUrl)).toHaveLength(0);
    const retried = result.current.execute('contact');
    fakeGrecaptcha(async () => 'second-chance');
    scriptFor(settings.scriptUrl)[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('second-chance');
  });

  it('resolves null when the script loads without a usable grecaptcha', async () => {
    const settings = options();
    const { result } = renderHook(() => useInvisibleRecaptcha(settings));
    const pending = result.current.execute('contact');
    scriptFor(settings.scriptUrl)[0]!.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeNull();
  });

  it('resolves null when execute throws, rejects, or gives no token', async () => {
    for (const execute of [
      () => {
        throw new Error('Invalid site key');
      },
      () => Promise.reject(new Error('network')),
      () => Promise.resolve(''),
    ]) {
      const settings = options();
      const { result } = renderHook(() => useInvisibleRecaptcha(settings));
      const pending = result.current.execute('contact');
      fakeGrecaptcha(execute);
      scriptFor(settings.scriptUrl)[0]!.dispatchEvent(new Event('load'));
      await expect(pending).resolves.toBeNull();
    }
  });

  it('resolves null when the script never loads or execute never answers', async () => {
    const silentScript = options({ timeoutMs: 30 });
    const { result } = renderHook(() => useInvisibleRecaptcha(silentScript));
    await expect(result.current.execute('contact')).resolves.toBeNull();

    const silentProvider = options({ timeoutMs: 30 });
    const hook = renderHook(() => useInvisibleRecaptcha(silentProvider));
    const pending = hook.result.current.execute('contact');
    fakeGrecaptcha(() => new Promise<string>(() => {}));
    scriptFor(silentProvider.scriptUrl)[0]!.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeNull();
  });

  it('never touches the page for a script URL that is not http(s)', async () => {
    const { result } = renderHook(() => useInvisibleRecaptcha(options({ scriptUrl: 'javascript:alert(1)', enabled: true })));
    await expect(result.current.execute('contact')).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
  });
});
