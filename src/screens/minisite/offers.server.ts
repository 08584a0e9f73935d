import 'server-only';
import { searchStaysOrEmpty } from '@/api/search';
import type { ResultCard } from '@/components/blocks';
import { withMinisite } from '@/domain/minisite/context';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { OfferCard } from '@/domain/model/search';
import { productLink } from '@/routing/product-link';

/**
 * The partner's offers: the stay search asked for the partner's stays (criterion `minisite`), one
 * package per hotel, each card's link carrying the partner's context to the product page. A failed
 * search reads as no offers and the section hides (part 2 §8: search lists hide silently on error).
 */
export async function partnerOffers(partner: PartnerMinisite, locale: Locale, count: number): Promise<ResultCard[]> {
  const results = await searchStaysOrEmpty(
    { locale, type: 'stay', criteria: { minisite: partner }, limit: count, numberOfPackagesPerHotel: 1, location: 'minisite.offers' },
    { timeoutMs: 3000 },
  );
  return results.cards.slice(0, count).map((card) => partnerCard(card, locale, partner));
}

export function partnerCard(card: OfferCard, locale: Locale, partner: PartnerMinisite): ResultCard {
  const image = card.images[0];
  return {
    id: card.id,
    href: withMinisite(productLink(locale, card), partner),
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
