import type { GiftBlock, SerpBoxBlock, TargetedBanner } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { isInlineBlockShown } from '@/domain/search';
import type { SearchFlow } from '@/routing/route';

/** Locales whose stay results carry the gift block (part 1 §9 "gift-layout locales"). */
export const GIFT_LAYOUT_LOCALES: readonly Locale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];

export type InlineBlock =
  | { kind: 'gift'; block: GiftBlock }
  | { kind: 'targetedBanner'; banner: TargetedBanner }
  | { kind: 'box'; block: SerpBoxBlock };

export interface InlineBlockPlan {
  afterFirstRow: InlineBlock | null;
  afterNinth: InlineBlock | null;
}

/**
 * Which inline block goes where (part 1 §2, §6, §9; the placement is ours, docs/decisions.md):
 * - booking and hotel flows: the gift block after the first row (gift-layout locales, Italian
 *   variant on it_IT), the targeted banner after the 9th item;
 * - gifting: the box block (up to 4 columns) after the first row, the targeted banner after the 9th;
 * - other flows: the targeted banner after the 9th item;
 * - a block with no content moves the next one up; customer-care mode hides the gift block.
 */
export function planInlineBlocks(input: {
  flow: SearchFlow;
  locale: Locale;
  customerCare: boolean;
  gift: GiftBlock | null;
  targeted: TargetedBanner | null;
  box: SerpBoxBlock | null;
}): InlineBlockPlan {
  const queue: InlineBlock[] = [];
  const stays = input.flow === 'booking' || input.flow === 'hotel';
  if (stays && input.gift && GIFT_LAYOUT_LOCALES.includes(input.locale) && isInlineBlockShown('gift', input.customerCare)) {
    queue.push({ kind: 'gift', block: input.gift });
  }
  if (input.flow === 'gifting' && input.box && input.box.boxes.length > 0 && isInlineBlockShown('box', input.customerCare)) {
    queue.push({ kind: 'box', block: input.box });
  }
  if (input.targeted && isInlineBlockShown('targetedBanner', input.customerCare)) queue.push({ kind: 'targetedBanner', banner: input.targeted });
  // With only the targeted banner, it keeps its place after the 9th item.
  if (queue.length === 1 && queue[0]?.kind === 'targetedBanner') return { afterFirstRow: null, afterNinth: queue[0] };
  return { afterFirstRow: queue[0] ?? null, afterNinth: queue[1] ?? null };
}
