/**
 * The gift card's amount (issue 12: preset values and a free amount within bounds we choose).
 * Bounds recorded in docs/decisions.md: whole euros from 20 to 1,000 — a card below 20 € buys
 * nothing on the site, one above 1,000 € is a fraud risk for a card sent by e-mail. Cents inside.
 */

export const GIFT_CARD_MIN_EUROS = 20;
export const GIFT_CARD_MAX_EUROS = 1000;
/** The amounts offered as one click (euros); 100 € is preselected. */
export const GIFT_CARD_PRESET_EUROS = [50, 100, 150, 200, 300] as const;
export const GIFT_CARD_DEFAULT_EUROS = 100;

export type GiftCardAmountError = 'empty' | 'notWhole' | 'belowMin' | 'aboveMax';

export type GiftCardAmountResult = { ok: true; cents: number } | { ok: false; error: GiftCardAmountError };

/**
 * A typed amount: whole euros, spaces and a trailing € allowed ('1 000 €'), ',00' or '.00' allowed
 * (people type them); anything else, cents included, is 'notWhole'.
 */
export function parseGiftCardAmount(text: string): GiftCardAmountResult {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (compact === '') return { ok: false, error: 'empty' };
  const match = /^(\d{1,7})(?:[.,]0{1,2})?$/.exec(compact);
  if (!match) return { ok: false, error: 'notWhole' };
  const euros = Number(match[1]);
  if (euros < GIFT_CARD_MIN_EUROS) return { ok: false, error: 'belowMin' };
  if (euros > GIFT_CARD_MAX_EUROS) return { ok: false, error: 'aboveMax' };
  return { ok: true, cents: euros * 100 };
}

/** An amount read from a link (cents): whole euros within the bounds, else not a gift card. */
export function isValidGiftCardCents(cents: number): boolean {
  return Number.isInteger(cents) && cents % 100 === 0 && cents >= GIFT_CARD_MIN_EUROS * 100 && cents <= GIFT_CARD_MAX_EUROS * 100;
}

/** The gift card's personalisation entry (one card is ordered at a time). */
export const GIFT_CARD_PERSONALISATION_ID = 'order';
