/**
 * Experiment assignment of a visitor (part 1 §4 dates experiment, §6 automatic extra discount,
 * §7 variation activation). The experimentation service assigns; the storefront asks ONCE per
 * visitor and keeps the answer in a first-party cookie, `v1.<visitorId>.<experiment>~<variation>_…`
 * (URL-safe characters only, so the cookie needs no encoding). Pure: no document, no fetch.
 */

export const EXPERIMENT_COOKIE = 'escapade_experiments';
/** A year: the visitor keeps their variations across visits. */
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The experiments the storefront runs, asked for in one activation call. */
export const EXPERIMENTS = ['autoDiscount', 'dates'] as const;
export type ExperimentName = (typeof EXPERIMENTS)[number];

export interface VisitorAssignment {
  visitorId: string;
  /** Variation per experiment; an experiment the service did not answer is absent (not assigned). */
  variations: Partial<Record<ExperimentName, string>>;
}

const TOKEN = /^[A-Za-z0-9-]{1,64}$/;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

export function isVisitorId(value: string): boolean {
  return VISITOR_ID.test(value);
}

function isExperiment(name: string): name is ExperimentName {
  return (EXPERIMENTS as readonly string[]).includes(name);
}

/** The cookie value of an assignment; variations with characters outside the token set are left out. */
export function printAssignment(assignment: VisitorAssignment): string {
  const pairs = EXPERIMENTS.flatMap((name) => {
    const variation = assignment.variations[name];
    return variation !== undefined && TOKEN.test(variation) ? [`${name}~${variation}`] : [];
  });
  return `v1.${assignment.visitorId}.${pairs.join('_')}`;
}

/** Reads a cookie value back; anything unreadable is null (the visitor is then asked for again). */
export function readAssignment(value: string | undefined | null): VisitorAssignment | null {
  if (!value) return null;
  const [version, visitorId, pairs, ...rest] = value.split('.');
  if (version !== 'v1' || rest.length > 0 || visitorId === undefined || !isVisitorId(visitorId) || pairs === undefined) return null;
  const variations: VisitorAssignment['variations'] = {};
  for (const pair of pairs === '' ? [] : pairs.split('_')) {
    const [name, variation, ...more] = pair.split('~');
    if (more.length > 0 || name === undefined || variation === undefined || !TOKEN.test(variation)) return null;
    if (isExperiment(name)) variations[name] = variation;
  }
  return { visitorId, variations };
}

/** The cookie's value in a `document.cookie` or Cookie header string. */
export function assignmentCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === EXPERIMENT_COOKIE) return rest.join('=');
  }
  return null;
}

/** Asked once: a visitor with a readable assignment is never activated again. */
export function needsActivation(assignment: VisitorAssignment | null): boolean {
  return assignment === null;
}

/**
 * The automatic extra discount's audience (part 1 §6): visitors assigned to its variation. The
 * gifting exclusion is the card rule's (src/domain/cards/card-display.ts).
 */
export function isAutoDiscountVariation(assignment: VisitorAssignment | null): boolean {
  return assignment?.variations.autoDiscount === 'variation';
}

/** The dates experiment's variant (part 1 §4); unassigned or unknown is 'off'. */
export function datesVariantOf(assignment: VisitorAssignment | null): 'off' | 'forced' | 'suggested' {
  const variation = assignment?.variations.dates;
  return variation === 'forced' || variation === 'suggested' ? variation : 'off';
}
