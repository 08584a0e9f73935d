import { editDistance, emailDomainsFor, suggestEmailDomain, withEmailDomain } from '@/domain/contact/email-domain';

describe('email domain correction (part 1 §5: You mean @{domain}?)', () => {
  it('suggests the common provider a typo is close to', () => {
    expect(suggestEmailDomain('camille@gmial.com', 'fr_FR')).toBe('gmail.com');
    expect(suggestEmailDomain('camille@gmail.con', 'fr_FR')).toBe('gmail.com');
    expect(suggestEmailDomain('camille@hotmal.fr', 'fr_FR')).toBe('hotmail.fr');
    expect(suggestEmailDomain('camille@outlok.com', 'es_ES')).toBe('outlook.com');
  });

  it('suggests the local internet providers of each country', () => {
    expect(suggestEmailDomain('camille@wanadoo.ff', 'fr_FR')).toBe('wanadoo.fr');
    expect(suggestEmailDomain('jan@telenet.eb', 'nl_BE')).toBe('telenet.be');
    expect(suggestEmailDomain('jan@zigo.nl', 'nl_NL')).toBe('ziggo.nl');
    expect(suggestEmailDomain('giulia@libro.it', 'it_IT')).toBe('libero.it');
    expect(suggestEmailDomain('lucia@telefonica.ner', 'es_ES')).toBe('telefonica.net');
  });

  it('suggests nothing for a known domain, an unrelated one, or no domain yet', () => {
    expect(suggestEmailDomain('camille@gmail.com', 'fr_FR')).toBeNull();
    expect(suggestEmailDomain('camille@orange.fr', 'it_IT')).toBeNull();
    expect(suggestEmailDomain('camille@escapade.example', 'fr_FR')).toBeNull();
    expect(suggestEmailDomain('camille@', 'fr_FR')).toBeNull();
    expect(suggestEmailDomain('camille', 'fr_FR')).toBeNull();
    expect(suggestEmailDomain('camille@gm', 'fr_FR')).toBeNull();
  });

  it('prefers the site’s own country on a tie', () => {
    expect(emailDomainsFor('nl_NL')[0]).toBe('ziggo.nl');
    expect(suggestEmailDomain('jan@hotmail.nk', 'nl_NL')).toBe('hotmail.nl');
  });

  it('a click applies the suggestion to what was typed', () => {
    expect(withEmailDomain(' camille.martin@gmial.com', 'gmail.com')).toBe('camille.martin@gmail.com');
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
