import type { Locale } from '@/domain/model/locale';
import type { OfferCard } from '@/domain/model/search';
import { productLink } from '@/routing/product-link';
import type { ResultCard } from './types';

/** A stay of the search as a result card (a CMS top-results block, a partner page's offers): its product page, hotel, price and picture. */
export function stayResultCard(card: OfferCard, locale: Locale): ResultCard {
  const image = card.images[0];
  return {
    id: card.id,
    href: productLink(locale, card),
    title: card.hotel?.label ?? card.label,
    subtitle: card.hotel ? card.label : null,
    place: card.hotel?.location.label ?? null,
    stars: card.hotel?.stars ?? null,
    review: card.hotel?.review ?? null,
    priceCents: card.price.sellPrice,
    priceKind: card.price.priceType === 'FROM_PRICE' ? 'from' : 'final',
    imageUrl: image?.sizes['640_360'] ?? image?.url ?? card.imageUrl,
    imageAlt: image?.alt ?? '',
  };
}
