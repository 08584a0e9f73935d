import { bookedEmails } from '@/checkout/booked-emails.server';
import { giftCard, giftCheckout, physicalStayGift } from './gift-checkouts';

/**
 * A paid gift order's e-mails (contract §7): the buyer's confirmation (key gift-order-confirmation:
 * {reference}) with the same facts as the confirmation page, and for a digital gift sent to someone
 * the e-voucher to the recipient (key gift-voucher:{reference}, sendAt = the chosen day), each in the
 * site's language.
 */
const ORIGIN = 'https://www.escapade.test';
const squash = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ');

describe('a digital box sent to someone', () => {
  const emails = bookedEmails(giftCheckout({ booking: {} }), ORIGIN);

  it('sends the buyer’s confirmation and the recipient’s e-voucher, each once (their keys), tagged by kind', () => {
    expect(emails.map((email) => [email.idempotencyKey, email.to, email.tags])).toEqual([
      ['gift-order-confirmation:12345678', 'camille.durand@example.com', { kind: 'gift-order-confirmation', reference: '12345678' }],
      ['gift-voucher:12345678', 'louis@example.com', { kind: 'gift-voucher', reference: '12345678' }],
    ]);
    expect(emails[0]!.sendAt).toBeUndefined();
    expect(emails[1]!.sendAt).toBe('2026-12-24');
  });

  it('the buyer’s e-mail, in French: reference, box, what was paid, the e-voucher (code, value, validity, words), how to redeem and to whom it goes', () => {
    const [buyer] = emails;
    expect(buyer!.subject).toBe('Votre commande de cadeau 12345678');
    expect(buyer!.locale).toBe('fr_FR');
    const text = squash(buyer!.text);
    for (const fact of [
      'Référence de commande : 12345678',
      'Coffret cadeau : Évasion gourmande',
      'Payé : 349,90 € (Carte bancaire)',
      'Code du bon : EBK7Q2M9XA',
      'Valeur : 349,90 €',
      'Valable jusqu’au mercredi 24 mai 2028'.replace('’', "'"),
      'De la part de : Camille',
      'Message : Joyeux Noël, profitez bien !',
      `${ORIGIN}/fr-fr/beneficiaire/connexion`,
      'Nous l’envoyons par e-mail à Louis (louis@example.com) le jeudi 24 décembre 2026.'.replace('’', "'"),
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(buyer!.html).toContain(`<a href="${ORIGIN}/fr-fr/beneficiaire/connexion">`);
    expect(buyer!.html).toContain('<html lang="fr">');
    // No booking lookup: the lookup finds stays, not gifts.
    expect(text).not.toContain('ma-reservation');
  });

  it('the recipient’s e-voucher: who offers it, the message, the code and how to use it', () => {
    const recipient = emails[1]!;
    expect(recipient.subject).toBe('Camille vous offre un cadeau');
    const text = squash(recipient.text);
    expect(text).toContain('Bonjour Louis,');
    expect(text).toContain('Camille vous offre ce cadeau : Coffret cadeau : Évasion gourmande.');
    expect(text).toContain('Code du bon : EBK7Q2M9XA');
    expect(text).toContain('Message : Joyeux Noël, profitez bien !');
    expect(text).toContain(`${ORIGIN}/fr-fr/beneficiaire/connexion`);
    expect(text).not.toContain('Payé');
  });

  it('speaks the site’s language (Italian)', () => {
    const [buyer, recipient] = bookedEmails(giftCheckout({ locale: 'it_IT', booking: {} }), ORIGIN);
    expect(buyer!.subject).toBe('Il tuo ordine regalo 12345678');
    expect(squash(buyer!.text)).toContain('Codice del buono: EBK7Q2M9XA');
    expect(recipient!.subject).toBe('Camille ti regala un regalo');
    expect(recipient!.locale).toBe('it_IT');
  });
});

describe('a physical gift stay', () => {
  it('one e-mail, to the buyer: the stay, the options, the address, the delivery estimate and the code printed in the box', () => {
    const emails = bookedEmails(giftCheckout({ gift: physicalStayGift, label: 'Nuit au lac', booking: { voucherCode: 'SVQ2W8E4R6' } }), ORIGIN);
    expect(emails.map((email) => email.tags.kind)).toEqual(['gift-order-confirmation']);
    const text = squash(emails[0]!.text);
    expect(text).toContain('Séjour cadeau : Nuit au lac (Hôtel du Lac), 2 nuits pour 2 personnes');
    expect(text).toContain('Format : physique, livré par la poste');
    expect(text).toContain('Options : Bouteille de champagne');
    expect(text).toContain('Livré à : Louis Martin, 12 rue des Lilas, 69003 Lyon, FR');
    expect(text).toContain('Livraison prévue entre le jeudi 26 novembre 2026 et le lundi 30 novembre 2026');
    expect(text).toContain('Code du bon (également imprimé dans le coffret) : SVQ2W8E4R6');
    expect(text).toContain('Prix du cadeau : 358,90 €');
  });
});

describe('a gift card for oneself', () => {
  it('one e-mail with the serial number, the balance, the validity and how to use it at a stay’s booking step', () => {
    const emails = bookedEmails(giftCheckout({ gift: giftCard, locale: 'es_ES', booking: { voucherCode: 'GC-1234-5678-9012', validUntil: '2027-11-24' } }), ORIGIN);
    expect(emails).toHaveLength(1);
    const text = squash(emails[0]!.text);
    expect(text).toContain('Tarjeta regalo de 150 €');
    expect(text).toContain('Número de serie: GC-1234-5678-9012');
    expect(text).toContain('Saldo: 150 €');
    expect(text).toContain('Válido hasta el miércoles, 24 de noviembre de 2027');
    expect(text).toContain('«Tarjeta regalo»');
  });
});

describe('before the booking, or a stay', () => {
  it('an unbooked gift order sends nothing', () => {
    expect(bookedEmails(giftCheckout(), ORIGIN)).toEqual([]);
  });
});
