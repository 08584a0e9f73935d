import { withoutUndefined } from '../records';
import { DEFAULT_GIFT_FORMAT, decodeGiftFormat, type HashGiftFormat } from './gift-format';
import { systemClock, todayOf, type Clock, type HashCodec } from './hash-codec';
import { formatHashParams, readHashParams } from './hash-params';
import { DEFAULT_PAX, type Pax } from '@/domain/guests/pax';
import { decodePax, paxEntries } from './pax';
import { decodeStayDates, stayDateEntries, type StayDates } from './stay-dates';
import { decodeText, integerIn } from './value-decoders';
import { HOTEL_HASH_KEY_ORDER } from './hotel-hash-keys';

export { HOTEL_HASH_KEY_ORDER };

/**
 * The hotel page hash (part 2 §2 "Hotel page", §3): dates and guests of the booking flow, the
 * section to scroll to, and what the visitor came from. The dates and guests follow the search
 * hash's rules, so a link from the results keeps its meaning here.
 */
export interface HotelHash extends StayDates, Pax {
  /** 'products' scrolls to the offers once the hotel is loaded (part 2 §2). */
  anchor?: string;
  theme?: string;
  hotelId?: number;
  /** The offer the visitor picked. */
  id?: number;
  giftFormat: HashGiftFormat;
}


const decodeId = integerIn(1, Number.MAX_SAFE_INTEGER);

export function defaultHotelHash(): HotelHash {
  return { ...DEFAULT_PAX, giftFormat: DEFAULT_GIFT_FORMAT };
}

function parseHotelHash(hash: string, today: string | undefined): HotelHash {
  const { first } = readHashParams(hash);
  return withoutUndefined<HotelHash>({
    ...decodeStayDates({ checkin: first('checkin'), checkout: first('checkout'), night: first('night') }, today),
    ...decodePax({ a: first('a'), c: first('c'), b: first('b') }),
    hotelId: decodeId(first('hotelId')),
    id: decodeId(first('id')),
    theme: decodeText(first('theme')),
    giftFormat: decodeGiftFormat(first('giftFormat')) ?? DEFAULT_GIFT_FORMAT,
    anchor: decodeText(first('anchor')),
  });
}

function printHotelHash(value: HotelHash): string {
  const entries: Array<[string, string]> = [...stayDateEntries(value), ...paxEntries(value)];
  if (value.hotelId !== undefined) entries.push(['hotelId', String(value.hotelId)]);
  if (value.id !== undefined) entries.push(['id', String(value.id)]);
  if (value.theme !== undefined) entries.push(['theme', value.theme]);
  if (value.giftFormat !== DEFAULT_GIFT_FORMAT) entries.push(['giftFormat', value.giftFormat]);
  if (value.anchor !== undefined) entries.push(['anchor', value.anchor]);
  return formatHashParams(entries);
}

export function createHotelHashCodec(clock: Clock = systemClock): HashCodec<HotelHash> {
  return {
    keys: new Set(HOTEL_HASH_KEY_ORDER),
    defaults: defaultHotelHash,
    parse: (hash) => parseHotelHash(hash, todayOf(clock)),
    print: printHotelHash,
  };
}

export const hotelHashCodec = createHotelHashCodec();
