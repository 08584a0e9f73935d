import 'server-only';
import { searchActivityCatalogOrEmpty, searchStaysOrEmpty } from '@/api/search';
import { stayResultCard } from '@/components/blocks/stay-result';
import type { ResultCard } from '@/components/blocks/types';
import { topResultsCriteria, topResultsSearchOf as searchOfBlock, type TopResultsSearch as BlockSearch } from '@/domain/content/top-results-search';
import type { TopSearchResultsBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import type { ActivityCard } from '@/domain/model/search';
import { href } from '@/routing';
import { isSlug } from '@/routing/segments';
import { getFeatures } from '@/settings/features';

/** What a top-results block searches (the home's and the landings' blocks, part 2 §2 and §9), on a site. */
export interface TopResultsSearch extends BlockSearch {
  locale: Locale;
}

/** A CMS block asks at most this many (two rows of a wide home). */
export const TOP_RESULTS_MAX = 24;

/** A server-rendered block's search: the domain's reading of the block. */
export function topResultsSearchOf(block: Pick<TopSearchResultsBlock, 'searchParams' | 'criteria'>, locale: Locale): TopResultsSearch {
  return { locale, ...searchOfBlock(block, TOP_RESULTS_MAX) };
}

/**
 * The offers of one top-results block, cut to its count: stays one package per hotel, activities
 * from the catalogue search. Failures read as no results (part 2 §8: "search and content lists
 * return nothing or hide silently on error"): the caller hides an empty block. `location` names
 * the page in the search API's tracking.
 */
export async function loadTopResults(search: TopResultsSearch, location: string): Promise<ResultCard[]> {
  const { locale, count } = search;
  const criteria = topResultsCriteria(search);
  if (search.type === 'activity') {
    // No activity offers while the activity-only feature is off: the empty block hides.
    if (!getFeatures().activityOnly) return [];
    const results = await searchActivityCatalogOrEmpty({ locale, limit: count, criteria });
    return results.cards.slice(0, count).map((card) => activityResult(card, locale));
  }
  const results = await searchStaysOrEmpty({ locale, type: 'stay', criteria, limit: count, numberOfPackagesPerHotel: 1, location });
  return results.cards.slice(0, count).map((card) => stayResultCard(card, locale));
}

const slugOrUndefined = (uri: string | null) => (uri !== null && isSlug(uri) ? uri : undefined);

function activityResult(card: ActivityCard, locale: Locale): ResultCard {
  const image = card.images[0];
  return {
    id: card.id,
    href: href.activity(locale, card.id, slugOrUndefined(card.uri)),
    title: card.label,
    subtitle: card.centre?.label ?? null,
    place: card.centre?.locationLabel ?? null,
    stars: card.centre?.stars ?? null,
    review: null,
    priceCents: card.sellPrice,
    priceKind: 'perPerson',
    imageUrl: image?.sizes['640_360'] ?? image?.url ?? card.imageUrl,
    imageAlt: image?.alt ?? '',
  };
}
