'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { LANDING_RESULTS_PATH, type LandingResultCard, type LandingResultsAnswer } from './results-contract';
import styles from './landing.module.css';

type State = { kind: 'loading' } | { kind: 'loaded'; cards: LandingResultCard[] } | { kind: 'failed' };

/**
 * A landing's top-results block: a spinner (role=status, labelled) until the stays or activities
 * arrive from the BFF, then the cards. Texts come formatted from the server, so this island ships
 * no messages. The list area keeps its height while loading (no layout shift).
 */
export function LandingResults({
  query,
  loadingLabel,
  emptyText,
  errorText,
}: {
  /** The BFF query string (locale, type, city, theme, count), built by the server. */
  query: string;
  loadingLabel: string;
  emptyText: string;
  errorText: string;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${LANDING_RESULTS_PATH}?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`landing results: HTTP ${response.status}`);
        const answer = (await response.json()) as LandingResultsAnswer;
        setState({ kind: 'loaded', cards: answer.cards });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [query]);

  if (state.kind === 'loading') {
    return (
      <div className={styles.results} role="status" aria-label={loadingLabel} data-testid="landing-results-loading">
        <span className={styles.spinner} aria-hidden="true" />
      </div>
    );
  }
  if (state.kind === 'failed' || state.cards.length === 0) {
    return (
      <div className={styles.results}>
        <p className={styles.notice}>{state.kind === 'failed' ? errorText : emptyText}</p>
      </div>
    );
  }
  return (
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
  );
}
