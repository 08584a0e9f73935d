function idOf(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The hotelId a hash carries ('#hotelId=1042&checkin=…'), or null when absent or not an id. */
export function hotelIdFromHash(hash: string): number | null {
  return idOf(new URLSearchParams(hash.replace(/^#/, '')).get('hotelId'));
}

/** The expired product's own id ('#hotelId=1042&id=8812'), or null: the page suggests the hotel's other offers, not it. */
export function expiredOfferIdFromHash(hash: string): number | null {
  return idOf(new URLSearchParams(hash.replace(/^#/, '')).get('id'));
}

/** The offers to suggest: every offer of the hotel but the expired one. */
export function otherOffersThan<Offer extends { id: number }>(offers: readonly Offer[], expiredId: number | null): Offer[] {
  return offers.filter((offer) => offer.id !== expiredId);
}
