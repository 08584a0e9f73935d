import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@/routing/href';
import { resolve } from '@/routing/resolve';
import { isSplashScreen, SCREEN_NAMES, SITE_SCREENS } from '@/routing/screen-registry';
import { catalogueScreenEntry, isCatalogueScreen } from '@/screens/catalogue-screens';
import { screenEntry } from '@/screens/screens';

/** The one list of screens (src/screens/screens.ts): what the proxy, the catch-all page and the sitemap read. */
const screenOf = (path: string) => resolve(path.split('/').filter((segment) => segment !== ''))?.screen;

describe('the list of screens', () => {
  it.each(SCREEN_NAMES)('%s loads a module with load, metadata and View from its own folder', async (screen) => {
    const screenModule = await screenEntry(screen)!.load();
    expect(typeof screenModule.load).toBe('function');
    expect(typeof screenModule.metadata).toBe('function');
    expect(typeof screenModule.View).toBe('function');
  });

  it('has an entry for every screen folder with a module (the not-found page is rendered by the app, not routed)', () => {
    const folders = readdirSync(join(process.cwd(), 'src/screens'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && ['index.ts', 'index.tsx'].some((file) => existsSync(join(process.cwd(), 'src/screens', entry.name, file))))
      .map((entry) => entry.name)
      .filter((name) => name !== 'not-found');
    // The box checkout steps are the booking and payment screens' own modules under the box routes (part 2 §2).
    const sharedModules = ['box-booking', 'box-payment'];
    expect(folders.sort()).toEqual(SCREEN_NAMES.filter((screen) => !sharedModules.includes(screen)).sort());
  });

  it('only data-addressed screens ask the CMS before rendering', () => {
    const checked = SCREEN_NAMES.filter((screen) => screenEntry(screen)?.exists !== undefined);
    expect(checked.sort()).toEqual(['activity', 'box', 'content', 'hotel', 'landing', 'product']);
  });

  it('every link of the shell leads to a screen (contact, booking lookup, home, box listing, product)', () => {
    for (const link of [href.contact('fr_FR'), href.bookingLookup('it_IT'), href.home('fr_FR'), href.boxes('nl_BE'), href.product('es_ES', 4012)]) {
      expect(screenOf(link), link).toBeDefined();
    }
  });

  it('gives the cached tree exactly the screens whose record may render them cached (the rest only per request)', () => {
    for (const screen of SCREEN_NAMES) {
      const rendering = isSplashScreen(screen) ? 'personal' : SITE_SCREENS[screen].rendering;
      expect(isCatalogueScreen(screen), screen).toBe(rendering !== 'personal');
    }
  });

  it('lets the cached tree load a catalogue screen’s own module and no other screen', () => {
    for (const screen of SCREEN_NAMES) {
      if (isCatalogueScreen(screen)) expect(catalogueScreenEntry(screen), screen).toBe(screenEntry(screen));
      else expect(catalogueScreenEntry(screen), screen).toBeNull();
    }
    expect(catalogueScreenEntry('payment')).toBeNull();
    expect(catalogueScreenEntry('home')).not.toBeNull();
  });

  it('serves a box gift order’s payment step with the payment screen’s view (one view, both routes)', async () => {
    const [payment, boxPayment] = await Promise.all([screenEntry('payment')!.load(), screenEntry('box-payment')!.load()]);
    expect(boxPayment.View).toBe(payment.View);
    expect(boxPayment.load).toBe(payment.load);
  });
});
