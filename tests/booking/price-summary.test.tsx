import { render, screen } from '@testing-library/react';
import type { CheckoutPrice } from '@/domain/model/checkout';
import { getIntl } from '@/i18n/server';
import { PriceSummary } from '@/screens/booking/summary';

/**
 * The booking step's price lines with reductions (part 1 §3 Price): the total price, what the
 * promo code, each gift card and a voucher take off, and 'Total to pay' = remainingAmountToPay, the
 * one figure to pay; without reductions, 'Total to pay' alone (never two totals that disagree).
 */
const intl = getIntl('fr_FR');
const base: CheckoutPrice = {
  sellPrice: 30_000,
  refPrice: null,
  promo: 0,
  moneySaved: 0,
  nbRooms: 1,
  nights: 2,
  insuranceAmount: 1_500,
  totalPrice: 31_500,
  localTaxTotalAmount: null,
  promoCodeReductionAmount: 0,
  giftcards: [],
  remainingAmountToPay: 31_500,
};
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('PriceSummary with reductions', () => {
  it('the promo code and each gift card with what it takes off, then the total to pay', () => {
    const price = { ...base, promoCodeReductionAmount: 2_000, giftcards: [{ serialNumber: 'GC-1000-2000-3000', usedAmount: 5_000 }], remainingAmountToPay: 24_500 };
    render(<PriceSummary price={price} intl={intl} promoCode={{ code: 'ESCAPADE20', reductionAmount: 2_000 }} />);
    expect(screen.getByText('Prix total')).toBeInTheDocument();
    expect(text('booking-total')).toBe('315 €');
    expect(screen.getByText('Code promo ESCAPADE20')).toBeInTheDocument();
    expect(text('booking-promo-reduction')).toBe('-20 €');
    expect(screen.getByText('Carte cadeau GC-1000-2000-3000')).toBeInTheDocument();
    expect(text('booking-giftcard-used')).toBe('-50 €');
    expect(screen.getByText('Total à payer')).toBeInTheDocument();
    expect(text('booking-to-pay')).toBe('245 €');
  });

  it('a beneficiary’s voucher is a line too, and the total to pay is what remains', () => {
    const price = { ...base, remainingAmountToPay: 1_500 };
    render(<PriceSummary price={price} intl={intl} voucher={{ code: 'V-123', boxCode: 'SEJ1EBOX', value: 30_000, remainingAmountToPay: 1_500 }} />);
    expect(screen.getByText('Votre cadeau V-123')).toBeInTheDocument();
    expect(text('booking-voucher-reduction')).toBe('-300 €');
    expect(text('booking-to-pay')).toBe('15 €');
  });

  it('a voucher worth more than the stay takes off the stay’s price, never its whole value (issue 23)', () => {
    const price = { ...base, remainingAmountToPay: 0 };
    render(<PriceSummary price={price} intl={intl} voucher={{ code: 'V-124', boxCode: 'SEJ1EBOX', value: 34_990, remainingAmountToPay: 0 }} />);
    expect(text('booking-total')).toBe('315 €');
    expect(text('booking-voucher-reduction')).toBe('-315 €');
    expect(text('booking-to-pay')).toBe('0 €');
  });

  it('without reductions: one total line, the total to pay', () => {
    render(<PriceSummary price={base} intl={intl} />);
    expect(screen.getAllByText(/^Total/)).toHaveLength(1);
    expect(screen.getByText('Total à payer')).toBeInTheDocument();
    expect(text('booking-total')).toBe('315 €');
    expect(screen.queryByTestId('booking-to-pay')).not.toBeInTheDocument();
  });
});
