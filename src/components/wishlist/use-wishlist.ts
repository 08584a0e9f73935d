'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { BffError, bffGet, bffPost } from '@/bff/client';
import { WISHLIST_UNAUTHENTICATED, wishlistAddContract, wishlistContract, wishlistRemoveContract } from '@/bff/contracts/wishlist';
import { isSignedIn, subscribeToAccount } from '@/components/shell/rules/account';
import type { Locale } from '@/domain/model/locale';
import type { OfferCard } from '@/domain/model/search';
import { href } from '@/routing/href';
import { productLink } from '@/routing/product-link';
import { createWishlistStore, INITIAL_WISHLIST, type WishlistCallOutcome, type WishlistState } from './wishlist-store';

const outcomeOf = (error: unknown): Exclude<WishlistCallOutcome, 'ok'> =>
  error instanceof BffError && error.status === WISHLIST_UNAUTHENTICATED ? 'unauthenticated' : 'failed';

const call = (request: () => Promise<void>): Promise<WishlistCallOutcome> => request().then(() => 'ok' as const, outcomeOf);

/**
 * One store for the page: every card's heart reads it. The toggle of the customer account is the
 * server's (the BFF answers 401 when it is off), so "signed in" here is the cookie alone.
 */
const store = createWishlistStore({
  signedIn: () => isSignedIn(document.cookie, true),
  fetchIds: () => bffGet(wishlistContract, {}).then(({ productIds }) => ({ outcome: 'ok' as const, ids: productIds }), (error: unknown) => ({ outcome: outcomeOf(error) })),
  add: (item) => call(() => bffPost(wishlistAddContract, item)),
  remove: (productId) => call(() => bffPost(wishlistRemoveContract, { productId })),
  // The origin is the whole current URL, hash included (the header's sign-in link does the same).
  goToSignIn: () => window.location.assign(href.account.signIn(window.location.href)),
  now: () => Date.now(),
});

const serverSnapshot = () => INITIAL_WISHLIST;

/**
 * The wishlist of full offer cards: `wishlisted(id)` fills a heart, `toggle(card)` is the cards'
 * `onWishlist` (stable: the cards are memoised). Loads once after mount.
 */
export function useWishlist(locale: Locale): { state: WishlistState; toggle(card: OfferCard): void } {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  useEffect(() => {
    void store.load();
    return subscribeToAccount(() => store.accountChanged());
  }, []);
  const toggle = useCallback(
    (card: OfferCard) => void store.toggle({ productId: card.id, label: card.hotel?.label ?? card.label, path: productLink(locale, card) }),
    [locale],
  );
  return { state, toggle };
}
