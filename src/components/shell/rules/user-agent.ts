/**
 * Apps that show the storefront in a webview say so in their user agent (part 2 §2). The mobile
 * app of the brand adds 'wed-mobile'; Android webviews add '; wv)'; other embedding apps (social
 * networks' in-app browsers, iOS apps) commonly add 'WebView'. Markers: docs/decisions.md.
 */
export const MOBILE_APP_MARKER = 'wed-mobile';
const WEBVIEW_MARKERS = [/wed-mobile/i, /; wv\)/, /WebView/i];

/** The brand's own app: the footer's country links call its native switch; the burger gets the site selector. */
export function isMobileApp(userAgent: string): boolean {
  return userAgent.toLowerCase().includes(MOBILE_APP_MARKER);
}

/** Any embedding webview: no browser back button, so breadcrumbs give way to a back button. */
export function isEmbeddedWebview(userAgent: string): boolean {
  return WEBVIEW_MARKERS.some((marker) => marker.test(userAgent));
}
