/**
 * Idea cards shown per section before "See more" (part 2 §9 leaves it open): two rows of the
 * desktop's 4 columns. docs/decisions.md records the choice.
 */
export const IDEAS_INITIAL_COUNT = 8;
