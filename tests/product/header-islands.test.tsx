import { act, screen } from '@testing-library/react';
import { publishQuotedStay, useQuotedStay, type QuotedStay } from '@/screens/product/booking/quoted-stay';
import { productIslandsMessageGroup } from '@/screens/product/message-group';
import { renderIsland } from '../search-box/render';
import { productHeader } from './product-header';

vi.mock('@/screens/product/islands', () => import('@/screens/product/page-islands'));

/** The header's price and cancellation label: the server's from-price, then the quoted stay's (part 1 §2, §4, §6). */
describe('product header: price and cancellation label', () => {
  afterEach(() => act(() => useQuotedStay.setState({ stay: null })));
  const header = (gifting = false) => renderIsland(productHeader(gifting ? 'gifting' : 'booking'), 'fr_FR', [productIslandsMessageGroup]);
  const quoted: QuotedStay = {
    sellPrice: 80400,
    refPrice: 95716,
    promo: 16,
    nights: 2,
    people: 3,
    checkin: '2026-12-04',
    cancellation: { key: 'offerCard.cancellation.modifiableUntil', values: { deadline: '2026-11-27' } },
  };

  it('without a quoted stay: the from-price for 2 people and the call to add dates', () => {
    header();
    expect(screen.getByTestId('product-price')).toHaveAttribute('data-price-type', 'from');
    expect(screen.getByTestId('product-price')).toHaveTextContent('À partir de 261 €');
    expect(screen.getByTestId('product-price')).toHaveTextContent('-16 %');
    expect(screen.getByTestId('product-price')).toHaveTextContent('1 nuit pour 2 personnes');
    expect(screen.getByTestId('product-cancellation')).toHaveTextContent('Ajoutez vos dates');
  });

  it('once the booking island quotes a stay: its final price, nights, people and cancellation deadline', async () => {
    header();
    act(() => publishQuotedStay(quoted));
    // The quoted header loads with the first quote; the server's price stays on screen meanwhile.
    expect(await screen.findByText('Votre séjour')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveAttribute('data-price-type', 'final');
    expect(screen.getByTestId('product-price')).toHaveTextContent('804 €');
    expect(screen.getByTestId('product-price')).toHaveTextContent('2 nuits pour 3 personnes');
    expect(await screen.findByText(/27 novembre/)).toHaveAttribute('data-testid', 'product-cancellation');
    act(() => publishQuotedStay({ ...quoted, cancellation: { key: 'offerCard.cancellation.nonRefundable', values: {} } }));
    expect(screen.getByTestId('product-cancellation')).toHaveTextContent('Non échangeable et non remboursable');
    // A full-refund cover chosen in the booking island: the header says what that cover gives.
    act(() => publishQuotedStay({ ...quoted, cancellation: { key: 'cancellation.label.fullRefundUntil', values: { deadline: '2026-12-03' } } }));
    expect(screen.getByTestId('product-cancellation')).toHaveTextContent("Annulation gratuite avec remboursement intégral jusqu'au 3 décembre");
    // The quote withdrawn (dates cleared): the server's from-price and call to add dates again.
    act(() => publishQuotedStay(null));
    expect(screen.getByTestId('product-price')).toHaveAttribute('data-price-type', 'from');
    expect(screen.getByTestId('product-cancellation')).toHaveTextContent('Ajoutez vos dates');
  });

  it('gifting keeps the gift price, without reference price or promo, whatever was quoted', () => {
    header(true);
    act(() => publishQuotedStay(quoted));
    expect(screen.getByTestId('product-price')).toHaveAttribute('data-price-type', 'gift');
    expect(screen.getByTestId('product-price')).toHaveTextContent('261 €');
    expect(screen.getByTestId('product-price')).not.toHaveTextContent('-16');
    expect(screen.queryByTestId('product-cancellation')).toBeNull();
  });
});
