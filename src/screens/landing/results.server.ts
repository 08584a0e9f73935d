import 'server-only';
import type { LandingResultCard, LandingResultsAnswer, LandingResultsQuery } from '@/bff/contracts/landing-results';
import type { ResultCard } from '@/components/blocks/types';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { loadTopResults } from '../content/top-results.server';
import { landingMessages as m } from './messages';

/**
 * The offers of one landing top-results block (the home's loader, part 2 §9), as display-ready
 * cards for the island. Search failures read as no results; the island then hides the block.
 */
export async function landingResults(query: LandingResultsQuery): Promise<LandingResultsAnswer> {
  const results = await loadTopResults(query, 'landing.top-results');
  if (results.length === 0) return { cards: [] };
  const intl = getIntl(query.locale);
  const from = (cents: number) => intl.formatMessage(m.from, { price: formatPrice(intl, cents) });
  return { cards: results.map((result) => landingCard(result, from)) };
}

function landingCard(result: ResultCard, from: (cents: number) => string): LandingResultCard {
  return {
    id: result.id,
    title: result.title,
    subtitle: [result.subtitle, result.place].filter(Boolean).join(' · ') || null,
    href: result.href,
    imageUrl: result.imageUrl,
    price: from(result.priceCents),
  };
}
