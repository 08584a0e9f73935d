'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { OfferDetailProps } from './offer-detail/offer-detail';
import { useHotelPage } from './hotel-page-store';

const OfferDetail = dynamic(() => import('./offer-detail/offer-detail').then((module) => module.OfferDetail));

/**
 * The offer detail's code (its dialog, drawer, calls and the booking island) is fetched when the
 * visitor first chooses an offer, not with the page: most visits never open it. Once loaded it
 * stays mounted, so it opens and closes as any dialog.
 */
export function OfferDetailLoader(props: OfferDetailProps) {
  const chosen = useHotelPage((state) => state.detailOffer !== null);
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering (React's documented pattern): no effect, no extra frame.
  if (chosen && !wanted) setWanted(true);
  return wanted ? <OfferDetail {...props} /> : null;
}
