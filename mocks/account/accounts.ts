import { randomBytes } from 'node:crypto';
import { hashString } from '../catalogue/random';

/**
 * The account application's stand-in: its accounts, sessions and wishlists, in memory.
 * Any well-formed e-mail signs in (the same e-mail is always the same account, so a wishlist
 * survives a sign-out); a few seeded accounts keep their names. A session is an opaque random
 * token, the `access_token` cookie the storefront forwards as a Bearer token.
 */
export type AccountLang = 'fr' | 'nl' | 'it' | 'es';

export interface Account {
  accountId: string;
  email: string;
  firstName: string;
}

export interface Session {
  accountId: string;
  /** The language of the site the visitor signed in from (the account pages speak it). */
  lang: AccountLang;
  /** That site's home path ('/fr-fr'), for the pages' "back to the shop" link. */
  home: string;
}

/** A wished product as the storefront described it when the heart was clicked. */
export interface WishedProduct {
  productId: number;
  label: string;
  /** A path of the storefront (validated by wishedProductOf). */
  path: string;
  addedAt: string;
}

export const SEEDED_ACCOUNTS: readonly Account[] = [
  { accountId: 'ACC-100001', email: 'camille.martin@example.com', firstName: 'Camille' },
  { accountId: 'ACC-100002', email: 'sanne.devries@example.com', firstName: 'Sanne' },
  { accountId: 'ACC-100003', email: 'giulia.rossi@example.com', firstName: 'Giulia' },
  { accountId: 'ACC-100004', email: 'lucia.garcia@example.com', firstName: 'Lucía' },
];

/** One '@', a dotted domain, no spaces: the check account applications make before looking the address up. */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** 'jean-luc.dupont@…' → 'Jean-Luc': an unknown account's first name comes from its address. */
export function firstNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const first = local.split(/[._+\d]/).find((part) => part !== '') ?? local;
  return first
    .split('-')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('-');
}

/** The account of an e-mail: a seeded one, or one made on first sign-in with an id drawn from the address. */
export function accountOf(email: string): Account {
  const seeded = SEEDED_ACCOUNTS.find((account) => account.email === email);
  if (seeded) return seeded;
  const id = String(hashString(`account:${email}`) % 1_000_000_000).padStart(9, '0');
  return { accountId: `ACC-${id}`, email, firstName: firstNameFromEmail(email) };
}

/** A storefront path only: '/…', never '//host', a backslash or a control character (no open redirect). */
export function isSameSitePath(value: string): boolean {
  return value.length <= 2000 && value.startsWith('/') && !value.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(value);
}

const accounts = new Map<string, Account>();
const sessions = new Map<string, Session>();
const wishlists = new Map<string, Map<number, WishedProduct>>();

export function signIn(email: string, place: { lang: AccountLang; home: string }): { token: string; account: Account } {
  const account = accountOf(email);
  accounts.set(account.accountId, account);
  // 32 random bytes: an opaque token, as a real identity provider's.
  const token = randomBytes(32).toString('base64url');
  sessions.set(token, { accountId: account.accountId, ...place });
  // Bounded so a long-running simulator cannot grow without limit.
  if (sessions.size > 5000) sessions.delete(sessions.keys().next().value!);
  return { token, account };
}

export function signOut(token: string | null): void {
  if (token) sessions.delete(token);
}

export function sessionOf(token: string | null | undefined): (Session & { account: Account }) | null {
  if (!token) return null;
  const session = sessions.get(token);
  const account = session ? accounts.get(session.accountId) : undefined;
  return session && account ? { ...session, account } : null;
}

/** 'Bearer <token>' → the token; anything else → null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match ? match[1]! : null;
}

/** The wished products of an account, most recent first. */
export function wishlistOf(accountId: string): WishedProduct[] {
  return [...(wishlists.get(accountId)?.values() ?? [])].reverse();
}

export function addWish(accountId: string, wish: Omit<WishedProduct, 'addedAt'>, now = new Date()): WishedProduct {
  const list = wishlists.get(accountId) ?? new Map<number, WishedProduct>();
  wishlists.set(accountId, list);
  const existing = list.get(wish.productId);
  // Adding twice is no error (a retried request): the first date stays.
  const stored = { ...wish, addedAt: existing?.addedAt ?? now.toISOString() };
  list.delete(wish.productId);
  list.set(wish.productId, stored);
  if (list.size > 500) list.delete(list.keys().next().value!);
  return stored;
}

export function removeWish(accountId: string, productId: number): void {
  wishlists.get(accountId)?.delete(productId);
}

/** `{ productId }` of a request body: a positive integer, or null. */
export function productIdOf(body: unknown): number | null {
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).productId : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads a wished product sent by the storefront ({ productId, label, path }); null when a field is missing or unsafe. */
export function wishedProductOf(body: unknown): Omit<WishedProduct, 'addedAt'> | null {
  const id = productIdOf(body);
  if (id === null || typeof body !== 'object' || body === null) return null;
  const { label, path } = body as Record<string, unknown>;
  if (typeof label !== 'string' || label.trim() === '' || label.length > 300) return null;
  if (typeof path !== 'string' || !isSameSitePath(path)) return null;
  return { productId: id, label: label.trim(), path };
}

/** Tests and the admin reset start from no session and no wish. */
export function clearAccounts(): void {
  accounts.clear();
  sessions.clear();
  wishlists.clear();
}
