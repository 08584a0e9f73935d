'use client';

import { lazy, Suspense } from 'react';
import { useFirstOpen } from '@/components/ui/use-first-open';
import type { Locale } from '@/domain/model/locale';

// The modal (Radix, styled-components, the paging state) is fetched when the pointer or the focus
// reaches the button, and mounted on the first click: the block's first load carries none of it.
const loadModal = () => import('./reviews-modal');
const ReviewsModal = lazy(loadModal);

export interface ReviewsButtonProps {
  hotelId: number;
  locale: Locale;
  /** 'See all reviews', written by the server: the button's first load carries no texts. */
  label: string;
  className?: string;
}

/**
 * 'See all reviews': opens the reviews modal. Once opened the modal stays mounted (closed), so
 * reopening it shows the pages, sort and language already chosen. Radix gives the focus back to
 * this button when the modal closes.
 */
export function ReviewsButton({ hotelId, locale, label, className }: ReviewsButtonProps) {
  const { opened, open, setOpen, openNow } = useFirstOpen();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={openNow}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        data-testid="reviews-open"
      >
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReviewsModal open={open} onOpenChange={setOpen} hotelId={hotelId} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
