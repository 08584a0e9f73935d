import { giftSetupCodec, type GiftSetupHash } from './hash/gift-setup-codec';
import { createHashStore, type HashStore } from './hash-store';

/** The gift setup hash store; it shares the URL with other keys and rewrites only its own. */
export const giftSetupHashStore: HashStore<GiftSetupHash> = createHashStore(giftSetupCodec);

export function useGiftSetupHash(): GiftSetupHash {
  return giftSetupHashStore.useHashValue();
}
