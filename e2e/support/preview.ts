/** The preview secret the e2e server runs with (playwright.config.ts passes it as PREVIEW_SECRET). */
export const PREVIEW_SECRET = 'e2e-preview-secret-of-at-least-32-characters';
