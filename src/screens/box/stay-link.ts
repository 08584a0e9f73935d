import type { BoxStayCard } from '@/bff/contracts/box-offers';
import type { Locale } from '@/domain/model/locale';
import type { BoxStay } from '@/domain/model/search';
import { productLink, type ProductRef } from '@/routing/product-link';

/**
 * A stay of a box leads to its product page in box mode (issue 12, contract 3): the product's
 * path and `?box=` the box's digital code, which the product page reads to show the stay as
 * included in that box.
 */
export function boxStayHref(locale: Locale, stay: ProductRef, digitalCode: string): string {
  return `${productLink(locale, stay)}?${new URLSearchParams({ box: digitalCode }).toString()}`;
}

export function boxStayCard(locale: Locale, stay: BoxStay, digitalCode: string): BoxStayCard {
  const image = stay.images[0];
  return {
    id: stay.id,
    label: stay.label,
    hotel: stay.hotel?.label ?? null,
    place: stay.hotel?.location.label ?? null,
    imageUrl: image?.sizes['640_360'] ?? stay.imageUrl ?? image?.url ?? null,
    imageAlt: image?.alt?.trim() || stay.label,
    href: boxStayHref(locale, stay, digitalCode),
  };
}
