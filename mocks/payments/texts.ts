import type { Lang } from '../catalogue/types';
import type { CardError, CardOutcome } from './cards';

/**
 * The hosted pages' own words (the provider's, not the shop's), in the four languages of the six
 * sites; the payment's locale picks one. '{amount}' and '{fee}' are replaced.
 */
export interface PaymentTexts {
  provider: string;
  title: string;
  merchant: string;
  amount: string;
  cardTitle: string;
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  pay: string;
  cancelLink: string;
  errorSummary: string;
  errors: Record<CardError, string>;
  challengeTitle: string;
  challengeText: string;
  complete: string;
  fail: string;
  paypalTitle: string;
  paypalText: string;
  almaTitle: Record<'alma_3x' | 'alma_4x' | 'alma_later', string>;
  almaText: string;
  scheduleTitle: string;
  date: string;
  fee: string;
  approve: string;
  cancel: string;
  chooseOutcome: string;
  testMode: string;
  testCardsTitle: string;
  testCards: Record<CardOutcome, string>;
  notFoundTitle: string;
  notFoundText: string;
}

export const PAYMENT_TEXTS: Record<Lang, PaymentTexts> = {
  fr: {
    provider: 'SimPay — paiement sécurisé',
    title: 'Paiement sécurisé',
    merchant: 'Marchand',
    amount: 'Montant',
    cardTitle: 'Payer par carte',
    holder: 'Titulaire de la carte',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)',
    pay: 'Payer {amount}',
    cancelLink: 'Annuler et revenir à la boutique',
    errorSummary: 'Le formulaire contient des erreurs.',
    errors: {
      holderMissing: 'Saisissez le nom du titulaire de la carte.',
      numberInvalid: 'Saisissez un numéro de carte valide.',
      expiryInvalid: 'Saisissez la date d’expiration au format MM/AA.',
      expiryPast: 'Cette carte a expiré.',
      cvcInvalid: 'Saisissez les 3 ou 4 chiffres du cryptogramme.',
    },
    challengeTitle: 'Authentification 3-D Secure',
    challengeText: 'Votre banque vous demande de confirmer le paiement de {amount} à Escapade.',
    complete: 'Confirmer le paiement',
    fail: 'Échec de l’authentification',
    paypalTitle: 'Payer avec PayPal',
    paypalText: 'Approuvez le paiement de {amount} à Escapade avec votre compte PayPal.',
    almaTitle: { alma_3x: 'Payer en 3 fois avec Alma', alma_4x: 'Payer en 4 fois avec Alma', alma_later: 'Payer plus tard avec Alma' },
    almaText: 'Approuvez l’échéancier du paiement de {amount} à Escapade.',
    scheduleTitle: 'Votre échéancier',
    date: 'Date',
    fee: 'dont {fee} de frais',
    approve: 'Approuver le paiement',
    cancel: 'Annuler',
    chooseOutcome: 'Choisissez d’approuver ou d’annuler le paiement.',
    testMode: 'Mode test : aucune carte réelle n’est débitée.',
    testCardsTitle: 'Cartes de test',
    testCards: { authorised: 'paiement autorisé', refused: 'paiement refusé', challenge: 'authentification 3-D Secure' },
    notFoundTitle: 'Paiement introuvable',
    notFoundText: 'Ce lien de paiement n’existe pas. Revenez à la boutique pour recommencer.',
  },
  nl: {
    provider: 'SimPay — veilig betalen',
    title: 'Veilig betalen',
    merchant: 'Handelaar',
    amount: 'Bedrag',
    cardTitle: 'Betalen met kaart',
    holder: 'Naam kaarthouder',
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode (CVC)',
    pay: '{amount} betalen',
    cancelLink: 'Annuleren en terug naar de winkel',
    errorSummary: 'Het formulier bevat fouten.',
    errors: {
      holderMissing: 'Vul de naam van de kaarthouder in.',
      numberInvalid: 'Vul een geldig kaartnummer in.',
      expiryInvalid: 'Vul de vervaldatum in als MM/JJ.',
      expiryPast: 'Deze kaart is verlopen.',
      cvcInvalid: 'Vul de 3 of 4 cijfers van de beveiligingscode in.',
    },
    challengeTitle: '3-D Secure-verificatie',
    challengeText: 'Je bank vraagt je de betaling van {amount} aan Escapade te bevestigen.',
    complete: 'Betaling bevestigen',
    fail: 'Verificatie mislukt',
    paypalTitle: 'Betalen met PayPal',
    paypalText: 'Keur de betaling van {amount} aan Escapade goed met je PayPal-account.',
    almaTitle: { alma_3x: 'Betalen in 3 termijnen met Alma', alma_4x: 'Betalen in 4 termijnen met Alma', alma_later: 'Later betalen met Alma' },
    almaText: 'Keur het betaalschema van {amount} aan Escapade goed.',
    scheduleTitle: 'Je betaalschema',
    date: 'Datum',
    fee: 'waarvan {fee} kosten',
    approve: 'Betaling goedkeuren',
    cancel: 'Annuleren',
    chooseOutcome: 'Kies of je de betaling goedkeurt of annuleert.',
    testMode: 'Testmodus: er wordt geen echte kaart belast.',
    testCardsTitle: 'Testkaarten',
    testCards: { authorised: 'betaling goedgekeurd', refused: 'betaling geweigerd', challenge: '3-D Secure-verificatie' },
    notFoundTitle: 'Betaling niet gevonden',
    notFoundText: 'Deze betaallink bestaat niet. Ga terug naar de winkel om opnieuw te beginnen.',
  },
  it: {
    provider: 'SimPay — pagamento sicuro',
    title: 'Pagamento sicuro',
    merchant: 'Esercente',
    amount: 'Importo',
    cardTitle: 'Paga con carta',
    holder: 'Titolare della carta',
    number: 'Numero della carta',
    expiry: 'Data di scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga {amount}',
    cancelLink: 'Annulla e torna al negozio',
    errorSummary: 'Il modulo contiene degli errori.',
    errors: {
      holderMissing: 'Inserisci il nome del titolare della carta.',
      numberInvalid: 'Inserisci un numero di carta valido.',
      expiryInvalid: 'Inserisci la data di scadenza nel formato MM/AA.',
      expiryPast: 'Questa carta è scaduta.',
      cvcInvalid: 'Inserisci le 3 o 4 cifre del codice di sicurezza.',
    },
    challengeTitle: 'Autenticazione 3-D Secure',
    challengeText: 'La tua banca ti chiede di confermare il pagamento di {amount} a Escapade.',
    complete: 'Conferma il pagamento',
    fail: 'Autenticazione non riuscita',
    paypalTitle: 'Paga con PayPal',
    paypalText: 'Approva il pagamento di {amount} a Escapade con il tuo conto PayPal.',
    almaTitle: { alma_3x: 'Paga in 3 rate con Alma', alma_4x: 'Paga in 4 rate con Alma', alma_later: 'Paga più tardi con Alma' },
    almaText: 'Approva il piano di pagamento di {amount} a Escapade.',
    scheduleTitle: 'Il tuo piano di pagamento',
    date: 'Data',
    fee: 'di cui {fee} di commissioni',
    approve: 'Approva il pagamento',
    cancel: 'Annulla',
    chooseOutcome: 'Scegli se approvare o annullare il pagamento.',
    testMode: 'Modalità di prova: nessuna carta reale viene addebitata.',
    testCardsTitle: 'Carte di prova',
    testCards: { authorised: 'pagamento autorizzato', refused: 'pagamento rifiutato', challenge: 'autenticazione 3-D Secure' },
    notFoundTitle: 'Pagamento non trovato',
    notFoundText: 'Questo link di pagamento non esiste. Torna al negozio per ricominciare.',
  },
  es: {
    provider: 'SimPay — pago seguro',
    title: 'Pago seguro',
    merchant: 'Comercio',
    amount: 'Importe',
    cardTitle: 'Pagar con tarjeta',
    holder: 'Titular de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    pay: 'Pagar {amount}',
    cancelLink: 'Cancelar y volver a la tienda',
    errorSummary: 'El formulario contiene errores.',
    errors: {
      holderMissing: 'Introduce el nombre del titular de la tarjeta.',
      numberInvalid: 'Introduce un número de tarjeta válido.',
      expiryInvalid: 'Introduce la fecha de caducidad con el formato MM/AA.',
      expiryPast: 'Esta tarjeta ha caducado.',
      cvcInvalid: 'Introduce las 3 o 4 cifras del código de seguridad.',
    },
    challengeTitle: 'Autenticación 3-D Secure',
    challengeText: 'Tu banco te pide que confirmes el pago de {amount} a Escapade.',
    complete: 'Confirmar el pago',
    fail: 'Autenticación fallida',
    paypalTitle: 'Pagar con PayPal',
    paypalText: 'Aprueba el pago de {amount} a Escapade con tu cuenta de PayPal.',
    almaTitle: { alma_3x: 'Pagar en 3 plazos con Alma', alma_4x: 'Pagar en 4 plazos con Alma', alma_later: 'Pagar más tarde con Alma' },
    almaText: 'Aprueba el calendario de pagos de {amount} a Escapade.',
    scheduleTitle: 'Tu calendario de pagos',
    date: 'Fecha',
    fee: 'incluye {fee} de comisión',
    approve: 'Aprobar el pago',
    cancel: 'Cancelar',
    chooseOutcome: 'Elige si apruebas o cancelas el pago.',
    testMode: 'Modo de prueba: no se carga ninguna tarjeta real.',
    testCardsTitle: 'Tarjetas de prueba',
    testCards: { authorised: 'pago autorizado', refused: 'pago rechazado', challenge: 'autenticación 3-D Secure' },
    notFoundTitle: 'Pago no encontrado',
    notFoundText: 'Este enlace de pago no existe. Vuelve a la tienda para empezar de nuevo.',
  },
};
