'use client';

import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { REVIEW_LANGUAGES, type ReviewLanguage } from '@/bff/contracts/hotel-reviews';
import type { Locale } from '@/domain/model/locale';
import { REVIEW_SORTS, type Review, type ReviewSort } from '@/domain/model/review';
import { formatScore } from '@/i18n/format';
import { reviewLanguageMessages, reviewSortMessages, reviewsMessages as m } from './messages';
import { REVIEW_DATE_FORMAT, reviewDay } from './review-date';
import { useReviewPages } from './use-review-pages';

export interface ReviewsModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  hotelId: number;
  locale: Locale;
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-4);
  margin-bottom: var(--space-4);
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-text-muted);
    border-radius: var(--radius-s);
    background: var(--color-surface);
    color: var(--color-text);
    font: inherit;
  }
`;

const Status = styled.p`
  margin: 0 0 var(--space-3);
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-bottom: var(--space-4);
  border-bottom: 1px solid var(--color-border);

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  p {
    margin: var(--space-2) 0 0;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const Score = styled.span`
  padding: 1px 6px;
  border-radius: var(--radius-s);
  background: var(--color-brand);
  color: #fff;
  font-weight: 700;
`;

const Point = styled.span`
  display: block;
  font-weight: 600;
`;

const Reset = styled.div`
  margin-bottom: var(--space-4);
`;

/**
 * All the reviews of a hotel, 10 at a time (part 2 §4, §8, §9): the four sorts, the language
 * filter (the site's language first), 'Show more' appending the next page; a new sort or language
 * starts again from page 1. Loaded lazily by ReviewsButton.
 */
export default function ReviewsModal({ open, onOpenChange, hotelId, locale }: ReviewsModalProps) {
  const intl = useIntl();
  const sortId = useId();
  const languageId = useId();
  const { filters, shown, loading, choose, showMore } = useReviewPages({ hotelId, locale, open });

  const languageSelect = useRef<HTMLSelectElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // After 'Show more', the focus goes to the first review added (the button may be gone).
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || !shown || shown.reviews.length <= index) return;
    firstAdded.current = null;
    (list.current?.children[index] as HTMLElement | undefined)?.focus();
  }, [shown]);

  const pick = (next: typeof filters) => {
    firstAdded.current = null;
    choose(next);
  };

  // The live region says what the list holds, the empty cases included (part 2 §8).
  let status = '';
  if (shown && shown.totalCount > 0) status = intl.formatMessage(m.count, { count: shown.totalCount });
  else if (shown) status = shown.filters.language === 'all' ? intl.formatMessage(m.empty) : intl.formatMessage(m.noneInLanguage, { language: shown.filters.language });
  else if (loading) status = intl.formatMessage(m.loading);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)} width={720} fullScreenOnMobile data-testid="reviews-modal">
      <Controls>
        <Field>
          <label htmlFor={sortId}>{intl.formatMessage(m.sort)}</label>
          <select id={sortId} value={filters.sort} onChange={(event) => pick({ ...filters, sort: event.target.value as ReviewSort })}>
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(reviewSortMessages[sort])}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={languageId}>{intl.formatMessage(m.language)}</label>
          <select
            ref={languageSelect}
            id={languageId}
            value={filters.language}
            onChange={(event) => pick({ ...filters, language: event.target.value as ReviewLanguage })}
          >
            {REVIEW_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {intl.formatMessage(reviewLanguageMessages[language])}
              </option>
            ))}
          </select>
        </Field>
      </Controls>

      <Status role="status" aria-busy={loading} data-testid="reviews-status">
        {status}
      </Status>

      {shown && shown.totalCount === 0 && shown.filters.language !== 'all' ? (
        <Reset>
          <Button
            variant="secondary"
            onClick={() => {
              pick({ ...filters, language: 'all' });
              languageSelect.current?.focus();
            }}
          >
            {intl.formatMessage(m.seeAllLanguages)}
          </Button>
        </Reset>
      ) : null}

      {shown && shown.reviews.length > 0 ? (
        <List ref={list} data-testid="reviews-list">
          {shown.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      ) : null}

      {shown?.hasMore ? (
        <Button
          variant="secondary"
          // aria-disabled, not disabled: the focus stays on the button while the page loads.
          aria-disabled={loading}
          onClick={() => {
            if (loading) return;
            firstAdded.current = shown.reviews.length;
            showMore();
          }}
          data-testid="reviews-show-more"
        >
          {intl.formatMessage(m.showMore)}
        </Button>
      ) : null}
    </Modal>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  const day = reviewDay(review.date);
  const score = formatScore(intl, review.average);
  return (
    <Item tabIndex={-1} data-testid="reviews-item">
      <h3>{review.customer?.trim() || intl.formatMessage(m.anonymous)}</h3>
      <Meta>
        <Score>
          <span aria-hidden="true">{intl.formatMessage(m.scoreOutOf, { score })}</span>
          <VisuallyHidden>{intl.formatMessage(m.scoreSpoken, { score })}</VisuallyHidden>
        </Score>
        {day ? <time dateTime={day.iso}>{intl.formatDate(day.date, REVIEW_DATE_FORMAT)}</time> : null}
      </Meta>
      {review.positive?.trim() ? (
        <p>
          <Point>{intl.formatMessage(m.positive)}</Point> {review.positive}
        </p>
      ) : null}
      {review.negative?.trim() ? (
        <p>
          <Point>{intl.formatMessage(m.negative)}</Point> {review.negative}
        </p>
      ) : null}
    </Item>
  );
}
