import { use, type ComponentType } from 'react';

/** Layout-neutral: the island's own root lays out as if the wrapper were not there. */
export const ISLAND_WRAPPER_STYLE = { display: 'contents' } as const;

/**
 * The server's side of an island whose browser code loads later (desktopOnly, intentIsland): the
 * server renders it for every visitor, in place, in the wrapper the browser keeps. It imports the
 * code when its module first runs, so a render finds it there (the first render after a start waits
 * for it, without a Suspense boundary: nothing streams later). No `next/dynamic`: that would have the
 * page preload the code the browser is meant to fetch later.
 */
export function islandOnServer<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let ready: ComponentType<Props> | null = null;
  const code = load().then((Island) => (ready = Island));
  return function IslandOnServer(props: Props) {
    const Island = ready ?? use(code);
    return (
      <div style={ISLAND_WRAPPER_STYLE}>
        <Island {...props} />
      </div>
    );
  };
}
