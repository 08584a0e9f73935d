import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { voucherFormMessageGroup } from '@/screens/beneficiary-login/message-group';
import { VoucherForm } from '@/screens/beneficiary-login/voucher-form';
import { redemptionMessageGroup } from '@/screens/product/redemption/message-group';
import { RedemptionIsland } from '@/screens/product/redemption/redemption-island';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { renderIsland } from '../search-box/render';
import { simulator } from '../setup/simulator';

/**
 * The beneficiary's islands against their BFF routes (answers mocked here): the code form's errors
 * keep what was typed, a valid code leaves for the stays; the redemption panel shows what remains
 * to pay for the quoted stay and books with the voucher's route (never sending a value).
 */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

describe('the code form', () => {
  function form(answer: () => Response) {
    const bodies: unknown[] = [];
    simulator.use(
      http.post('*/api/beneficiary/voucher', async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const navigate = vi.fn();
    renderIsland(<VoucherForm locale="fr_FR" navigate={navigate} />, 'fr_FR', [voucherFormMessageGroup]);
    const field = screen.getByTestId('voucher-code') as HTMLInputElement;
    const send = (code: string) => {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.click(screen.getByTestId('voucher-submit'));
    };
    return { bodies, navigate, field, send };
  }

  it('checks the shape first: empty and malformed codes never reach the BFF, and stay in the field', async () => {
    const { bodies, field, send } = form(() => HttpResponse.json({ outcome: 'unknown' }));
    send('');
    expect(await screen.findByTestId('voucher-error')).toHaveAttribute('data-error', 'empty');
    send('ab-1');
    await waitFor(() => expect(screen.getByTestId('voucher-error')).toHaveAttribute('data-error', 'malformed'));
    expect(field.value).toBe('ab-1');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByTestId('voucher-error').id);
    expect(bodies).toEqual([]);
  });

  it.each([
    ['unknown', HttpResponse.json({ outcome: 'unknown' }), 'Nous ne connaissons pas ce code. Vérifiez-le et réessayez.'],
    ['expired', HttpResponse.json({ outcome: 'expired' }), 'Ce coffret cadeau a expiré et ne peut plus être utilisé.'],
    ['used', HttpResponse.json({ outcome: 'used' }), 'Ce coffret cadeau a déjà été utilisé.'],
    ['unavailable', HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 }), "Nous n'avons pas pu vérifier votre code pour le moment. Réessayez dans un instant."],
  ])('says %s in words and keeps the code', async (kind, response, text) => {
    const { bodies, field, send, navigate } = form(() => response.clone());
    send('ev011-besp');
    const error = await screen.findByTestId('voucher-error');
    expect(error).toHaveAttribute('data-error', kind);
    expect(error).toHaveTextContent(text);
    expect(field.value).toBe('ev011-besp');
    expect(bodies).toEqual([{ locale: 'fr_FR', code: 'ev011-besp' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves for the stays the BFF names when the code is valid', async () => {
    const { navigate, send } = form(() => HttpResponse.json({ outcome: 'valid', staysPath: '/fr-fr/beneficiaire' }));
    send('EV011-BESP');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr-fr/beneficiaire'));
    expect(screen.queryByTestId('voucher-error')).toBeNull();
  });
});

describe('the redemption panel', () => {
  const CHECKIN = '2026-12-18';
  const CHECKOUT = '2026-12-19';

  function island(stayPrice: number, value: number, refusal: string | null = null) {
    const checkouts: Array<Record<string, unknown>> = [];
    simulator.use(
      http.get('*/api/beneficiary/calendar', () => HttpResponse.json({ days: {}, remaining: {} })),
      http.get('*/api/product/quote', () =>
        HttpResponse.json({
          status: 'quoted',
          quote: { weekendId: 501, sellPrice: stayPrice, refPrice: null, promo: 0, moneySaved: 0, nights: 1, cancellationPolicy: null, activities: [] },
          insuranceOffers: [],
        }),
      ),
      http.post('*/api/beneficiary/checkout', async ({ request }) => {
        checkouts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(refusal ? { outcome: 'refused', reason: refusal } : { outcome: 'checkout', checkoutId: 'chk-9', bookingPath: '/fr-fr/reservation?checkoutId=chk-9', price: { totalPrice: stayPrice } });
      }),
    );
    window.history.replaceState(null, '', `/fr-fr/sejour/501?flow=beneficiary#checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    const navigate = vi.fn();
    renderIsland(<RedemptionIsland locale="fr_FR" productId={501} voucher={{ title: 'Week-end romantique', type: 'BOX', value, nights: null, home: { kind: 'box', title: 'Week-end romantique', href: '/fr-fr/beneficiaire' } }} datedActivities={[]} navigate={navigate} />, 'fr_FR', [redemptionMessageGroup]);
    return { checkouts, navigate };
  }

  afterEach(() => {
    act(() => hotelHashStore.set(hotelHashStore.codec.defaults()));
  });

  it('shows the BENEFICIARY price: the stay, what the gift covers and what is left to pay; Book sends the stay only', async () => {
    const { checkouts, navigate } = island(20000, 14990);
    expect(await screen.findByTestId('redemption-remaining')).toHaveTextContent(/50,10\s€/);
    expect(screen.getByTestId('redemption-summary')).toHaveTextContent(/Prix du séjour200\s€Pris en charge par votre cadeau-149,90\s€Reste à payer50,10\s€$/);
    expect(screen.getByTestId('redemption-summary')).not.toHaveTextContent('À payer avec votre cadeau');
    expect(screen.getByTestId('redemption-summary')).toHaveAttribute('data-price-type', 'BENEFICIARY');
    expect(screen.getByTestId('redemption-voucher')).toHaveTextContent(/Week-end romantique · valeur 149,90\s€/);
    fireEvent.click(screen.getByTestId('redemption-book'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr-fr/reservation?checkoutId=chk-9'));
    expect(checkouts).toEqual([{ locale: 'fr_FR', productId: 501, checkin: CHECKIN, checkout: CHECKOUT }]);
  });

  it('a failed quote shows no price and no message, only Retry, which prices the stay once the quote answers', async () => {
    let failing = true;
    simulator.use(
      http.get('*/api/product/quote', () =>
        failing
          ? HttpResponse.json({ error: { code: 'upstream' } }, { status: 502 })
          : HttpResponse.json({
              status: 'quoted',
              quote: { weekendId: 501, sellPrice: 20000, refPrice: null, promo: 0, moneySaved: 0, nights: 1, cancellationPolicy: null, activities: [] },
              insuranceOffers: [],
            }),
      ),
    );
    window.history.replaceState(null, '', `/fr-fr/sejour/501?flow=beneficiary#checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    renderIsland(<RedemptionIsland locale="fr_FR" productId={501} voucher={{ title: 'Week-end romantique', type: 'BOX', value: 14990, nights: null, home: { kind: 'box', title: 'Week-end romantique', href: '/fr-fr/beneficiaire' } }} datedActivities={[]} navigate={vi.fn()} />, 'fr_FR', [redemptionMessageGroup]);
    const retry = await screen.findByTestId('redemption-quote-retry');
    expect(retry).toHaveTextContent(/^Réessayer$/);
    expect(screen.queryByTestId('redemption-quote-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('redemption-summary')).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('redemption-remaining')).toHaveTextContent(/50,10\s€/);
  });

  it('says the gift covers the whole stay, never more than the stay’s price, when the stay costs no more than its value', async () => {
    island(12000, 14990);
    expect(await screen.findByTestId('redemption-remaining')).toHaveTextContent(/^0\s€$/);
    expect(screen.getByTestId('redemption-covered')).toHaveTextContent(/^-120\s€$/);
    expect(screen.getByTestId('redemption-summary')).toHaveTextContent('Votre cadeau couvre tout le séjour : rien à payer en plus.');
  });

  it('before any dates, says what the gift is worth and that Included days cost nothing more: no amount to pay', async () => {
    simulator.use(http.get('*/api/beneficiary/calendar', () => HttpResponse.json({ days: {}, remaining: {} })));
    window.history.replaceState(null, '', '/fr-fr/sejour/501?flow=beneficiary');
    renderIsland(<RedemptionIsland locale="fr_FR" productId={501} voucher={{ title: 'Séjour à Lyon', type: 'SINGLEVOUCHER', value: 34990, nights: 2, home: { kind: 'stay', title: 'Séjour à Lyon', href: '/fr-fr/sejour/501?flow=beneficiary' } }} datedActivities={[]} navigate={vi.fn()} />, 'fr_FR', [redemptionMessageGroup]);
    const before = await screen.findByTestId('redemption-before-dates');
    expect(before).toHaveTextContent(/^Votre cadeau est valable pour 2 nuits : choisissez votre jour d’arrivée\. Votre cadeau vaut 349,90\s€\. Les jours marqués Inclus ne coûtent rien de plus/);
    expect(screen.getByRole('heading', { name: 'Réserver votre séjour cadeau' })).toBeInTheDocument();
    expect(screen.queryByTestId('redemption-remaining')).toBeNull();
  });

  it('a voucher used meanwhile: Book says so with the way to the code form, and books nothing', async () => {
    const { navigate } = island(12000, 14990, 'used');
    await screen.findByTestId('redemption-remaining');
    fireEvent.click(screen.getByTestId('redemption-book'));
    const refused = await screen.findByTestId('redemption-refused');
    expect(refused).toHaveAttribute('data-reason', 'used');
    expect(refused).toHaveTextContent('Ce code cadeau a déjà servi pour une réservation : un cadeau ne s’utilise qu’une fois.');
    expect(refused.querySelector('a')).toHaveAttribute('href', '/fr-fr/beneficiaire/connexion');
    expect(screen.getByTestId('redemption-book')).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a stay init-checkout says the box voucher is not for (VOUCHER_NOT_FOR_PRODUCT): the page’s notice naming the box, with its stays list, never an error', async () => {
    const { navigate } = island(12000, 14990, 'otherProduct');
    await screen.findByTestId('redemption-remaining');
    fireEvent.click(screen.getByTestId('redemption-book'));
    const refused = await screen.findByTestId('redemption-refused');
    expect(refused).toHaveAttribute('data-reason', 'otherProduct');
    expect(screen.getByTestId('redemption-elsewhere')).toHaveTextContent(
      'Ce séjour ne fait pas partie des séjours de votre coffret cadeau « Week-end romantique » : votre coffret s’utilise uniquement pour ses séjours.',
    );
    expect(screen.getByTestId('redemption-voucher-home')).toHaveAttribute('href', '/fr-fr/beneficiaire');
    expect(screen.getByTestId('redemption-voucher-home')).toHaveTextContent('Voir les séjours de votre coffret');
    expect(refused).not.toHaveTextContent('Saisissez à nouveau');
    expect(screen.getByTestId('redemption-book')).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
