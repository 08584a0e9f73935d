import 'server-only';
import { searchActivityCatalogOrEmpty, searchStaysOrEmpty } from '@/api/search';
import type { Locale } from '@/domain/model/locale';
import type { ActivityCard, OfferCard } from '@/domain/model/search';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href, isSlug } from '@/routing';
import { landingMessages as m } from './messages';
import type { LandingResultCard, LandingResultsAnswer } from './results-contract';

export interface LandingResultsQuery {
  locale: Locale;
  type: 'weekend' | 'activity';
  city?: string;
  theme?: string;
  count: number;
}

const slugOrUndefined = (uri: string | null) => (uri !== null && isSlug(uri) ? uri : undefined);

/**
 * The offers of one top-results block, as display-ready cards. Search failures read as no
 * results (part 2 §5: "search results are skipped on any error"). Stays: one package per hotel;
 * activities: the catalogue search, cut to the block's count (part 2 §9).
 */
export async function landingResults(query: LandingResultsQuery): Promise<LandingResultsAnswer> {
  const intl = getIntl(query.locale);
  const from = (cents: number) => intl.formatMessage(m.from, { price: formatPrice(intl, cents) });
  if (query.type === 'weekend') {
    const results = await searchStaysOrEmpty({
      locale: query.locale,
      type: 'stay',
      criteria: { city: query.city, theme: query.theme },
      limit: query.count,
      numberOfPackagesPerHotel: 1,
      location: 'landing.top-results',
    });
    return { cards: results.cards.slice(0, query.count).map((card) => stayCard(query.locale, card, from)) };
  }
  const results = await searchActivityCatalogOrEmpty({ locale: query.locale, limit: query.count, criteria: { city: query.city } });
  return { cards: results.cards.slice(0, query.count).map((card) => activityCard(query.locale, card, from)) };
}

function stayCard(locale: Locale, card: OfferCard, from: (cents: number) => string): LandingResultCard {
  const place = card.hotel?.location.label;
  return {
    id: card.id,
    title: card.label,
    subtitle: card.hotel ? [card.hotel.label, place].filter(Boolean).join(' · ') : null,
    href: href.product(locale, card.id, slugOrUndefined(card.uri)),
    imageUrl: card.images[0]?.sizes['640_360'] ?? card.imageUrl,
    price: from(card.price.sellPrice),
  };
}

function activityCard(locale: Locale, card: ActivityCard, from: (cents: number) => string): LandingResultCard {
  return {
    id: card.id,
    title: card.label,
    subtitle: card.centre ? [card.centre.label, card.centre.locationLabel].filter(Boolean).join(' · ') : null,
    href: href.activity(locale, card.id, slugOrUndefined(card.uri)),
    imageUrl: card.images[0]?.sizes['640_360'] ?? card.imageUrl,
    price: from(card.sellPrice),
  };
}
