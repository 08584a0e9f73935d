import 'server-only';
import { searchStaysOrEmpty } from '@/api/search';
import type { ResultCard } from '@/components/blocks';
import { stayResultCard } from '@/components/blocks/stay-result';
import { withMinisite } from '@/domain/minisite/context';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { OfferCard } from '@/domain/model/search';

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
  const result = stayResultCard(card, locale);
  return { ...result, href: withMinisite(result.href, partner) };
}
