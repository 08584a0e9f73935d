'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { bffGet } from '@/bff/client';
import { hotelReviewsContract, reviewLanguageOf, type ReviewLanguage } from '@/bff/contracts/hotel-reviews';
import type { Locale } from '@/domain/model/locale';
import type { Review, ReviewSort } from '@/domain/model/review';

export interface ReviewFilters {
  sort: ReviewSort;
  language: ReviewLanguage;
}

/** What the modal shows: the pages loaded so far for one sort and language. */
export interface ShownReviews {
  filters: ReviewFilters;
  page: number;
  totalCount: number;
  hasMore: boolean;
  reviews: Review[];
}

export interface ReviewPages {
  /** The filters the controls show (those of the page being loaded, else of the list shown). */
  filters: ReviewFilters;
  shown: ShownReviews | null;
  loading: boolean;
  /** A new sort or language: page 1 again, the list replaced when it arrives (part 2 §4). */
  choose(filters: ReviewFilters): void;
  /** 'Show more': the next page, appended. */
  showMore(): void;
}

/**
 * The modal's paging over /api/hotel-reviews. The first page loads when the modal first opens
 * (and again on a later opening if it failed). One request at a time: a newer choice aborts the
 * older request. A failed request changes nothing on screen (part 2 §7: a reviews load error
 * renders nothing) — what was loaded stays, and the controls go back to what it shows.
 */
export function useReviewPages({ hotelId, locale, open }: { hotelId: number; locale: Locale; open: boolean }): ReviewPages {
  const [shown, setShown] = useState<ShownReviews | null>(null);
  const [pending, setPending] = useState<{ filters: ReviewFilters; page: number } | null>(null);
  const [initial] = useState<ReviewFilters>(() => ({ sort: 'DATE_DESC', language: reviewLanguageOf(locale) }));
  const request = useRef<AbortController | null>(null);

  const load = useCallback(
    (filters: ReviewFilters, page: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setPending({ filters, page });
      // Only the latest request settles: an older one was superseded (aborted) by a newer choice.
      const latest = () => request.current === controller;
      bffGet(hotelReviewsContract, { hotelId, locale, sort: filters.sort, language: filters.language, page }, { signal: controller.signal }).then(
        (answer) => {
          if (!latest()) return;
          setShown((current) => ({
            filters,
            page: answer.page,
            totalCount: answer.totalCount,
            hasMore: answer.hasMore,
            reviews: page > 1 && current ? [...current.reviews, ...answer.reviews] : answer.reviews,
          }));
          setPending(null);
        },
        () => {
          if (latest()) setPending(null);
        },
      );
    },
    [hotelId, locale],
  );

  // The first page, once per opening until one is shown (a failed first load is retried by the
  // next opening, not in a loop).
  const started = useRef(false);
  const idle = shown === null && pending === null;
  useEffect(() => {
    if (!open) started.current = false;
    else if (idle && !started.current) {
      started.current = true;
      load(initial, 1);
    }
  }, [open, idle, initial, load]);

  useEffect(
    () => () => {
      request.current?.abort();
      started.current = false;
    },
    [],
  );

  return {
    filters: pending?.filters ?? shown?.filters ?? initial,
    shown,
    loading: pending !== null,
    choose: (filters) => load(filters, 1),
    showMore: () => {
      if (shown?.hasMore) load(shown.filters, shown.page + 1);
    },
  };
}
