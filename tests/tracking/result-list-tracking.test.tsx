import { trackListShown } from '@/tracking/result-list-tracking';

type Host = { dataLayer?: Array<Record<string, unknown>> };

/** select_item before the browser leaves: the card stays a plain link, one delegated listener pushes the event. */
describe('result list tracking in the page', () => {
  beforeEach(() => {
    (window as Host).dataLayer = [];
    document.body.innerHTML = `
      <article data-card-id="101"><h3><a href="/fr-fr/p/101">Hôtel du Parc</a></h3><button type="button">See on the map</button></article>
      <article data-card-id="102"><h3><a href="/fr-fr/p/102">Villa Mare</a></h3></article>`;
  });

  it('pushes view_item_list for the page shown, then select_item for the clicked card only', () => {
    trackListShown(
      [
        { id: 101, name: 'Hôtel du Parc', priceCents: 18950, category: 'weekend' },
        { id: 102, name: 'Villa Mare', priceCents: 12300, category: 'weekend' },
      ],
      { name: 'search-booking', firstIndex: 12 },
    );
    const layer = () => (window as Host).dataLayer!;
    expect(layer().map((entry) => entry.event ?? 'clear')).toEqual(['clear', 'view_item_list']);

    // Another control inside the card is not a selection.
    document.querySelector('button')!.click();
    expect(layer()).toHaveLength(2);

    const link = document.querySelector<HTMLAnchorElement>('[data-card-id="102"] a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    const last = layer().at(-1) as { event: string; ecommerce: { items: Array<{ item_id: string; index: number; price: number }> } };
    expect(last.event).toBe('select_item');
    expect(last.ecommerce.items).toEqual([expect.objectContaining({ item_id: '102', index: 13, price: 123 })]);
  });

  it('an empty page pushes no view_item_list', () => {
    trackListShown([], { name: 'search-booking', firstIndex: 0 });
    expect((window as Host).dataLayer).toEqual([]);
  });
});
