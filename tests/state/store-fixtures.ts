import { giftSetupCodec } from '@/state/hash/gift-setup-codec';
import { createHotelHashCodec } from '@/state/hash/hotel-hash-codec';
import { createSearchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { createHashStore } from '@/state/hash-store';
import { fixedClock } from './arbitraries';

/** Fresh stores per test (the app's stores are module singletons), on the tests' fixed day. */
export const createSearchStoreForTest = () => createHashStore(createSearchCriteriaCodec(fixedClock));
export const createHotelStoreForTest = () => createHashStore(createHotelHashCodec(fixedClock));
export const createGiftSetupStoreForTest = () => createHashStore(giftSetupCodec);
