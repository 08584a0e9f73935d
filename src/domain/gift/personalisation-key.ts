/**
 * Where a gift's personalisation is kept in the browser: one entry per gift. Apart from the
 * storage rules (personalisation-storage.ts, which parses entries with zod) so that the page
 * islands naming a key do not bring zod to the page's first load.
 */
export type GiftPersonalisationKind = 'box' | 'stay' | 'giftcard';

const KEY_PREFIX = 'escapade.gift-personalisation';

export function giftPersonalisationKey(kind: GiftPersonalisationKind, id: string): string {
  return `${KEY_PREFIX}.${kind}.${id}`;
}
