import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { OfferedMethod } from '@/domain/checkout/payment-methods';
import { clientMessages } from '@/i18n/client-messages';
import { paymentStepMessageGroup } from '@/screens/payment/message-group';
import { PaymentForm } from '@/screens/payment/payment-form';

/**
 * The payment step's island before and after hydration: on the server HTML, Pay and the methods are
 * disabled, so a Pay pressed before React runs cannot submit the bare form to the page (a GET carrying
 * the radio's generated name, which paid nothing and left the traveller on a page without its island).
 */
const methods: OfferedMethod[] = [
  { method: 'card', alma: null },
  { method: 'paypal', alma: null },
];

const island = (
  <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [paymentStepMessageGroup])}>
    <PaymentForm locale="fr_FR" checkoutId="abc-123" amount={18900} methods={methods} today="2026-11-28" disabled={false} />
  </IntlProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('PaymentForm', () => {
  it('is disabled in the server HTML and usable once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const pay = () => screen.getByTestId('payment-pay');
    expect(pay()).toBeDisabled();
    expect(screen.getByRole('group')).toBeDisabled();

    await act(async () => {
      root = hydrateRoot(container, island);
    });
    expect(pay()).toBeEnabled();
    expect(pay()).toHaveTextContent(/^Payer/);
    expect(screen.getByRole('group')).toBeEnabled();
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', 'card');
  });

  it('stays disabled once hydrated when nothing can be paid (the price moved)', async () => {
    const container = document.createElement('div');
    const moved = (
      <IntlProvider locale="fr-FR" messages={clientMessages('fr_FR', [paymentStepMessageGroup])}>
        <PaymentForm locale="fr_FR" checkoutId="abc-123" amount={18900} methods={methods} today="2026-11-28" disabled />
      </IntlProvider>
    );
    container.innerHTML = renderToString(moved);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, moved);
    });
    expect(screen.getByTestId('payment-pay')).toBeDisabled();
  });
});
