'use client';

import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeToAccount } from '@/components/shell/rules/account';
import { intentIsland } from '@/components/ui/intent-island';
import { useLocationHash } from '@/state/hash/location-hash';
import { useSearchResultsTracking } from '@/tracking/result-items';
import { importResultsIsland } from './results-code';
import { resultsLoadNow } from './results-load-now';
import type { SearchResultsProps } from './search-results';

type LoaderProps = SearchResultsProps & { loadNow: boolean };

/**
 * The results island (filters, cards' buttons, pagination, React Query: 37 kB of scripts) loads when
 * the visitor reaches for the results (issue 24): until then the server's first page stands in its
 * place, its cards plain links. A click on a button meanwhile is made again once the code is there.
 */
const SearchResultsWithQuery = intentIsland<LoaderProps>(() => importResultsIsland().then((module) => module.default), {
  atOnce: ({ loadNow }) => loadNow,
  replay: true,
});

// Signed in is the account cookie alone (use-wishlist.ts); the server's render knows no visitor.
const signedInNow = () => isSignedIn(document.cookie, true);
const signedInOnServer = () => false;

/**
 * The island loads with the page when the server's first page is not what this visitor should see
 * (results-load-now.ts), followed through back and forward and sign-out. The page the server sent is
 * tracked here, with the page: the island tracks each page after it.
 */
export default function ResultsOnIntent(props: SearchResultsProps) {
  const hash = useLocationHash();
  const signedIn = useSyncExternalStore(subscribeToAccount, signedInNow, signedInOnServer);
  useSearchResultsTracking(props.initialResults, `search-${props.path.flow}`);
  return <SearchResultsWithQuery {...props} loadNow={resultsLoadNow(props.path.flow, { hash, signedIn })} />;
}
