import fc from 'fast-check';
import { emptyForm, pageFormPath, parsePageForm, type PageForm, type PageTree } from '@/routing/page-forms';

/** What Next hands the page tree: the rewritten path's segments, still percent-encoded. */
function paramsOf(tree: PageTree, path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  return tree === 'personal' ? segments.slice(1) : segments;
}

const roundTrip = (tree: PageTree, form: PageForm) => parsePageForm(tree, paramsOf(tree, pageFormPath(tree, form)));

describe('page forms', () => {
  it('a plain catalogue page is its own path: one cache entry per URL', () => {
    expect(pageFormPath('cached', emptyForm(['fr-fr', 'ville', 'paris']))).toBe('/fr-fr/ville/paris');
    expect(parsePageForm('cached', ['fr-fr', 'ville', 'paris'])).toEqual(emptyForm(['fr-fr', 'ville', 'paris']));
    expect(parsePageForm('cached', undefined)).toEqual(emptyForm([]));
  });

  it('the visitor’s segments go through raw (the resolver decodes them once)', () => {
    const form = emptyForm(['fr-fr', 'sejour', '12', 'caf%C3%A9-%2F-x']);
    expect(pageFormPath('cached', form)).toBe('/fr-fr/sejour/12/caf%C3%A9-%2F-x');
    expect(roundTrip('cached', { ...form, query: { flow: 'gifting' } })?.segments).toEqual(form.segments);
  });

  it('every form the proxy writes reads back the same, in both trees', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const form = fc.record({
      segments: fc.array(fc.stringMatching(/^[a-z0-9%-]{1,10}$/), { maxLength: 4 }),
      status: fc.constantFrom('page' as const, 'not-found' as const, 'unavailable' as const),
      care: fc.boolean(),
      query: fc.dictionary(fc.constantFrom('flow', 'box', 'minisite'), value),
      language: fc.constantFrom(null, 'fr_FR' as const, 'nl_BE' as const),
      site: fc.constantFrom(null, 'es_ES' as const),
      scope: fc.option(value, { nil: null }),
      run: fc.option(value, { nil: null }),
    });
    fc.assert(
      fc.property(form, fc.constantFrom<PageTree>('cached', 'personal'), (page, tree) => {
        expect(roundTrip(tree, page)).toEqual(page);
      }),
    );
  });

  it('the not-found page is a route of its own, with one form per site and language', () => {
    const form = { ...emptyForm([]), status: 'not-found' as const, site: 'nl_BE' as const };
    expect(pageFormPath('not-found', form)).toBe('/_not-found/status%3Dnot-found%26site%3Dnl_BE');
    expect(parsePageForm('not-found', ['status%3Dnot-found%26site%3Dnl_BE'])).toEqual(form);
    // Its route answers only not-found forms.
    expect(parsePageForm('not-found', ['-'])).toBeNull();
    expect(parsePageForm('not-found', ['status%3Dnot-found', 'extra'])).toBeNull();
  });

  it('anything but a form the proxy writes is refused, not half-read', () => {
    for (const own of ['care%3D2', 'status%3Dgone', 'lang%3Den_GB', 'q.flow%3D%3Cscript%3E', 'other%3D1', 'scope%3D' + 'x'.repeat(65), '%E0%A4%A']) {
      expect(parsePageForm('cached', ['_f', own, 'fr-fr']), own).toBeNull();
      expect(parsePageForm('personal', [own, 'fr-fr']), own).toBeNull();
    }
    expect(parsePageForm('personal', [])).toBeNull();
    expect(parsePageForm('cached', ['_f'])).toBeNull();
  });

  it('a form has one path whatever order its query came in (one cache entry)', () => {
    const a = pageFormPath('cached', { ...emptyForm(['fr-fr']), query: { flow: 'gifting', box: 'ABC' } });
    const b = pageFormPath('cached', { ...emptyForm(['fr-fr']), query: { box: 'ABC', flow: 'gifting' } });
    expect(a).toBe(b);
  });
});
