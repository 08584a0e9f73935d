import 'server-only';
import { fetchBoxes } from '@/api/box';
import { isJumbotronVisible } from '@/domain/content/countdown';
import type { CodeBoxCard, ResolvedBlock } from '@/components/blocks/types';
import type { BoxCodesBlock, ContentBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing';
import { isSlug } from '@/routing/segments';
import { loadTopResults, topResultsSearchOf } from './top-results.server';

/**
 * Server side of the content blocks: loads what a block only names (top search results, box
 * codes) and drops what must not show (a jumbotron whose countdown is outside its window, part 2
 * §4; a list that came back empty or failed, part 2 §8 "search and content lists return nothing
 * or hide silently on error"). Blocks keep their CMS order. Here, not in components/blocks: it
 * calls the travel API, which only screens and routes may (DESIGN §1).
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
          const results = await loadTopResults(topResultsSearchOf(block, locale), 'content.top-search-results');
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
