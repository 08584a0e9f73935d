'use client';

import { useMemo } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { Drawer } from '@/components/ui/drawer';
import { Modal } from '@/components/ui/modal';
import type { Pax } from '@/domain/guests/pax';
import type { Locale } from '@/domain/model/locale';
import { bookingStayOf } from '@/domain/booking/stay';
import { hotelHashStore } from '@/state/hotel-hash-store';
import { useScreenType } from '@/state/screen-type';
import { closeOfferDetail, useHotelPage } from '../hotel-page-store';
import { OfferDetailBody } from './offer-detail-body';
import { useDetailFollowsHashOffer } from './use-detail-follows-hash-offer';
import { useOfferDetail } from './use-offer-detail';

/** The large modal's width on desktop: the content and the booking panel side by side. */
export const OFFER_DETAIL_MODAL_WIDTH = 1080;

export interface OfferDetailProps {
  locale: Locale;
  /** The page's hotel: the dialog's name until the offer's own label has loaded. */
  hotel: { id: number; label: string; checkInOut: { checkin: string | null; checkout: string | null } };
}

/**
 * The hotel page's offer detail (part 2 §2 "Offer detail opens as a bottom drawer on mobile and a
 * large modal on desktop"; §3 "Offer detail"; §4 "Offer selection", "Booking options"): open while
 * the page's store holds an offer. Closing it (close button, Escape, outside click) clears the
 * store; the dialog gives the focus back to the offer button that opened it.
 */
export function OfferDetail(props: OfferDetailProps) {
  return (
    <QueryProvider>
      <OfferDetailDialog {...props} />
    </QueryProvider>
  );
}

function OfferDetailDialog({ locale, hotel }: OfferDetailProps) {
  const detailOffer = useHotelPage((state) => state.detailOffer);
  const screen = useScreenType();
  const hash = hotelHashStore.useHashValue();
  const pax: Pax = useMemo(() => ({ adults: hash.adults, children: hash.children, babies: hash.babies }), [hash.adults, hash.children, hash.babies]);
  const stay = useMemo(() => bookingStayOf(hash), [hash]);
  useDetailFollowsHashOffer(detailOffer, hash.id);
  const call = useOfferDetail({ locale, offerId: detailOffer, stay, pax });

  // Closed, the Radix root renders nothing (our panels have no exit animation to wait for).
  const open = detailOffer !== null;
  const onOpenChange = (next: boolean) => {
    if (!next) closeOfferDetail();
  };
  const detail = call.data ?? null;
  const title = detail?.label ?? hotel.label;
  const body = open ? (
    <OfferDetailBody
      locale={locale}
      hotelId={hotel.id}
      stay={stay}
      state={{ detail, failed: call.isError, fetching: call.isFetching, retry: () => void call.refetch() }}
    />
  ) : null;
  // The screen is measured on mount, long before an offer is chosen; a phone-first drawer until then.
  return screen === 'desktop' ? (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width={OFFER_DETAIL_MODAL_WIDTH} data-testid="offer-detail-modal">
      {body}
    </Modal>
  ) : (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} mobile="bottom" data-testid="offer-detail-drawer">
      {body}
    </Drawer>
  );
}
