import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActivityPrice } from '@/domain/model/activity';
import { Purchase } from '@/screens/activity/purchase';
import { activityPurchaseMessageGroup } from '@/screens/activity/message-group';
import { href } from '@/routing/href';
import { renderIsland } from '../search-box/render';

/** The voucher page's purchase island (part 2 §2, §4, §5, §9): stepper bounds and hash, price, confirmation, add_to_cart. */
const prices: ActivityPrice[] = [
  { adults: 2, sellPrice: 4_500, refPrice: 5_000, promo: 10, moneySaved: 500 },
  { adults: 3, sellPrice: 4_300, refPrice: 4_800, promo: 10, moneySaved: 500 },
  { adults: 4, sellPrice: 4_100, refPrice: 4_200, promo: 0, moneySaved: 100 },
];
const PATH = '/fr-fr/bon-activite/900001/slug';
const euro = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
type DataLayer = Array<Record<string, unknown>>;
/** The confirmation loads its chunk (Radix) on first opening: give it time on a busy machine. */
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 20_000 });
const dataLayer = () => ((window as unknown as { dataLayer?: DataLayer }).dataLayer ?? []);

function renderPurchase(hash = '') {
  window.history.replaceState(null, '', `${PATH}${hash}`);
  const navigate = vi.fn();
  const view = renderIsland(<Purchase locale="fr_FR" voucherId={900_001} label="Escalade à Lyon" prices={prices} navigate={navigate} />, 'fr_FR', [activityPurchaseMessageGroup]);
  return { navigate, ...view };
}

beforeEach(() => {
  (window as unknown as { dataLayer?: DataLayer }).dataLayer = [];
});

describe('activity purchase island', () => {
  it('starts from the lowest priced count without a hash, with the total, the price per participant, the struck price, the badge and the validity', async () => {
    renderPurchase();
    await waitFor(() => expect(screen.getByTestId('activity-participants')).toHaveTextContent('2'));
    expect(euro(screen.getByTestId('activity-total').textContent)).toBe('90 €');
    expect(euro(screen.getByTestId('activity-per-participant').textContent)).toBe('45 € par participant');
    expect(euro(screen.getByTestId('activity-ref-total').textContent)).toBe('Au lieu de 100 €');
    expect(screen.getByTestId('activity-promo')).toHaveTextContent('-10 %');
    expect(screen.getByTestId('activity-validity')).toHaveTextContent('Bon valable 12 mois');
    expect(screen.getByTestId('activity-participants-range')).toHaveTextContent('De 2 à 4 participants');
  });

  it('reads hash a; a count without a price or garbage starts from the minimum', async () => {
    const { unmount } = renderPurchase('#a=3');
    await waitFor(() => expect(screen.getByTestId('activity-participants')).toHaveTextContent('3'));
    expect(euro(screen.getByTestId('activity-total').textContent)).toBe('129 €');
    unmount();
    const second = renderPurchase('#a=9');
    await waitFor(() => expect(window.location.hash).toBe('#a=9'));
    expect(screen.getByTestId('activity-participants')).toHaveTextContent('2');
    second.unmount();
    renderPurchase('#a=%3Cscript%3E');
    expect(screen.getByTestId('activity-participants')).toHaveTextContent('2');
  });

  it('steps within [min, max], writes each valid change to the hash and ignores steps past a bound', async () => {
    renderPurchase();
    const add = screen.getByRole('button', { name: 'Ajouter un participant' });
    const remove = screen.getByRole('button', { name: 'Retirer un participant' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(remove);
    expect(window.location.hash).toBe('');
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('activity-participants')).toHaveTextContent('3'));
    expect(window.location.hash).toBe('#a=3');
    fireEvent.click(add);
    await waitFor(() => expect(window.location.hash).toBe('#a=4'));
    // 4 % off: under the 5 % threshold of the reshaper, no badge; the struck price stays.
    expect(screen.queryByTestId('activity-promo')).toBeNull();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(add);
    expect(window.location.hash).toBe('#a=4');
    expect(screen.getByTestId('activity-participants')).toHaveTextContent('4');
    expect(remove).toHaveAttribute('aria-disabled', 'false');
  });

  it('Buy for myself: the confirmation opens with the focus on Continue; Continue sends add_to_cart and leaves with OWN_USE', async () => {
    const { navigate } = renderPurchase('#a=3');
    await waitFor(() => expect(screen.getByTestId('activity-participants')).toHaveTextContent('3'));
    fireEvent.click(screen.getByTestId('activity-buy-for-myself'));
    const dialog = await screen.findByRole('dialog', { name: 'Acheter cette activité pour vous' }, SLOW);
    const next = screen.getByTestId('activity-confirm-continue');
    await waitFor(() => expect(next).toHaveFocus(), SLOW);
    expect(euro(screen.getByTestId('activity-confirm-total').textContent)).toBe('129 €');
    expect(dialog).toHaveTextContent('3 participants');
    fireEvent.click(next);
    expect(navigate).toHaveBeenCalledWith(href.activityCheckout('fr_FR', { id: 900_001, participants: 3, ownUse: true }));
    expect(navigate.mock.calls[0]![0]).toMatch(/\/reservation-activite\?customType=OWN_USE#id=900001&a=3$/);
    const added = dataLayer().filter((entry) => entry.event === 'add_to_cart');
    expect(added).toHaveLength(1);
    expect(added[0]!.ecommerce).toMatchObject({ currency: 'EUR', value: 129, items: [{ item_id: '900001', item_name: 'Escalade à Lyon', price: 129, item_category: 'activity', quantity: 1 }] });
  });

  it('Offer leaves without OWN_USE; closing the confirmation resets the own-use choice', async () => {
    const { navigate } = renderPurchase();
    await waitFor(() => expect(screen.getByTestId('activity-participants')).toHaveTextContent('2'));
    fireEvent.click(screen.getByTestId('activity-buy-for-myself'));
    await screen.findByRole('dialog', { name: 'Acheter cette activité pour vous' }, SLOW);
    fireEvent.click(screen.getByTestId('activity-confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(dataLayer().filter((entry) => entry.event === 'add_to_cart')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('activity-offer'));
    await screen.findByRole('dialog', { name: 'Offrir cette activité' }, SLOW);
    // Escape closes too, and nothing is carried over.
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    fireEvent.click(screen.getByTestId('activity-offer'));
    await screen.findByRole('dialog', { name: 'Offrir cette activité' }, SLOW);
    fireEvent.click(screen.getByTestId('activity-confirm-continue'));
    expect(navigate).toHaveBeenCalledWith(href.activityCheckout('fr_FR', { id: 900_001, participants: 2, ownUse: false }));
    expect(navigate.mock.calls[0]![0]).toMatch(/\/reservation-activite#id=900001&a=2$/);
  });

  it('a voucher without prices offers 1–2 participants and nothing to buy', async () => {
    window.history.replaceState(null, '', PATH);
    renderIsland(<Purchase locale="fr_FR" voucherId={900_002} label="Sans prix" prices={[]} />, 'fr_FR', [activityPurchaseMessageGroup]);
    expect(screen.getByTestId('activity-participants-range')).toHaveTextContent('De 1 à 2 participants');
    expect(screen.getByTestId('activity-no-price')).toBeInTheDocument();
    expect(screen.queryByTestId('activity-offer')).toBeNull();
  });
});
