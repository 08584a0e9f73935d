import type { Ref } from 'react';
import { ISLAND_WRAPPER_STYLE } from './island-on-server';

/**
 * The wrapper of an island the browser has not loaded yet (desktopOnly, intentIsland): it keeps the
 * content the server put in it. An element given `dangerouslySetInnerHTML` keeps what the server
 * rendered inside, and React neither walks nor runs it. Nothing is inserted (the string is empty, a
 * constant): this is the one use besides JSON-LD (docs/decisions.md, 2026-11-28).
 */
export function KeptServerHtml({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <div style={ISLAND_WRAPPER_STYLE} ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
