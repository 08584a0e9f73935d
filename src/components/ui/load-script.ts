/**
 * A third-party script (the recaptcha and messenger providers), loaded once per address for the
 * page's life: `read` picks the API the script installs on `window`, or null when it is not there.
 * A load that fails, times out or installs nothing is forgotten (the script tag removed), so the
 * next call retries. Never rejects: the callers treat null as "the provider is unavailable".
 */
const loads = new Map<string, Promise<unknown>>();

export function loadScriptOnce<T>(src: string, timeoutMs: number, read: () => T | null): Promise<T | null> {
  const known = loads.get(src) as Promise<T | null> | undefined;
  if (known) return known;
  const load = new Promise<T | null>((resolve) => {
    const script = document.createElement('script');
    const settle = (api: T | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (api === null) {
        loads.delete(src);
        script.remove();
      }
      resolve(api);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    script.onload = () => settle(read());
    script.onerror = () => settle(null);
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
