import { lowestActivityPrice } from '@/domain/activity/price';
import type { ActivityVoucher } from '@/domain/model/activity';
import { productData } from './product';

/**
 * An activity voucher's Product: the lowest price per participant (the cards' "from" price), the
 * main activity centre as its brand; an expired (unpublished) voucher is Discontinued.
 */
export function activityProductData(input: { voucher: ActivityVoucher; url: string; siteUrl: string }) {
  const { voucher } = input;
  const lowest = lowestActivityPrice(voucher.prices);
  return productData(
    {
      name: voucher.label,
      description: voucher.description,
      url: input.url,
      images: voucher.images.map((image) => image.url),
      brand: voucher.mainActivityCenter?.label ?? null,
      offer: lowest ? { priceCents: lowest.sellPrice, availability: voucher.published ? 'InStock' : 'Discontinued' } : null,
    },
    input.siteUrl,
  );
}
