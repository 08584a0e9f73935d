import { LOCALES } from '@/domain/model/locale';
import { clearAccountCookies, isSignedIn, readCookie } from '@/components/shell/rules/account';
import { backTarget } from '@/components/shell/rules/back';
import { GIFT_DRAWER_LOCALES, giftButtonBehaviour } from '@/components/shell/rules/gift-button';
import { switchCountryNatively } from '@/components/shell/rules/native-bridge';
import { publicLinkOf } from '@/components/shell/rules/share-link';
import { isEmbeddedWebview, isMobileApp } from '@/components/shell/rules/user-agent';

const GIFT_SITE = 'https://cadeaux.escapade.eu';

describe('gift button (part 2 §4)', () => {
  it('opens the drawer on the six sites when not in customer-care mode', () => {
    expect([...GIFT_DRAWER_LOCALES].sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(giftButtonBehaviour({ locale, customerCare: false, giftSiteUrl: GIFT_SITE })).toEqual({ kind: 'drawer' });
  });

  it('links to a page of the site in customer-care mode (the drawer is disabled)', () => {
    expect(giftButtonBehaviour({ locale: 'fr_BE', customerCare: true, giftSiteUrl: GIFT_SITE })).toEqual({ kind: 'link', href: '/fr-be?flow=gifting', external: false });
    expect(giftButtonBehaviour({ locale: 'es_ES', customerCare: true, giftSiteUrl: GIFT_SITE })).toEqual({ kind: 'link', href: '/es-es?flow=gifting', external: false });
  });

  it('links out to the gift site for any other locale', () => {
    expect(giftButtonBehaviour({ locale: 'de_DE', customerCare: false, giftSiteUrl: GIFT_SITE })).toEqual({ kind: 'link', href: GIFT_SITE, external: true });
    expect(giftButtonBehaviour({ locale: 'de_DE', customerCare: true, giftSiteUrl: GIFT_SITE })).toEqual({ kind: 'link', href: GIFT_SITE, external: true });
  });
});

describe('account status (part 2 §4)', () => {
  it('is signed in only with an access token AND the account toggle on', () => {
    expect(isSignedIn('access_token=abc; account_id=42', true)).toBe(true);
    expect(isSignedIn('access_token=abc; account_id=42', false)).toBe(false);
    expect(isSignedIn('account_id=42', true)).toBe(false);
    expect(isSignedIn('access_token=; account_id=42', true)).toBe(false);
    expect(isSignedIn('my_access_token=abc', true)).toBe(false);
    expect(isSignedIn('', true)).toBe(false);
  });

  it('reads encoded values and ignores look-alike names', () => {
    expect(readCookie('a=1; access_token=x%20y', 'access_token')).toBe('x y');
    expect(readCookie('access_token_old=1', 'access_token')).toBeNull();
    expect(readCookie('access_token=%E0%A4%A', 'access_token')).toBe('%E0%A4%A');
  });

  it('signs out by expiring both cookies on the root path', () => {
    const written: string[] = [];
    clearAccountCookies({
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return '';
      },
    });
    expect(written).toEqual(['access_token=; Max-Age=0; path=/; SameSite=Lax', 'account_id=; Max-Age=0; path=/; SameSite=Lax']);
  });
});

describe('back arrow of simplified pages (part 2 §2)', () => {
  it('goes to the hotel page with dates and guests when the hash carries a hotelId', () => {
    expect(backTarget({ locale: 'fr_FR', screen: 'booking', hash: '#hotelId=1042&checkin=2026-05-01&checkout=2026-05-03&a=3&c=1&b=0&id=77', search: '' })).toEqual({
      kind: 'href',
      href: '/fr-fr/hotel/1042#checkin=2026-05-01&checkout=2026-05-03&night=2&a=3&c=1',
    });
    expect(backTarget({ locale: 'nl_BE', screen: 'payment', hash: '', search: '?hotelId=7&night=2' })).toEqual({ kind: 'href', href: '/nl-be/hotel/7#night=2' });
    expect(backTarget({ locale: 'it_IT', screen: 'booking', hash: '#hotelId=7', search: '' })).toEqual({ kind: 'href', href: '/it-it/hotel/7' });
  });

  it('hands on only the stay the hotel page can read (its hash codec writes the keys)', () => {
    const back = (hash: string) => backTarget({ locale: 'fr_FR', screen: 'booking', hash, search: '' });
    expect(back('#hotelId=7&checkin=2026-02-30&a=50&c=1')).toEqual({ kind: 'href', href: '/fr-fr/hotel/7#c=1' });
    expect(back('#hotelId=7&a=2&c=0&b=0')).toEqual({ kind: 'href', href: '/fr-fr/hotel/7' });
  });

  it('ignores a hotelId that is not an id', () => {
    for (const hotelId of ['0', '-1', 'abc', '12x', '0012', '']) {
      expect(backTarget({ locale: 'fr_FR', screen: 'booking', hash: `#hotelId=${hotelId}`, search: '' })).toEqual({ kind: 'history' });
    }
  });

  it('goes home from the booking lookup and gift card pages', () => {
    expect(backTarget({ locale: 'es_ES', screen: 'booking-lookup', hash: '#r=ABC', search: '' })).toEqual({ kind: 'href', href: '/es-es' });
    expect(backTarget({ locale: 'fr_BE', screen: 'gift-card', hash: '', search: '' })).toEqual({ kind: 'href', href: '/fr-be' });
  });

  it('goes from a gift summary back to the product page in the gifting flow with its gift setup in the hash', () => {
    const search = '?productId=5012&giftFormat=physical&giftNights=2&bucket=3&upsell=availability&subElements=21%2C11';
    expect(backTarget({ locale: 'fr_FR', screen: 'gift-booking', hash: '', search })).toEqual({
      kind: 'href',
      href: '/fr-fr/sejour/5012?flow=gifting#giftFormat=physical&giftNights=2&bucket=3&upsell=availability&subElements[]=11&subElements[]=21',
    });
    // Defaults and garbage are left out by the codec: the product page shows its defaults.
    expect(backTarget({ locale: 'it_IT', screen: 'gift-booking', hash: '', search: '?productId=7&giftFormat=digital&bucket=9&giftNights=x' })).toEqual({
      kind: 'href',
      href: '/it-it/soggiorno/7?flow=gifting',
    });
    expect(backTarget({ locale: 'fr_FR', screen: 'gift-booking', hash: '', search: '?productId=0' })).toEqual({ kind: 'history' });
    expect(backTarget({ locale: 'fr_FR', screen: 'gift-booking', hash: '', search: '?giftFormat=digital&code=SPA-EBOX' })).toEqual({ kind: 'history' });
  });

  it('otherwise goes back in history', () => {
    for (const screen of ['booking', 'payment', 'box-booking', 'gift-booking', 'activity-checkout', null] as const) {
      expect(backTarget({ locale: 'fr_FR', screen, hash: '', search: '' })).toEqual({ kind: 'history' });
    }
  });
});

describe('user agents', () => {
  const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  it('recognises the brand app and embedded webviews', () => {
    expect(isMobileApp(`${ANDROID_CHROME} wed-mobile/5.2`)).toBe(true);
    expect(isMobileApp(ANDROID_CHROME)).toBe(false);
    expect(isEmbeddedWebview(`${ANDROID_CHROME} wed-mobile/5.2`)).toBe(true);
    expect(isEmbeddedWebview('Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isEmbeddedWebview('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SomeApp WebView')).toBe(true);
    expect(isEmbeddedWebview(ANDROID_CHROME)).toBe(false);
    expect(isEmbeddedWebview('')).toBe(false);
  });
});

describe('share link of customer-care mode', () => {
  it('swaps the care host for the public one, keeping path, query and hash', () => {
    expect(publicLinkOf('http://care.localhost:3201/fr-fr/hotel/1042?refid=x#checkin=2026-05-01&a=2', 'https://www.escapade.fr')).toBe(
      'https://www.escapade.fr/fr-fr/hotel/1042?refid=x#checkin=2026-05-01&a=2',
    );
    expect(publicLinkOf('https://care.escapade.fr/es-es', 'http://localhost:3000')).toBe('http://localhost:3000/es-es');
  });
});

describe('native country switch of the mobile app', () => {
  it('posts to the iOS message handler first, then the Android interface, else reports no bridge', () => {
    const ios = vi.fn();
    const android = vi.fn();
    expect(switchCountryNatively('nl_BE', { webkit: { messageHandlers: { switchCountry: { postMessage: ios } } }, EscapadeApp: { switchCountry: android } })).toBe(true);
    expect(ios).toHaveBeenCalledWith('nl_BE');
    expect(android).not.toHaveBeenCalled();
    expect(switchCountryNatively('it_IT', { EscapadeApp: { switchCountry: android } })).toBe(true);
    expect(android).toHaveBeenCalledWith('it_IT');
    expect(switchCountryNatively('it_IT', {})).toBe(false);
  });
});
