/**
 * An island's browser code, fetched once when first asked for (desktopOnly, intentIsland): `loaded`
 * once it has arrived; a failed fetch is forgotten, so a later ask (the next page, the next intent)
 * fetches again.
 */
export interface IslandCode<T> {
  readonly loaded: T | null;
  fetch(): Promise<T>;
}

export function islandCode<T>(load: () => Promise<T>): IslandCode<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    fetch: () =>
      (loading ??= load().then(
        (island) => {
          loaded = island;
          return island;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
