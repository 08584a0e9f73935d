import { fetchBoxes } from '@/api/box';
import { isJumbotronVisible } from '@/api/cms';
import { searchActivityCatalogOrEmpty, searchStaysOrEmpty } from '@/api/search';
import type { BoxCodesBlock, ContentBlock, TopSearchResultsBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import type { ActivityCard, OfferCard } from '@/domain/model/search';
import { href, isSlug } from '@/routing';
import type { CodeBoxCard, ResolvedBlock, ResultCard } from './types';

/**
 * Server side of the content blocks: loads what a block only names (top search results, box
 * codes) and drops what must not show (a jumbotron whose countdown is outside its window, part 2
 * §4; a list that came back empty or failed, part 2 §8 "search and content lists return nothing
 * or hide silently on error"). Blocks keep their CMS order.
 */
export async function resolveBlocks(blocks: readonly ContentBlock[], context: { locale: Locale; now: Date }): Promise<ResolvedBlock[]> {
  const { locale, now } = context;
  const needsBoxes = blocks.some((block) => block.type === 'boxCodes' && block.codes.length > 0);
  const boxes = needsBoxes ? loadBoxCards(locale) : Promise.resolve(new Map<string, CodeBoxCard>());

  const resolved = await Promise.all(
    blocks.map(async (block): Promise<ResolvedBlock | null> => {
      switch (block.type) {
        case 'jumbotron':
          return isJumbotronVisible(block, now) ? block : null;
        case 'topSearchResults': {
          const results = await loadTopResults(block, locale);
          return results.length > 0 ? { ...block, results } : null;
        }
        case 'boxCodes': {
          const byCode = await boxes;
          const found = pickBoxes(block, byCode);
          return found.length > 0 ? { ...block, boxes: found } : null;
        }
        default:
          return block;
      }
    }),
  );
  return resolved.filter((block): block is ResolvedBlock => block !== null);
}

/** The stays (or activities) a top-results block shows, cut to its count (3 unless it says otherwise). */
export async function loadTopResults(block: Pick<TopSearchResultsBlock, 'searchParams' | 'criteria'>, locale: Locale): Promise<ResultCard[]> {
  const count = Math.max(0, Math.min(block.searchParams.resultsCount, 24));
  if (count === 0) return [];
  const city = block.criteria.city ?? undefined;
  const theme = block.criteria.theme ?? undefined;
  if (block.searchParams.type === 'activity') {
    const results = await searchActivityCatalogOrEmpty({ locale, limit: count, criteria: { city } });
    return results.cards.slice(0, count).map((card) => activityResult(card, locale));
  }
  const results = await searchStaysOrEmpty({
    locale,
    type: 'stay',
    criteria: { city, theme },
    limit: count,
    numberOfPackagesPerHotel: 1,
    location: 'content.top-search-results',
  });
  return results.cards.slice(0, count).map((card) => stayResult(card, locale));
}

function stayResult(card: OfferCard, locale: Locale): ResultCard {
  const image = card.images[0];
  return {
    id: card.id,
    href: href.product(locale, card.id, card.uri !== null && isSlug(card.uri) ? card.uri : undefined),
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

function activityResult(card: ActivityCard, locale: Locale): ResultCard {
  const image = card.images[0];
  return {
    id: card.id,
    href: href.activity(locale, card.id, card.uri !== null && isSlug(card.uri) ? card.uri : undefined),
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

/** One call for every box-codes block of the page: the site's digital boxes, by code. */
async function loadBoxCards(locale: Locale): Promise<Map<string, CodeBoxCard>> {
  const result = await fetchBoxes({ locale });
  const byCode = new Map<string, CodeBoxCard>();
  if (!result.ok) return byCode;
  for (const box of result.data) {
    if (!isSlug(box.slug)) continue;
    byCode.set(box.code, {
      code: box.code,
      href: href.box(locale, box.slug, box.code),
      title: box.title,
      sellPrice: box.sellPrice,
      referencePrice: box.referencePrice,
      promo: box.promo,
      imageUrl: box.images.mainBySize['640_360'] ?? box.images.main,
    });
  }
  return byCode;
}

function pickBoxes(block: BoxCodesBlock, byCode: ReadonlyMap<string, CodeBoxCard>): CodeBoxCard[] {
  return block.codes.flatMap((code) => {
    const box = byCode.get(code);
    return box ? [box] : [];
  });
}
