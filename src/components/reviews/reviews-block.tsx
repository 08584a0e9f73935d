import { ruleText } from '@/components/offer-card/rule-text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { reviewScoreDisplay } from '@/domain/cards/review-score';
import type { Locale } from '@/domain/model/locale';
import type { ReviewsBlock } from '@/domain/model/review';
import { criteriaBars } from '@/domain/product/reviews';
import { formatScore } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { reviewCriterionMessages, reviewsBlockMessages as b } from './block-messages';
import { reviewsMessages as m } from './messages';
import { REVIEW_DATE_FORMAT, reviewDay } from './review-date';
import { ReviewsButton } from './islands';
import styles from './reviews.module.css';

/** The id of the block's h2: the page's Reviews tab scrolls to `#reviews`. */
export const REVIEWS_ANCHOR = 'reviews';


export interface ReviewsBlockViewProps {
  /** The loaded block (loadReviewsBlock); null (a load error) omits the whole section. */
  block: ReviewsBlock | null;
  /** The hotel whose reviews the modal pages through (/api/hotel-reviews). */
  hotelId: number;
  locale: Locale;
  /** The spec's all-incentive mode: score labels from 7 (default, as the offer cards) instead of 9. */
  allIncentive?: boolean;
}

/**
 * The reviews section of the product and hotel pages, rendered on the server:
 * the score as shown (one decimal, the site's decimal comma) with its label or 'New', the review
 * count, the criteria bars (width = 10 × the score out of 10), up to 4 positive reviews, and the
 * 'See all reviews' button whose modal loads on the first click (part 1 §8–§9, part 2 §4, §8, §9).
 * A block without any review invites to be the first; a null block renders nothing.
 *
 *   <ReviewsBlockView block={await loadReviewsBlock(hotel.id, locale)} hotelId={hotel.id} locale={locale} />
 */
export function ReviewsBlockView({ block, hotelId, locale, allIncentive = true }: ReviewsBlockViewProps) {
  if (!block) return null;
  const intl = getIntl(locale);
  const display = reviewScoreDisplay({ count: block.totalCount, average: block.score }, { allIncentive });
  // The bars' rule (spec order, unscored criteria left out, length 10 × the score) is the domain's.
  const criteria = criteriaBars(block.details).map(({ criterion, score, length }) => ({ key: criterion, value: Math.min(10, Math.max(0, score)), length }));
  // A review flagged positive without a text (part 1 §7's flag) has nothing to quote.
  const quotes = block.positives.filter((review) => review.positive?.trim());

  return (
    <section className={styles.block} aria-labelledby={REVIEWS_ANCHOR} data-testid="reviews-block">
      <h2 id={REVIEWS_ANCHOR} className={styles.title}>
        {intl.formatMessage(b.title)}
      </h2>
      <p className={styles.summary} data-testid="reviews-summary">
        {display.kind === 'new' ? (
          <span className={styles.scoreNew}>{ruleText(intl, display.key)}</span>
        ) : (
          <>
            <span className={styles.score}>
              <span aria-hidden="true">{intl.formatMessage(m.scoreOutOf, { score: formatScore(intl, display.score) })}</span>
              <VisuallyHidden>{intl.formatMessage(m.scoreSpoken, { score: formatScore(intl, display.score) })}</VisuallyHidden>
            </span>
            {display.key ? <span className={styles.scoreLabel}>{ruleText(intl, display.key)}</span> : null}
            <span className={styles.count}>{intl.formatMessage(m.count, { count: display.count })}</span>
          </>
        )}
      </p>

      {block.totalCount === 0 ? <p className={styles.empty}>{intl.formatMessage(m.empty)}</p> : null}

      {criteria.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(b.criteriaTitle)}</h3>
          <ul className={styles.criteria}>
            {criteria.map(({ key, value, length }) => {
              const score = formatScore(intl, value);
              const labelId = `reviews-criterion-${key}`;
              return (
                <li key={key} className={styles.criterion}>
                  <span id={labelId} className={styles.criterionLabel}>
                    {intl.formatMessage(reviewCriterionMessages[key])}
                  </span>
                  <span
                    role="meter"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={10}
                    aria-valuenow={value}
                    aria-valuetext={intl.formatMessage(b.criterionValue, { score })}
                    className={styles.track}
                  >
                    <span className={styles.fill} style={{ width: `${length}%` }} data-testid={`reviews-bar-${key}`} />
                  </span>
                  <span className={styles.criterionValue} aria-hidden="true">
                    {score}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {quotes.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(b.positivesTitle)}</h3>
          <ul className={styles.reviews}>
            {quotes.map((review) => {
              const day = reviewDay(review.date);
              return (
                <li key={review.id} className={styles.review} data-testid="reviews-block-review">
                  <figure className={styles.quote}>
                    <blockquote className={styles.quoteText}>
                      <p>{review.positive}</p>
                    </blockquote>
                    <figcaption className={styles.author}>
                      <span className={styles.customer}>{review.customer?.trim() || intl.formatMessage(m.anonymous)}</span>
                      {day ? (
                        <>
                          {' · '}
                          <time dateTime={day.iso}>{intl.formatDate(day.date, REVIEW_DATE_FORMAT)}</time>
                        </>
                      ) : null}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {block.totalCount > 0 ? <ReviewsButton hotelId={hotelId} locale={locale} label={intl.formatMessage(m.open)} className={styles.open} /> : null}
    </section>
  );
}
