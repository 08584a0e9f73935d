/**
 * The mobile app's native country switch (part 2 §2): iOS exposes a WKWebView message handler,
 * Android a JavaScript interface; both take the site's locale code ('nl_BE'). docs/decisions.md.
 */
export interface NativeBridgeHost {
  webkit?: { messageHandlers?: { switchCountry?: { postMessage(code: string): void } } };
  EscapadeApp?: { switchCountry?(code: string): void };
}

/** Asks the app to switch site; false when no bridge answers (then the plain link is followed). */
export function switchCountryNatively(code: string, host: NativeBridgeHost): boolean {
  const ios = host.webkit?.messageHandlers?.switchCountry;
  if (ios) {
    ios.postMessage(code);
    return true;
  }
  const android = host.EscapadeApp;
  if (android?.switchCountry) {
    android.switchCountry(code);
    return true;
  }
  return false;
}
