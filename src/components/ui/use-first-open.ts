'use client';

import { useCallback, useState } from 'react';

/**
 * A dialog whose code loads on its first opening and then stays mounted (closed), so reopening it
 * keeps its state: `opened` says it was ever opened (mount it), `open` whether it shows now.
 */
export function useFirstOpen(): { opened: boolean; open: boolean; setOpen(open: boolean): void; openNow(): void } {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const openNow = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  return { opened, open, setOpen, openNow };
}
