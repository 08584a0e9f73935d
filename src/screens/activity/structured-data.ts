import { lowestActivityPrice } from '@/domain/activity/price';
import type { ActivityVoucher } from '@/domain/model/activity';

/**
 * schema.org Product with its Offer: the voucher as crawlers index it. The price is the lowest
 * price per participant (euros, two decimals), the "from" price of the cards; an expired
 * (unpublished) voucher is Discontinued. The brand is the main activity centre.
 */
export function activityStructuredData(input: { voucher: ActivityVoucher; url: string; imageUrls: string[] }) {
  const { voucher, url, imageUrls } = input;
  const lowest = lowestActivityPrice(voucher.prices);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: voucher.label,
    ...(voucher.description ? { description: voucher.description } : {}),
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    ...(voucher.mainActivityCenter ? { brand: { '@type': 'Brand', name: voucher.mainActivityCenter.label } } : {}),
    ...(lowest
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (lowest.sellPrice / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: voucher.published ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
          },
        }
      : {}),
  };
}
