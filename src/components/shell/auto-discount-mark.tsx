'use client';

import { useEffect } from 'react';
import { isAutoDiscountVariation } from '@/domain/experiments/assignment';
import { useAssignmentFact } from '@/experiments/visitor-assignment';

/** The attribute `<html>` carries while the visitor is in the automatic discount's variation. */
export const AUTO_DISCOUNT_ATTRIBUTE = 'data-auto-discount';

/**
 * Marks the document for a visitor the automatic discount's variation assigned (part 1 §6). The
 * offer cards' discount lines are drawn by the server for every visitor, in their own room, and the
 * stylesheet shows them only under this mark (offer-card.module.css): a card shows its discount as
 * the server's HTML, with no island to run (the search results load theirs on intent). Renders nothing.
 */
export function AutoDiscountMark() {
  const assigned = useAssignmentFact(isAutoDiscountVariation, false);
  useEffect(() => {
    document.documentElement.toggleAttribute(AUTO_DISCOUNT_ATTRIBUTE, assigned);
  }, [assigned]);
  return null;
}
