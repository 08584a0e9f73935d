'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { bffGet } from '@/bff/client';
import { landingResultsContract, type LandingResultCard, type LandingResultsQuery } from '@/bff/contracts/landing-results';
import styles from './landing.module.css';

type State = { kind: 'loading' } | { kind: 'loaded'; cards: LandingResultCard[] } | { kind: 'hidden' };

/**
 * A landing's top-results block: its heading and a spinner (role=status, labelled) until the
 * stays or activities arrive from the BFF, then the cards. A block that finds nothing or fails
 * disappears, heading included, like the home's (part 2 §8: "search and content lists return
 * nothing or hide silently on error"). Texts come formatted from the server, so this island ships
 * no messages. The list area keeps its height while loading (no layout shift before the cards).
 */
export function LandingResults({
  id,
  query,
  heading,
  loadingLabel,
}: {
  /** The heading's id, which names the section. */
  id: string;
  query: LandingResultsQuery;
  /** The block's heading and 'See all' link, rendered by the server. */
  heading: ReactNode;
  loadingLabel: string;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { locale, type, city, theme, count } = query;

  useEffect(() => {
    const controller = new AbortController();
    bffGet(landingResultsContract, { locale, type, city, theme, count }, { signal: controller.signal }).then(
      (answer) => setState(answer.cards.length > 0 ? { kind: 'loaded', cards: answer.cards } : { kind: 'hidden' }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'hidden' });
      },
    );
    return () => controller.abort();
  }, [locale, type, city, theme, count]);

  if (state.kind === 'hidden') return null;
  return (
    <section className={styles.block} aria-labelledby={id} data-testid="landing-top-results">
      {heading}
      {state.kind === 'loading' ? (
        <div className={styles.results} role="status" aria-label={loadingLabel} data-testid="landing-results-loading">
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      ) : (
        <ul className={styles.cards} data-testid="landing-results">
          {state.cards.map((card) => (
            <li key={card.id}>
              <Link href={card.href} prefetch={false} className={styles.card} data-testid="landing-result">
                {card.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img className={styles.cardImage} src={card.imageUrl} alt="" width={640} height={360} loading="lazy" />
                ) : null}
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>{card.title}</span>
                  {card.subtitle ? <span className={styles.cardSubtitle}>{card.subtitle}</span> : null}
                  <span className={styles.cardPrice}>{card.price}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
