/** Availability values schema.org names by URL. */
export type OfferAvailability = 'InStock' | 'Discontinued';

/** schema.org Offer of a price in cents (euros with two decimals, as the API's prices are in cents). */
export function offer(input: { priceCents: number; url: string; availability?: OfferAvailability }) {
  return {
    '@type': 'Offer',
    url: input.url,
    price: (input.priceCents / 100).toFixed(2),
    priceCurrency: 'EUR',
    availability: `https://schema.org/${input.availability ?? 'InStock'}`,
  } as const;
}
