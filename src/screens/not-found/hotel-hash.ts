/** The hotelId a hash carries ('#hotelId=1042&checkin=…'), or null when absent or not an id. */
export function hotelIdFromHash(hash: string): number | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('hotelId');
  if (value === null || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
