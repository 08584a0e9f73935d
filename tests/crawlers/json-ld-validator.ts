/**
 * A small validator of the structured data we publish, after what Google's rich results need of
 * each schema.org type (developers.google.com/search/docs/appearance/structured-data): the
 * required properties and the recommended ones we promise, and URLs a crawler can follow.
 * Used by the unit tests over the builders and by the e2e test over the served HTML.
 *
 *   validateJsonLd(JSON.parse(scriptText)) → [] when valid, else one message per problem.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((type): type is string => typeof type === 'string');

/** Properties whose values are URLs (a string, or a list of them). */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'sameAs', 'availability']);

/**
 * An absolute http(s) URL that parses, with one origin: 'http://a.test/http://b.test/x' or
 * 'http://localhost:3000http://127.0.0.1:4010/…' (an absolute URL prefixed again) is refused.
 */
export function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `not a URL: ${value}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `not http(s): ${value}`;
  if (!/^https?:\/\/[^/]/i.test(value)) return `not absolute: ${value}`;
  if (/https?:(\/\/|%2F%2F)/i.test(value.slice(url.protocol.length + 2))) return `doubled origin: ${value}`;
  if (/\s/.test(value)) return `whitespace in URL: ${value}`;
  return null;
}

function checkUrls(value: Json, path: string, problems: string[], key?: string): void {
  if (typeof value === 'string') {
    if (key !== undefined && URL_KEYS.has(key)) {
      const problem = urlProblem(value);
      if (problem) problems.push(`${path}: ${problem}`);
    } else if (/https?:\/\/\S*https?:\/\//i.test(value)) {
      problems.push(`${path}: doubled origin in ${value}`);
    }
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => checkUrls(item, `${path}[${index}]`, problems, key));
  else if (isNode(value)) for (const [name, item] of Object.entries(value)) checkUrls(item, `${path}.${name}`, problems, name);
}

const present = (value: Json | undefined): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0);

const asNumber = (value: Json | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
};

function requireKeys(node: Node, keys: readonly string[], path: string, problems: string[]): void {
  for (const key of keys) if (!present(node[key])) problems.push(`${path}: ${typesOf(node).join('/')} without ${key}`);
}

function checkOffer(node: Node, path: string, problems: string[]): void {
  requireKeys(node, ['price', 'priceCurrency'], path, problems);
  const price = asNumber(node.price);
  if (node.price !== undefined && (price === null || price < 0)) problems.push(`${path}: price is not a number ≥ 0: ${JSON.stringify(node.price)}`);
  if (typeof node.priceCurrency === 'string' && !/^[A-Z]{3}$/.test(node.priceCurrency)) problems.push(`${path}: priceCurrency is not ISO 4217: ${node.priceCurrency}`);
  if (typeof node.availability === 'string' && !node.availability.startsWith('https://schema.org/')) problems.push(`${path}: availability is not a schema.org URL`);
}

function checkAggregateRating(node: Node, path: string, problems: string[]): void {
  requireKeys(node, ['ratingValue', 'bestRating'], path, problems);
  if (!present(node.reviewCount) && !present(node.ratingCount)) problems.push(`${path}: AggregateRating without reviewCount or ratingCount`);
  const value = asNumber(node.ratingValue);
  const best = asNumber(node.bestRating) ?? 5;
  const worst = asNumber(node.worstRating) ?? 1;
  const count = asNumber(node.reviewCount ?? node.ratingCount);
  if (value === null || value < worst || value > best) problems.push(`${path}: ratingValue ${JSON.stringify(node.ratingValue)} outside ${worst}–${best}`);
  if (count !== null && !(count > 0)) problems.push(`${path}: a rating of ${count} reviews`);
}

function checkBreadcrumbList(node: Node, path: string, problems: string[]): void {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${path}: BreadcrumbList without itemListElement`);
    return;
  }
  items.forEach((item, index) => {
    const at = `${path}.itemListElement[${index}]`;
    if (!isNode(item)) return void problems.push(`${at}: not an object`);
    if (!typesOf(item).includes('ListItem')) problems.push(`${at}: not a ListItem`);
    if (item.position !== index + 1) problems.push(`${at}: position ${JSON.stringify(item.position)}, expected ${index + 1}`);
    requireKeys(item, ['name', 'item'], at, problems);
  });
}

function checkPostalAddress(node: Json | undefined, path: string, problems: string[]): void {
  if (!isNode(node)) return void problems.push(`${path}: no PostalAddress`);
  if (!['streetAddress', 'addressLocality', 'postalCode'].some((key) => present(node[key]))) problems.push(`${path}: an empty PostalAddress`);
}

function checkNode(node: Node, path: string, problems: string[]): void {
  const types = typesOf(node);
  if (types.length === 0) problems.push(`${path}: no @type`);
  for (const type of types) {
    switch (type) {
      case 'Product':
        requireKeys(node, ['name', 'url'], path, problems);
        if (!['offers', 'review', 'aggregateRating'].some((key) => present(node[key]))) problems.push(`${path}: Product without offers, review or aggregateRating`);
        if (!present(node.image)) problems.push(`${path}: Product without image`);
        break;
      case 'Offer':
        checkOffer(node, path, problems);
        break;
      case 'AggregateRating':
        checkAggregateRating(node, path, problems);
        break;
      case 'BreadcrumbList':
        checkBreadcrumbList(node, path, problems);
        break;
      case 'Hotel':
      case 'LodgingBusiness':
        requireKeys(node, ['name', 'address'], path, problems);
        checkPostalAddress(node.address, `${path}.address`, problems);
        break;
      case 'Organization':
        requireKeys(node, ['name', 'url'], path, problems);
        break;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (isNode(value)) checkNode(value, `${path}.${key}`, problems);
    else if (Array.isArray(value)) value.forEach((item, index) => isNode(item) && checkNode(item, `${path}.${key}[${index}]`, problems));
  }
}

/** The problems of one JSON-LD document (a node, a list of nodes or an @graph); [] when valid. */
export function validateJsonLd(document: unknown): string[] {
  const problems: string[] = [];
  const root = document as Json;
  const nodes = Array.isArray(root) ? root : isNode(root) && Array.isArray(root['@graph']) ? root['@graph'] : [root];
  const context = isNode(root) ? root['@context'] : undefined;
  nodes.forEach((node, index) => {
    const path = nodes.length > 1 ? `$[${index}]` : '$';
    if (!isNode(node)) return void problems.push(`${path}: not an object`);
    if ((node['@context'] ?? context) !== 'https://schema.org') problems.push(`${path}: @context is not https://schema.org`);
    checkNode(node, path, problems);
  });
  checkUrls(root, '$', problems);
  return problems;
}

/** The schema.org types at the top of a document ('Product', 'BreadcrumbList'…). */
export function topTypes(document: unknown): string[] {
  const root = document as Json;
  const nodes = Array.isArray(root) ? root : isNode(root) && Array.isArray(root['@graph']) ? root['@graph'] : [root];
  return nodes.flatMap((node) => (isNode(node) ? typesOf(node) : []));
}

/** Every JSON-LD script of an HTML page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as unknown);
}
