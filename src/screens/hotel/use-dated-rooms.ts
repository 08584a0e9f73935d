'use client';

import { useEffect, useState } from 'react';
import { bffGet } from '@/bff/client';
import { hotelRoomsContract, type HotelRoomsQuery } from '@/bff/contracts/hotel-rooms';
import type { RoomCard } from '@/domain/hotel/room-offers';

/** The rooms priced for a stay: undefined while loading, null when the call failed (hotelOffersState's input). */
export interface DatedRooms {
  rooms: RoomCard[] | null | undefined;
  retry(): void;
}

/**
 * The hotel's rooms priced for the hash's stay (GET /api/hotel/rooms), one call per stay and party:
 * a plain effect rather than React Query, which would add its runtime to the page's first load for
 * a single call. A newer stay aborts the older call; Try again asks once more.
 */
export function useDatedRooms(query: HotelRoomsQuery | null): DatedRooms {
  const key = query ? JSON.stringify(query) : null;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; rooms: RoomCard[] | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    bffGet(hotelRoomsContract, JSON.parse(key) as HotelRoomsQuery, { signal: controller.signal })
      .then((data) => setAnswer({ key, attempt, rooms: data.rooms }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, rooms: null });
      });
    return () => controller.abort();
  }, [key, attempt]);
  // Only the answer to this stay and this attempt counts: anything else is still loading.
  const current = answer !== null && answer.key === key && answer.attempt === attempt ? answer.rooms : undefined;
  return { rooms: key === null ? undefined : current, retry: () => setAttempt((count) => count + 1) };
}
