/**
 * The attributes of a form that only the page's script submits (the traveller's details, the contact
 * form, the booking lookup, a voucher code). Without them a submit made before the scripts have run
 * is a plain GET of the page, with the visitor's details in its address (logs, history, referrers).
 * `method="dialog"` outside a dialog sends nothing: the browser fires the submit event, which the
 * page's script (or an island's loader, intent-island.tsx) takes, and goes nowhere.
 */
export const SCRIPT_ONLY_FORM = { method: 'dialog' } as const;
