/**
 * Inline blocks of the 3-column results grid (part 1 §9): one after the first row (3 items), one
 * after the 9th item. A block needs the items before it: a short list shows no block after a row
 * it does not fill (docs/decisions.md).
 */
export const GRID_COLUMNS = 3;
export const FIRST_INLINE_BLOCK_AFTER = GRID_COLUMNS;
export const SECOND_INLINE_BLOCK_AFTER = 9;

export type GridEntry<Item, Block> = { type: 'item'; item: Item; index: number } | { type: 'block'; block: Block; slot: 'afterFirstRow' | 'afterNinth' };

export interface InlineBlocks<Block> {
  afterFirstRow?: Block | null;
  afterNinth?: Block | null;
}

export function gridWithInlineBlocks<Item, Block>(items: readonly Item[], blocks: InlineBlocks<Block>): GridEntry<Item, Block>[] {
  const entries: GridEntry<Item, Block>[] = [];
  items.forEach((item, index) => {
    entries.push({ type: 'item', item, index });
    const position = index + 1;
    if (position === FIRST_INLINE_BLOCK_AFTER && blocks.afterFirstRow) entries.push({ type: 'block', block: blocks.afterFirstRow, slot: 'afterFirstRow' });
    if (position === SECOND_INLINE_BLOCK_AFTER && blocks.afterNinth) entries.push({ type: 'block', block: blocks.afterNinth, slot: 'afterNinth' });
  });
  return entries;
}

/** Kinds of inline block the search page places. */
export type InlineBlockKind = 'gift' | 'promo' | 'targetedBanner' | 'box';

/** Customer-care mode hides the inline gift and promo blocks (part 1 §6). */
export function isInlineBlockShown(kind: InlineBlockKind, customerCare: boolean): boolean {
  return !(customerCare && (kind === 'gift' || kind === 'promo'));
}
