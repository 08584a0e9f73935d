import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { getCatalogue } from '../../mocks/catalogue';
import { LOCALES } from '@/domain/model/locale';
import { resolve } from '@/routing';

/**
 * Bounded fuzzing (a few seconds): the catch-all path (the resolver and the proxy, called as Next
 * calls them) and every route handler under app/api (each exported method, called with fuzzed
 * queries, bodies, content types, origins and cookies, the travel API answered by the in-process
 * simulator) never throw and never answer a 5xx. A fixed seed: a failure is reproducible, and the
 * run costs the same every time.
 */

// Outside Next's request scope there is no cookie jar nor draft mode: an in-memory stand-in, so
// routes that set a cookie (the voucher) or leave draft mode run as they do in a request.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await import('../setup/cookie-jar')).withCookieJar(await importOriginal<typeof import('next/headers')>(), new Map<string, string>()),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

/** FUZZ_SEED explores other requests (a run with a new seed that fails names its counterexample). */
const SEED = Number(process.env.FUZZ_SEED ?? 20260321);
const SHOP = 'http://localhost:3000';
const CARE = 'http://care.localhost:3000';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string[]>> }) => Promise<Response>;

/** Every route module under app/api, by its URL path. */
const modules = import.meta.glob<Record<string, unknown>>('../../app/api/**/route.ts', { eager: true });
const ROUTES = Object.entries(modules).map(([file, module]) => ({
  path: file.replace('../../app', '').replace('/route.ts', ''),
  handlers: METHODS.flatMap((method) => (typeof module[method] === 'function' ? [[method, module[method] as Handler] as const] : [])),
}));

/**
 * Requests worth sending: every field some route reads, each usually valid (a locale, an id of the
 * simulator's catalogue, a day near its today) and sometimes not, so many requests pass the
 * routes' schemas and reach the travel API, and the rest probe the edges. Unknown fields are
 * ignored by every schema, so one record of all fields serves every route.
 */
const catalogue = getCatalogue();
const pkg = catalogue.packages[0]!;
const day = (offset: number) => new Date(Date.parse(`${catalogue.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const NASTY = ['', ' ', '0', '-1', '1.5', '1e309', 'NaN', '9'.repeat(30), 'true', 'null', '[]', 'a'.repeat(3000), '%zz', '\u0000', '\ud800', '😀', '<script>', '/.//evil.example', '__proto__'];
const nasty = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 2_000_000_000 }));
/** Mostly one of the valid values, else something nasty. */
const field = (...valid: Array<string | number>) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: nasty });
const ids = (values: number[]) => field(...values.slice(0, 5), ...values.slice(0, 5).map(String), 999_999_999_999, '1');
const FIELDS = {
  locale: field(...LOCALES),
  id: ids(catalogue.packages.map((item) => item.id)),
  productId: ids([...catalogue.packages.map((item) => item.id), ...catalogue.activityOnly.map((item) => item.id)]),
  hotelId: ids(catalogue.hotels.map((item) => item.id)),
  offerId: ids(catalogue.packages.map((item) => item.id)),
  month: field(day(0).slice(0, 7), day(40).slice(0, 7), day(400).slice(0, 7), '2026-13'),
  checkin: field(day(10), day(20), day(0), day(-3), day(500), '2026-02-30'),
  checkout: field(day(12), day(11), day(30)),
  checkinDate: field(day(10), day(-3)),
  cancellableUntil: field(day(5)),
  nights: field(1, 2, 3, 7, '2'),
  night: field(1, 2, 15),
  length: field(1, 2, 4, 5),
  adult: field(1, 2, 9),
  child: field(0, 1, 7),
  baby: field(0, 1),
  flow: field('booking', 'gifting', 'activity', 'hotel', 'box', 'beneficiary'),
  hash: field('', 'city=paris', 'checkin=2030-01-01&night=2', 'priceMax=15000&page=3', 'sort=x&page=9999'),
  boxCode: field(...catalogue.boxes.slice(0, 3).map((box) => box.code)),
  code: field(...catalogue.boxes.slice(0, 3).map((box) => box.code), 'ABCD-EFGH-IJKL'),
  page: field('1', '2', '1000', '1001'),
  term: field('pa', 'paris', 'château', 'zz'),
  type: field('weekend', 'activity'),
  city: field('paris', 'lyon', 'nowhere'),
  theme: field('romantic', 'gastronomy', 'nothing'),
  count: field(1, 3, 12, 13),
  kind: field('physical', 'digital', 'home', 'e-mail'),
  sort: field('DATE_DESC', 'SCORE_ASC'),
  language: field('all', 'fr', 'xx'),
  amount: field('15000', '1', '999999999'),
  cancellationPolicyType: field('FLEXIBLE', 'NON_REFUNDABLE'),
  message: field('boom', 'x'.repeat(300)),
  level: field('error', 'warn', 'info'),
  reference: field('12345678', '1234 5678'),
  email: field('a@b.example', 'lucia.garcia@example.com', 'not-an-email'),
  visitorId: field('visitor-12345678'),
  label: field('Parador'),
  path: field('/fr-fr', '/fr-fr/sejour/1', '/.//evil.example', '/%2e%2e//evil.example', 'https://evil.example/'),
  expires: field('9999999999', '1'),
  signature: field('0'.repeat(64)),
  minisite: field('macif', 'libelle', 'nope'),
  activitySelectionList: field('', `${pkg.activities[0]?.activityId ?? 1}_0`),
  insuranceOfferId: field('INS-1'),
  submissionId: field('0f8fad5b-d9cb-469f-a165-70867728950e'),
  reason: field('booking', 'other'),
  bookingNumber: field('12345678', ''),
  name: field('Lucia Garcia'),
  phone: field('+33100000000'),
  description: field('A question about my stay, long enough to be read.'),
  recaptchaToken: field('recaptcha-ok', 'recaptcha-refused'),
  returnTo: field('/fr-fr', '/.//evil.example'),
  credential: field('x.y.z'),
};
const fields = fc.record(FIELDS, { requiredKeys: [] });
const rawBody = fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":'.repeat(50), 'returnTo=%2F.%2F%2Fevil.example', 'credential=x&returnTo=%zz');
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom(undefined, 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml') },
);
const origin = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(undefined, SHOP) }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'https://accounts.google.com') });
const fetchSite = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(undefined, 'same-origin') }, { weight: 1, arbitrary: fc.constantFrom('same-site', 'cross-site', 'none') });
const cookie = fc.constantFrom(undefined, undefined, 'access_token=x', 'access_token=%zz', 'care_id_token=%zz', 'care_id_token=abc.def.ghi', 'voucher=%E0%A4%A', 'a=b; c');
const host = fc.oneof({ weight: 3, arbitrary: fc.constant(SHOP) }, { weight: 1, arbitrary: fc.constant(CARE) });

const request = fc.record({
  host,
  fields,
  /** A POST body: the fields as JSON (a form for the form routes), or something broken. */
  body: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rawBody }),
  contentType,
  origin,
  fetchSite,
  cookie,
  segments: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('%zz', '..', 'signin')), { minLength: 1, maxLength: 3 }),
});
type Fuzzed = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** A path segment as a browser would send it; a lone surrogate cannot be encoded, so it goes as the escape of one. */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80';
  }
}

function toRequest(path: string, method: string, fuzzed: Fuzzed): NextRequest {
  const url = new URL(path, fuzzed.host);
  const entries: Array<[string, string]> = Object.entries(fuzzed.fields).map(([key, value]) => [key, String(value)]);
  if (method === 'GET' || method === 'HEAD') for (const [key, value] of entries) url.searchParams.append(key, value);
  const headers: Record<string, string> = { host: url.host };
  if (fuzzed.contentType) headers['content-type'] = fuzzed.contentType;
  if (fuzzed.origin) headers.origin = fuzzed.origin;
  if (fuzzed.fetchSite) headers['sec-fetch-site'] = fuzzed.fetchSite;
  if (fuzzed.cookie) headers.cookie = fuzzed.cookie;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const formBody = fuzzed.contentType?.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(entries).toString() : JSON.stringify(fuzzed.fields);
  return new NextRequest(url, { method, headers, body: hasBody ? (fuzzed.body ?? formBody) : undefined });
}

beforeEach(() => {
  // Routes log what they refuse or what failed upstream; the assertions are on the answers.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fuzzing the catch-all path', () => {
  const segment = fc.oneof(
    fc.constantFrom('fr-fr', 'nl-be', 'it-it', 'es-es', 'sejour', 'ville', 'paris', 'hotel', 'contact', '100243', '%zz', '%E0%A4%A', '%C0%AF', '%2e%2e', '%2F', '.', '..', '%', 'api', '_next', 'account'),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 6 }),
  );
  const path = fc.array(segment, { maxLength: 5 });

  it('the resolver never throws on any segments', () => {
    fc.assert(
      fc.property(path, (segments) => {
        resolve(segments);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('the proxy answers every path and method without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom(...METHODS), fc.constantFrom(SHOP, CARE), async (segments, method, base) => {
        const url = new URL(base);
        // Raw segments: the URL parser escapes what it must and leaves '%' sequences as they are.
        url.pathname = `/${segments.join('/')}`;
        const response = await proxy(new NextRequest(url, { method }));
        expect(response.status, `${method} ${url.pathname}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('fuzzing every route handler under app/api', () => {
  it('finds them all', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
    for (const route of ROUTES) expect(route.handlers.length, route.path).toBeGreaterThan(0);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))('%s never throws nor answers a 5xx', async (path, route) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...route.handlers), request, async ([method, handler], fuzzed) => {
        const incoming = toRequest(path.replace('[...path]', fuzzed.segments.map(encodeSegment).join('/')), method, fuzzed);
        const response = await handler(incoming, { params: Promise.resolve({ path: fuzzed.segments }) });
        expect(response.status, `${method} ${incoming.url} ${JSON.stringify(fuzzed)}`).toBeLessThan(500);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
