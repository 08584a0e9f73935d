import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { GET as activityDetailRoute } from '../../app/api/activity/detail/route';
import { POST as checkoutActivityRoute } from '../../app/api/checkout/activity/route';
import { fetchCheckout } from '@/api/checkout';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { activityCheckoutMessageGroup } from '@/screens/activity-checkout/message-group';
import { ActivityOrderSummary } from '@/screens/activity-checkout/order-summary';
import { simulator } from '../setup/simulator';
import { renderIsland } from '../search-box/render';

/** The activity checkout summary island against the BFF route and the in-process simulator (part 2 §2). */
const catalogue = getCatalogue();
const published = catalogue.activityOnly.find((product) => product.published && product.prices.length >= 3)!;
const unpublished = catalogue.activityOnly.find((product) => !product.published)!;
const priceOf = (adults: number) => published.prices.find((price) => price.adults === adults)!;
const euro = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const euros = (cents: number) => euro(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100));
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  simulator.use(
    http.get('*/api/activity/detail', ({ request }) => activityDetailRoute(request)),
    http.post('*/api/checkout/activity', ({ request }) => checkoutActivityRoute(request)),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderSummary(hash: string, ownUse = false, navigate: (path: string) => void = () => undefined) {
  window.history.replaceState(null, '', `/fr-fr/reservation-activite${ownUse ? '?customType=OWN_USE' : ''}${hash}`);
  return renderIsland(<ActivityOrderSummary locale="fr_FR" ownUse={ownUse} navigate={navigate} />, 'fr_FR', [activityCheckoutMessageGroup]);
}

describe('activity checkout summary', () => {
  it('summarises the order: label, centre, participants, the price for that count, for yourself, payment, link back with the count', async () => {
    renderSummary(`#id=${published.id}&a=3`, true);
    await screen.findByTestId('activity-checkout-voucher', undefined, SLOW);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Votre bon d'activité");
    expect(screen.getByTestId('activity-checkout-label')).toHaveTextContent(published.label.fr);
    expect(screen.getByTestId('activity-checkout-centre')).toHaveTextContent(published.activities[0]!.activityCenter.label);
    expect(screen.getByTestId('activity-checkout-participants')).toHaveTextContent('3 participants');
    expect(screen.getByTestId('activity-checkout-purpose')).toHaveTextContent('Pour vous');
    expect(euro(screen.getByTestId('activity-checkout-total').textContent)).toBe(euros(priceOf(3).sellPrice * 3));
    expect(euro(screen.getByTestId('activity-checkout-per-participant').textContent)).toBe(`${euros(priceOf(3).sellPrice)} par participant`);
    expect(screen.getByTestId('activity-checkout-validity')).toHaveTextContent('Bon valable 12 mois');
    expect(screen.getByTestId('activity-checkout-continue')).toBeEnabled();
    expect(screen.getByTestId('activity-checkout-back').getAttribute('href')).toMatch(new RegExp(`/bon-activite/${published.id}(/[a-z0-9-]+)?#a=3$`));
  });

  it('without OWN_USE the voucher is a gift', async () => {
    renderSummary(`#id=${published.id}&a=1`);
    await screen.findByTestId('activity-checkout-voucher', undefined, SLOW);
    expect(screen.getByTestId('activity-checkout-purpose')).toHaveTextContent('Un cadeau');
    expect(screen.getByTestId('activity-checkout-participants')).toHaveTextContent('1 participant');
  });

  it('an incomplete or garbage hash is a message with a link to the activity search', async () => {
    renderSummary('#id=abc&a=2');
    const message = await screen.findByTestId('activity-checkout-invalid');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ce lien de commande est incomplet');
    expect(message.querySelector('a')!.getAttribute('href')).toMatch(/\/activites$/);
    expect(screen.queryByTestId('activity-checkout-continue')).toBeNull();
  });

  it('an unknown voucher, a count without a price and an expired voucher each say so', async () => {
    const unknown = renderSummary('#id=123456&a=2');
    await screen.findByTestId('activity-checkout-unknown', undefined, SLOW);
    unknown.unmount();
    const noPrice = renderSummary(`#id=${published.id}&a=20`);
    const message = await screen.findByTestId('activity-checkout-no-price', undefined, SLOW);
    expect(message).toHaveTextContent('20 participants');
    expect(message.querySelector('a')!.getAttribute('href')).toMatch(new RegExp(`/bon-activite/${published.id}`));
    noPrice.unmount();
    renderSummary(`#id=${unpublished.id}&a=1`);
    const expired = await screen.findByTestId('activity-checkout-expired', undefined, SLOW);
    expect(expired).toHaveTextContent('Trop tard ! Cette offre a expiré');
    expect(screen.queryByTestId('activity-checkout-continue')).toBeNull();
  });

  it('a failed call offers Try again, which loads the order', async () => {
    addFaultRule({ path: `/activity-only/weekend/${published.id}/detail.json`, fault: { kind: 'status', status: 500 }, remaining: 1 });
    renderSummary(`#id=${published.id}&a=2`);
    await screen.findByTestId('activity-checkout-failed', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByTestId('activity-checkout-voucher')).toBeInTheDocument(), SLOW);
  });

  it('Continue makes the voucher’s checkout for that count and purpose, then goes to the booking step with it', async () => {
    const navigate = vi.fn();
    renderSummary(`#id=${published.id}&a=3`, true, navigate);
    fireEvent.click(await screen.findByTestId('activity-checkout-continue', undefined, SLOW));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), SLOW);
    const path = String(navigate.mock.calls[0]![0]);
    const id = path.match(/^\/fr-fr\/reservation\?checkoutId=([0-9a-f-]+)$/)?.[1];
    expect(id, path).toBeDefined();
    const checkout = await fetchCheckout({ id: id! });
    if (!checkout.ok) throw new Error('the checkout cannot be read back');
    expect(checkout.data).toMatchObject({ kind: 'ACTIVITY', activity: { productId: published.id, participants: 3, customType: 'OWN_USE' } });
    expect(checkout.data.price.totalPrice).toBe(priceOf(3).sellPrice * 3);
  });

  it('a gift’s Continue sends GIFT; a failed start says nothing was charged and Continue works again', async () => {
    addFaultRule({ path: '/checkout/activity/init.json', fault: { kind: 'status', status: 500 }, remaining: 1 });
    const navigate = vi.fn();
    renderSummary(`#id=${published.id}&a=1`, false, navigate);
    fireEvent.click(await screen.findByTestId('activity-checkout-continue', undefined, SLOW));
    expect(await screen.findByTestId('activity-checkout-continue-failed', undefined, SLOW)).toHaveTextContent('Rien n’a été débité'.replace('’', "'"));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('activity-checkout-continue'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), SLOW);
    const id = String(navigate.mock.calls[0]![0]).split('checkoutId=')[1]!;
    const checkout = await fetchCheckout({ id });
    expect(checkout.ok && checkout.data.activity?.customType).toBe('GIFT');
  });
});
