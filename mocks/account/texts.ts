import type { BookingStatus } from '../bookings/seeded';
import type { AccountLang } from './accounts';

/** The stand-in's own words, in the four languages of the six sites (the account application's, not the storefront's). */
export interface AccountTexts {
  brand: string;
  backToShop: string;
  nav: string;
  profile: string;
  trips: string;
  wishlist: string;
  signOut: string;
  signInTitle: string;
  signInIntro: string;
  email: string;
  password: string;
  signIn: string;
  emailMissing: string;
  emailInvalid: string;
  passwordMissing: string;
  errorSummary: string;
  profileTitle: string;
  firstName: string;
  accountId: string;
  tripsTitle: string;
  noTrips: string;
  /** The trips list's accessible name. */
  tripsList: string;
  /** A modifiable trip's link to the shop's booking lookup, where its dates can be changed (contract §6). */
  changeDates: string;
  reference: string;
  dates: string;
  status: string;
  statuses: Record<BookingStatus, string>;
  modifyTitle: string;
  modifyText: string;
  cancelTitle: string;
  cancelText: string;
  invoiceTitle: string;
  invoiceText: string;
  wishlistTitle: string;
  wishlistEmpty: string;
  remove: string;
  /** '{label}' is replaced. */
  removeLabel: string;
  notFoundTitle: string;
}

export const ACCOUNT_TEXTS: Record<AccountLang, AccountTexts> = {
  fr: {
    brand: 'Escapade — Mon compte',
    backToShop: 'Retour à la boutique',
    nav: 'Mon compte',
    profile: 'Mon profil',
    trips: 'Mes voyages',
    wishlist: 'Mes favoris',
    signOut: 'Se déconnecter',
    signInTitle: 'Connexion à votre compte',
    signInIntro: 'Connectez-vous pour retrouver vos voyages et vos favoris.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    emailMissing: 'Saisissez votre adresse e-mail.',
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    passwordMissing: 'Saisissez votre mot de passe.',
    errorSummary: 'Le formulaire contient des erreurs.',
    profileTitle: 'Mon profil',
    firstName: 'Prénom',
    accountId: 'Numéro de compte',
    tripsTitle: 'Mes voyages',
    noTrips: 'Aucun voyage n’est encore réservé avec ce compte.',
    tripsList: 'Vos réservations',
    changeDates: 'Changer les dates',
    reference: 'Référence',
    dates: 'Dates',
    status: 'Statut',
    statuses: { CONFIRMED: 'Confirmée', AWAITING_PAYMENT: 'En attente de paiement', CANCELLED: 'Annulée', COMPLETED: 'Terminée' },
    modifyTitle: 'Modifier une réservation',
    modifyText: 'Choisissez le voyage à modifier : dates, voyageurs ou options.',
    cancelTitle: 'Annuler une réservation',
    cancelText: 'Choisissez le voyage à annuler ; les conditions d’annulation de l’offre s’appliquent.',
    invoiceTitle: 'Demander une facture',
    invoiceText: 'Choisissez le voyage dont vous souhaitez recevoir la facture par e-mail.',
    wishlistTitle: 'Mes favoris',
    wishlistEmpty: 'Vous n’avez encore aucun favori. Touchez le cœur d’une offre pour l’ajouter.',
    remove: 'Retirer',
    removeLabel: 'Retirer {label} de mes favoris',
    notFoundTitle: 'Page introuvable',
  },
  nl: {
    brand: 'Escapade — Mijn account',
    backToShop: 'Terug naar de winkel',
    nav: 'Mijn account',
    profile: 'Mijn profiel',
    trips: 'Mijn reizen',
    wishlist: 'Mijn favorieten',
    signOut: 'Uitloggen',
    signInTitle: 'Inloggen op je account',
    signInIntro: 'Log in om je reizen en favorieten terug te vinden.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Inloggen',
    emailMissing: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    passwordMissing: 'Vul je wachtwoord in.',
    errorSummary: 'Het formulier bevat fouten.',
    profileTitle: 'Mijn profiel',
    firstName: 'Voornaam',
    accountId: 'Accountnummer',
    tripsTitle: 'Mijn reizen',
    noTrips: 'Er is nog geen reis geboekt met dit account.',
    tripsList: 'Je boekingen',
    changeDates: 'De data wijzigen',
    reference: 'Referentie',
    dates: 'Data',
    status: 'Status',
    statuses: { CONFIRMED: 'Bevestigd', AWAITING_PAYMENT: 'Wacht op betaling', CANCELLED: 'Geannuleerd', COMPLETED: 'Afgerond' },
    modifyTitle: 'Een boeking wijzigen',
    modifyText: 'Kies de reis die je wilt wijzigen: data, reizigers of opties.',
    cancelTitle: 'Een boeking annuleren',
    cancelText: 'Kies de reis die je wilt annuleren; de annuleringsvoorwaarden van het aanbod gelden.',
    invoiceTitle: 'Een factuur aanvragen',
    invoiceText: 'Kies de reis waarvan je de factuur per e-mail wilt ontvangen.',
    wishlistTitle: 'Mijn favorieten',
    wishlistEmpty: 'Je hebt nog geen favorieten. Tik op het hartje van een aanbod om het toe te voegen.',
    remove: 'Verwijderen',
    removeLabel: '{label} uit mijn favorieten verwijderen',
    notFoundTitle: 'Pagina niet gevonden',
  },
  it: {
    brand: 'Escapade — Il mio account',
    backToShop: 'Torna al negozio',
    nav: 'Il mio account',
    profile: 'Il mio profilo',
    trips: 'I miei viaggi',
    wishlist: 'I miei preferiti',
    signOut: 'Esci',
    signInTitle: 'Accedi al tuo account',
    signInIntro: 'Accedi per ritrovare i tuoi viaggi e i tuoi preferiti.',
    email: 'Indirizzo e-mail',
    password: 'Password',
    signIn: 'Accedi',
    emailMissing: 'Inserisci il tuo indirizzo e-mail.',
    emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    passwordMissing: 'Inserisci la tua password.',
    errorSummary: 'Il modulo contiene degli errori.',
    profileTitle: 'Il mio profilo',
    firstName: 'Nome',
    accountId: 'Numero di account',
    tripsTitle: 'I miei viaggi',
    noTrips: 'Nessun viaggio è ancora stato prenotato con questo account.',
    tripsList: 'Le tue prenotazioni',
    changeDates: 'Cambia le date',
    reference: 'Riferimento',
    dates: 'Date',
    status: 'Stato',
    statuses: { CONFIRMED: 'Confermata', AWAITING_PAYMENT: 'In attesa di pagamento', CANCELLED: 'Annullata', COMPLETED: 'Conclusa' },
    modifyTitle: 'Modificare una prenotazione',
    modifyText: 'Scegli il viaggio da modificare: date, viaggiatori od opzioni.',
    cancelTitle: 'Annullare una prenotazione',
    cancelText: 'Scegli il viaggio da annullare; si applicano le condizioni di cancellazione dell’offerta.',
    invoiceTitle: 'Richiedere una fattura',
    invoiceText: 'Scegli il viaggio di cui vuoi ricevere la fattura via e-mail.',
    wishlistTitle: 'I miei preferiti',
    wishlistEmpty: 'Non hai ancora preferiti. Tocca il cuore di un’offerta per aggiungerla.',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {label} dai miei preferiti',
    notFoundTitle: 'Pagina non trovata',
  },
  es: {
    brand: 'Escapade — Mi cuenta',
    backToShop: 'Volver a la tienda',
    nav: 'Mi cuenta',
    profile: 'Mi perfil',
    trips: 'Mis viajes',
    wishlist: 'Mis favoritos',
    signOut: 'Cerrar sesión',
    signInTitle: 'Inicia sesión en tu cuenta',
    signInIntro: 'Inicia sesión para encontrar tus viajes y tus favoritos.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    emailMissing: 'Introduce tu correo electrónico.',
    emailInvalid: 'Introduce un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
    passwordMissing: 'Introduce tu contraseña.',
    errorSummary: 'El formulario contiene errores.',
    profileTitle: 'Mi perfil',
    firstName: 'Nombre',
    accountId: 'Número de cuenta',
    tripsTitle: 'Mis viajes',
    noTrips: 'Todavía no hay ningún viaje reservado con esta cuenta.',
    tripsList: 'Tus reservas',
    changeDates: 'Cambiar las fechas',
    reference: 'Referencia',
    dates: 'Fechas',
    status: 'Estado',
    statuses: { CONFIRMED: 'Confirmada', AWAITING_PAYMENT: 'Pendiente de pago', CANCELLED: 'Cancelada', COMPLETED: 'Finalizada' },
    modifyTitle: 'Modificar una reserva',
    modifyText: 'Elige el viaje que quieres modificar: fechas, viajeros u opciones.',
    cancelTitle: 'Cancelar una reserva',
    cancelText: 'Elige el viaje que quieres cancelar; se aplican las condiciones de cancelación de la oferta.',
    invoiceTitle: 'Solicitar una factura',
    invoiceText: 'Elige el viaje del que quieres recibir la factura por correo electrónico.',
    wishlistTitle: 'Mis favoritos',
    wishlistEmpty: 'Todavía no tienes favoritos. Toca el corazón de una oferta para añadirla.',
    remove: 'Quitar',
    removeLabel: 'Quitar {label} de mis favoritos',
    notFoundTitle: 'Página no encontrada',
  },
};
