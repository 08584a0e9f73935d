import { isNewYearsEveOffer, NEW_YEARS_EVE_KEYWORDS } from '@/domain/cards/new-years-eve';

const offer = (label: string, headwords: string[] = []) => ({ label, headwords });

describe('New Year’s Eve offers (part 2 §9)', () => {
  it.each([
    ['fr', 'Réveillon au château'],
    ['fr', 'Week-end du Nouvel An à Lyon'],
    ['fr', 'Soirée de la SAINT-SYLVESTRE'],
    ['fr', 'Dîner du jour de l’an'],
    ['nl', 'Oudejaarsavond in Gent'],
    ['nl', 'Oud en nieuw aan zee'],
    ['it', 'Capodanno a Roma'],
    ['it', 'Notte di San Silvestro'],
    ['es', 'Cena de Nochevieja'],
    ['es', 'Fiesta de fin de año'],
  ])('%s: "%s" is one', (language, label) => {
    expect(isNewYearsEveOffer(offer(label), language)).toBe(true);
  });

  it('reads headwords as well as the label, ignoring case and accents, and takes a locale code', () => {
    expect(isNewYearsEveOffer(offer('Escapade gourmande', ['Petit-déjeuner inclus', 'reveillon dansant']), 'fr_BE')).toBe(true);
    expect(isNewYearsEveOffer(offer('Cena di CAPODANNO'), 'it_IT')).toBe(true);
  });

  it('wants whole words: a keyword inside another word does not count', () => {
    expect(isNewYearsEveOffer(offer('Nochevieja'), 'es')).toBe(true);
    expect(isNewYearsEveOffer(offer('Nocheviejas'), 'es')).toBe(false);
    expect(isNewYearsEveOffer(offer('Un an de bonheur, nouvel appartement'), 'fr')).toBe(false);
  });

  it('is not fooled by Christmas Eve, unless New Year is named too', () => {
    expect(isNewYearsEveOffer(offer('Réveillon de Noël en famille'), 'fr')).toBe(false);
    expect(isNewYearsEveOffer(offer('Réveillon de Noël et du Nouvel An'), 'fr')).toBe(true);
  });

  it('reads a card in its site’s language only, and an unknown language never matches', () => {
    expect(isNewYearsEveOffer(offer('Capodanno a Roma'), 'fr')).toBe(false);
    expect(isNewYearsEveOffer(offer('Nochevieja'), 'nl_NL')).toBe(false);
    expect(isNewYearsEveOffer(offer('Nochevieja'), 'en')).toBe(false);
  });

  it('ordinary offers are not', () => {
    for (const language of Object.keys(NEW_YEARS_EVE_KEYWORDS)) expect(isNewYearsEveOffer(offer('Spa & dîner gastronomique', ['Parking gratuit']), language)).toBe(false);
  });
});
