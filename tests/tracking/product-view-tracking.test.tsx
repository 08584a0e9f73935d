import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductViewTracking } from '@/tracking/product-view-tracking';

const host = window as unknown as { dataLayer?: unknown[] };


describe('view_item on the product page (part 2 §7)', () => {
  afterEach(() => {
    host.dataLayer = [];
  });

  it('pushes view_item once per product, in euros with the default stay, after clearing ecommerce', () => {
    host.dataLayer = [];
    const { rerender } = render(<ProductViewTracking id={100429} name="Escapade culturelle" priceCents={33100} category="stay" />);
    rerender(<ProductViewTracking id={100429} name="Escapade culturelle" priceCents={33100} category="stay" />);
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 331,
          adults: 2,
          kids: 0,
          babies: 0,
          nights: 1,
          items: [{ item_id: '100429', item_name: 'Escapade culturelle', price: 331, item_category: 'stay', quantity: 1 }],
        },
      },
    ]);
  });
});
