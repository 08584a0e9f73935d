/**
 * The results island's code (search-results-with-query.tsx), asked for from one place: by the loader
 * on intent (results-on-intent.tsx) and, after a client navigation, by the page's island beside the
 * loader (results-island.tsx). Turbopack writes each import() site's own list of chunks: two sites
 * would fetch the same code as two different sets of files.
 */
export const importResultsIsland = () => import('./search-results-with-query');
