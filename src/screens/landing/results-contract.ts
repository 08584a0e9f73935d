/**
 * What `GET /api/landing-results` answers (the BFF of the landing's top-results blocks). Kept free
 * of zod and of src/api so the client island can import it.
 */
export interface LandingResultCard {
  id: number;
  title: string;
  /** Hotel or activity centre, with its place. */
  subtitle: string | null;
  href: string;
  imageUrl: string | null;
  /** Already formatted in the site's language ('from €129'). */
  price: string;
}

export interface LandingResultsAnswer {
  cards: LandingResultCard[];
}

export const LANDING_RESULTS_PATH = '/api/landing-results';
/** The most results one block may ask for. */
export const LANDING_RESULTS_MAX = 12;
