/** The revalidation secret the e2e server runs with (playwright.config.ts passes it as REVALIDATE_SECRET). */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-of-at-least-32-characters';
