import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/routing/route';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { hotelFlowFallback } from './hotel-flow-fallback';

/**
 * A hotel-flow page whose hash names no hotel goes to the booking search with the same criteria
 * (hotel-flow-fallback.ts). Only once the hash is read: the server renders every hotel page
 * without it. `replace`: the hotel page without a hotel is not a step to come back to.
 */
export function useHotelFlowFallback(locale: Locale, flow: SearchFlow, criteria: SearchHashCriteria, hydrated: boolean): void {
  const router = useRouter();
  const target = hydrated ? hotelFlowFallback(locale, flow, criteria) : null;
  useEffect(() => {
    if (target !== null) router.replace(target);
  }, [router, target]);
}
