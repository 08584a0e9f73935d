/** One choice of the gift drawer (part 2 §2 gift drawer): where it leads and whether it may prefetch. */
export interface GiftChoice {
  id: 'box' | 'stay' | 'card' | 'activity';
  href: string;
  /** Prefetched on intent; absent or false (a screen not built yet): never prefetched. */
  prefetch?: boolean;
}
