/** The gift card page needs no upstream data: amounts and bounds are the shop's own (gift-card-amount). */
export type GiftCardData = { kind: 'page' };

export async function load(): Promise<GiftCardData> {
  return { kind: 'page' };
}
