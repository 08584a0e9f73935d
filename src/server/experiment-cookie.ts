import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_SECONDS, printAssignment, type VisitorAssignment } from '@/domain/experiments/assignment';

/**
 * The Set-Cookie of a visitor's assignment: first-party, the whole site, a year, SameSite=Lax,
 * Secure over https. Not HttpOnly: the cards and the search box read it in the browser.
 */
export function assignmentCookie(assignment: VisitorAssignment, secure: boolean): string {
  return [
    `${EXPERIMENT_COOKIE}=${printAssignment(assignment)}`,
    'Path=/',
    `Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
