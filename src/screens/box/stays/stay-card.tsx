import type { BoxStayCard } from '@/bff/contracts/box-offers';
import styles from './stays.module.css';

/** A stay of the box: its picture, label, hotel and place; the whole card links to the stay in box mode. */
export function StayCard({ stay }: { stay: BoxStayCard }) {
  return (
    <a className={styles.card} href={stay.href} data-testid="box-stay" data-stay-id={stay.id}>
      {stay.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the simulator's and the API's image hosts, already sized (640x360)
        <img className={styles.image} src={stay.imageUrl} alt={stay.imageAlt} width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.text}>
        <strong className={styles.label}>{stay.label}</strong>
        {stay.hotel ? <span className={styles.hotel}>{stay.hotel}</span> : null}
        {stay.place ? <span className={styles.place}>{stay.place}</span> : null}
      </span>
    </a>
  );
}
