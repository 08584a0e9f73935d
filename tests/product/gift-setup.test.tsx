import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { languageTag } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { http } from 'msw';
import { GET as shippingCostsRoute } from '../../app/api/gift/shipping-costs/route';
import { GET as subElementsRoute } from '../../app/api/gift/sub-elements/route';
import { addFaultRule } from '../../mocks/faults';
import type { GiftVoucher } from '@/domain/model/gift';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-storage';
import { GiftSetup } from '@/screens/product/gift-setup/gift-setup';
import { giftSetupMessageGroup } from '@/screens/product/gift-setup/message-group';
import { simulator } from '../setup/simulator';
import { renderIsland } from '../search-box/render';

/**
 * The gift setup panel (part 1 §2, §4, §8; part 2 §3, §9) against the BFF routes and the in-process
 * simulator: single voucher shipping 3,90 € (FR), greeting cards 11–13 free (one per gift), extras
 * 21 (39 €), 22 (15 €), 23 (29 €).
 */
const voucher: GiftVoucher = {
  isGiftable: true,
  hasPhysicalVersion: true,
  priceList: [
    { nights: 1, sellPrice: 10_000, sellPrices: [10_000, 13_000, 16_000], extraUpsellAvailabilityAmount: 25_000 },
    { nights: 2, sellPrice: 20_000, sellPrices: [20_000, 26_000, 32_000], extraUpsellAvailabilityAmount: 0 },
  ],
};
/** The BFF routes load on their first call: give the panel's calls time. */
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 20_000 });
const euro = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

beforeEach(() => {
  window.history.replaceState(null, '', '/fr-fr/sejour/5012?flow=gifting');
  simulator.use(
    http.get('*/api/gift/shipping-costs', ({ request }) => shippingCostsRoute(request)),
    http.get('*/api/gift/sub-elements', ({ request }) => subElementsRoute(request)),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const renderPanel = (props: Partial<Parameters<typeof GiftSetup>[0]> = {}) =>
  renderIsland(<GiftSetup locale="fr_FR" productId={5012} productLabel="Séjour cadeau" voucher={voucher} physicalGiftEnabled {...props} />, 'fr_FR', [giftSetupMessageGroup]);
const total = () => euro(screen.getByTestId('gift-total').textContent);

describe('gift setup panel', () => {
  it('keeps its choices disabled in the server HTML, then lets them be chosen once hydrated', async () => {
    // A radio ticked before hydration would show a choice the total and the Offer link never heard of.
    const html = renderToString(
      <IntlProvider locale={languageTag('fr_FR')} messages={clientMessages('fr_FR', [giftSetupMessageGroup])} defaultLocale="en">
        <GiftSetup locale="fr_FR" productId={5012} productLabel="Séjour cadeau" voucher={voucher} physicalGiftEnabled />
      </IntlProvider>,
    );
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*data-testid="gift-choices"/);
    renderPanel();
    expect(screen.getByTestId('gift-choices')).toBeEnabled();
    expect(screen.getByRole('radio', { name: '2 nuits' })).toBeEnabled();
  });

  it('defaults to digital, 1 night, Essential; shows each bucket price, the popular badge and the validity', async () => {
    renderPanel();
    await screen.findByTestId('gift-options', undefined, SLOW);
    expect(screen.getByRole('radio', { name: /Numérique/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 nuit' })).toBeChecked();
    const prices = within(screen.getByTestId('gift-buckets')).getAllByTestId('gift-bucket-price').map((node) => euro(node.textContent));
    expect(prices).toEqual(['100 €', '130 €', '160 €']);
    expect(screen.getByTestId('gift-bucket-2')).toHaveTextContent('Populaire');
    expect(screen.getByTestId('gift-bucket-1')).not.toHaveTextContent('Populaire');
    expect(screen.getByTestId('gift-validity')).toHaveTextContent('Séjour cadeau valable 1 an, pour 2 personnes');
    expect(total()).toBe('100 €');
  });

  it('physical shows its delivery fee and time; the total adds shipping, bucket, upsell and options, all in the hash', async () => {
    const navigate = vi.fn();
    renderPanel({ navigate });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Physique/ })).toBeEnabled(), SLOW);
    expect(euro(screen.getByTestId('physical-hint').textContent)).toBe('+3,90 € · Livré en 2 à 4 jours ouvrés');
    await screen.findByTestId('gift-options', undefined, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: /Physique/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Sérénité/ }));
    expect(screen.getByTestId('gift-upsell')).toHaveTextContent('+250 €');
    fireEvent.click(screen.getByRole('checkbox', { name: /Toutes les dates disponibles/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Boîte de chocolats/ }));
    await waitFor(() => expect(total()).toBe('398,90 €'));
    expect(window.location.hash).toBe('#giftFormat=physical&bucket=2&upsell=availability&subElements[]=22');
    expect(screen.getByTestId('gift-offer').getAttribute('href')).toBe(
      '/fr-fr/commande-cadeau?productId=5012&giftFormat=physical&giftNights=1&bucket=2&upsell=availability&subElements=22',
    );
    // Offer opens the personalisation dialog with the price lines; its confirm is the gift's
    // add_to_cart, at the total shown, and the hand-off to the summary.
    fireEvent.click(screen.getByTestId('gift-offer'));
    const dialog = await screen.findByRole('dialog', { name: 'Offrir ce séjour' }, SLOW);
    expect(within(dialog).getByRole('radio', { name: /Physique/ })).toBeChecked();
    expect(euro(within(dialog).getByTestId('gift-offer-total').textContent)).toBe('398,90 €');
    expect(within(dialog).getByText('Boîte de chocolats')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/De la part de/), { target: { value: 'Zoé' } });
    fireEvent.click(within(dialog).getByTestId('gift-offer-confirm'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(screen.getByTestId('gift-offer').getAttribute('href')));
    expect(JSON.parse(window.localStorage.getItem(giftPersonalisationKey('stay', '5012')) ?? 'null')).toEqual({ fromName: 'Zoé', message: '' });
    const events = ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'add_to_cart');
    expect(events.at(-1)).toMatchObject({ ecommerce: { currency: 'EUR', value: 398.9, items: [{ item_id: '5012', item_name: 'Séjour cadeau', price: 398.9, item_category: 'single_voucher' }] } });
  });

  it('the upsell is shown only for nights that offer it', async () => {
    renderPanel();
    await screen.findByTestId('gift-upsell', undefined, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: '2 nuits' }));
    await waitFor(() => expect(screen.queryByTestId('gift-upsell')).toBeNull(), SLOW);
    expect(total()).toBe('200 €');
  });

  it('greeting cards are a single selection (with None); extras add up', async () => {
    renderPanel();
    const cards = within(await screen.findByTestId('gift-category-1', undefined, SLOW));
    expect(cards.getByRole('radio', { name: 'Aucune' })).toBeChecked();
    fireEvent.click(cards.getByRole('radio', { name: /Joyeux anniversaire/ }));
    fireEvent.click(cards.getByRole('radio', { name: /Félicitations/ }));
    expect(cards.getByRole('radio', { name: /Joyeux anniversaire/ })).not.toBeChecked();
    expect(cards.getByRole('radio', { name: /Félicitations/ })).toBeChecked();
    const extras = within(screen.getByTestId('gift-category-2'));
    fireEvent.click(extras.getByRole('checkbox', { name: /Bouteille de champagne/ }));
    fireEvent.click(extras.getByRole('checkbox', { name: /Bouquet de fleurs/ }));
    expect(window.location.hash).toBe('#subElements[]=13&subElements[]=21&subElements[]=23');
    expect(total()).toBe('168 €');
    fireEvent.click(cards.getByRole('radio', { name: 'Aucune' }));
    expect(window.location.hash).toBe('#subElements[]=21&subElements[]=23');
  });

  it('a failing shipping-cost call disables physical with the message, and a physical hash is priced digital', async () => {
    addFaultRule({ path: '/single-voucher/shipping-costs', fault: { kind: 'status', status: 503 } });
    window.history.replaceState(null, '', '/fr-fr/sejour/5012?flow=gifting#giftFormat=physical');
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('physical-hint')).toHaveTextContent('Victime de son succès, le format physique revient bientôt !'), SLOW);
    expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Numérique/ })).toBeChecked();
    expect(total()).toBe('100 €');
  });

  it('the physical-gift flag off disables physical without asking; no physical version hides the choice', async () => {
    const { unmount } = renderPanel({ physicalGiftEnabled: false });
    expect(screen.getByRole('radio', { name: /Physique/ })).toBeDisabled();
    expect(screen.getByTestId('physical-hint')).toHaveTextContent('Victime de son succès');
    unmount();
    renderPanel({ voucher: { ...voucher, hasPhysicalVersion: false } });
    expect(screen.queryByTestId('gift-format')).toBeNull();
  });

  it('a failing sub-elements call shows no options, the rest works', async () => {
    addFaultRule({ path: '/available-custom-sub-elements', fault: { kind: 'status', status: 500 } });
    renderPanel();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Physique/ })).toBeEnabled(), SLOW);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('gift-options')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Liberté/ }));
    expect(total()).toBe('160 €');
  });

  it('without bucket prices there is no bucket choice', () => {
    renderPanel({ voucher: { ...voucher, priceList: voucher.priceList.map((entry) => ({ ...entry, sellPrices: null })) } });
    expect(screen.queryByTestId('gift-buckets')).toBeNull();
  });
});

