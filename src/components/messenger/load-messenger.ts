/**
 * The messenger provider's browser API (Contract M): `open` shows its chat panel and calls `onClose`
 * when the visitor closes it. A real provider is wrapped by a messenger.js of this shape.
 */
export interface Messenger {
  open(options: { locale: string; onClose: () => void }): void;
}

declare global {
  interface Window {
    EscapadeMessenger?: Messenger;
  }
}

export const MESSENGER_LOAD_TIMEOUT_MS = 10_000;

/** One load per script address; a failed one is forgotten so the next click retries. */
const loads = new Map<string, Promise<Messenger | null>>();

/** The provider's script (from the server's config, http(s) only), loaded once; null when it cannot load. */
export function loadMessenger(scriptUrl: string, timeoutMs = MESSENGER_LOAD_TIMEOUT_MS): Promise<Messenger | null> {
  let src: string;
  try {
    const url = new URL(scriptUrl, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.resolve(null);
    src = url.toString();
  } catch {
    return Promise.resolve(null);
  }
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<Messenger | null>((resolve) => {
    const script = document.createElement('script');
    const settle = (messenger: Messenger | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!messenger) {
        loads.delete(src);
        script.remove();
      }
      resolve(messenger);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    script.onload = () => settle(typeof window.EscapadeMessenger?.open === 'function' ? window.EscapadeMessenger : null);
    script.onerror = () => settle(null);
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
