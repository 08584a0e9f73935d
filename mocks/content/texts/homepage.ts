import type { Lang } from '../../catalogue/types';

/** Homepage copy per language (the flows, the blocks, the footer). */
export type HomeFlow = 'booking' | 'gifting' | 'activity' | 'hotel';

export interface FlowTexts {
  seoTitle: string;
  seoDescription: string;
  title: string;
  subtitle: string;
  cta: string;
}

interface Usp {
  title: string;
  items: [UspItem, UspItem, UspItem];
}
interface UspItem {
  title: string;
  text: string;
}

export interface HomeTexts {
  flows: Record<HomeFlow, FlowTexts>;
  header: { gifts: string; boxes: string; giftCard: string; ideas: string; contact: string };
  usp: Usp;
  giftUsp: Usp;
  topResults(city: string): string;
  topActivities(city: string): string;
  categories: string;
  boxes: { title: string; subtitle: string; cta: string };
  boxCodes: string;
  banner: { title: string; subtitle: string };
  giftBanner: { title: string; subtitle: string };
  marketing: { title: string; text: string; cta: string };
  related: string;
  article: { title: string; paragraphs: [string, string] };
  flashSale: { title: string; subtitle: string; cta: string };
  giftingCtas: { boxes: string; giftCard: string; singleVoucher: string };
  footer: { text: string; about: string; terms: string; privacy: string; cookies: string; faq: string; legal: string };
}

const fr: HomeTexts = {
  flows: {
    booking: {
      seoTitle: 'Escapade – Week-ends et courts séjours en hôtel avec activités',
      seoDescription: 'Réservez un week-end en hôtel avec dîner, spa ou activité : plus de 5000 séjours sélectionnés, au meilleur prix.',
      title: 'Offrez-vous un vrai week-end',
      subtitle: 'Hôtels de charme, dîners et activités réunis dans un seul séjour',
      cta: 'Trouver mon séjour',
    },
    gifting: {
      seoTitle: 'Escapade – Coffrets cadeaux, séjours à offrir et cartes cadeaux',
      seoDescription: 'Offrez un week-end, un coffret ou une carte cadeau : e-coffret envoyé immédiatement, valable un an et demi.',
      title: 'Le cadeau qui fait voyager',
      subtitle: 'Coffrets, séjours et cartes cadeaux à offrir pour toutes les occasions',
      cta: 'Choisir un cadeau',
    },
    activity: {
      seoTitle: 'Escapade – Activités et expériences près de chez vous',
      seoDescription: "Massages, cours de cuisine, balades en bateau : réservez une activité sans nuit d'hôtel, seul ou à deux.",
      title: 'Une expérience, sans forcément dormir sur place',
      subtitle: "Des centaines d'activités à vivre à la journée",
      cta: 'Voir les activités',
    },
    hotel: {
      seoTitle: 'Escapade – Hôtels sélectionnés pour votre week-end',
      seoDescription: 'Comparez nos hôtels partenaires, leurs chambres et leurs offres, et réservez au meilleur prix.',
      title: "Trouvez l'hôtel qui vous ressemble",
      subtitle: "Hôtels de charme, châteaux et maisons d'hôtes sélectionnés par nos équipes",
      cta: 'Rechercher un hôtel',
    },
  },
  header: { gifts: 'Idées cadeaux', boxes: 'Coffrets cadeaux', giftCard: 'Carte cadeau', ideas: 'Idées week-end', contact: 'Aide et contact' },
  usp: {
    title: 'Pourquoi réserver avec Escapade ?',
    items: [
      { title: 'Des hôtels triés sur le volet', text: 'Chaque établissement est visité et sélectionné par nos équipes.' },
      { title: 'Tout est compris', text: 'Nuit, petit-déjeuner et activités réunis dans un seul prix.' },
      { title: 'Des conseillers à votre écoute', text: 'Notre service client vous répond du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h.' },
    ],
  },
  giftUsp: {
    title: 'Pourquoi offrir avec Escapade ?',
    items: [
      { title: 'Valable un an et demi', text: "Le bénéficiaire choisit sa date et son hôtel parmi des centaines d'adresses." },
      { title: 'E-coffret ou coffret physique', text: 'Envoyé immédiatement par e-mail ou livré en 2 à 4 jours ouvrés.' },
      { title: 'Échange gratuit', text: "Le coffret s'échange gratuitement jusqu'à 2 jours avant le séjour." },
    ],
  },
  topResults: (city) => `Les séjours les plus réservés à ${city}`,
  topActivities: (city) => `Nos activités coup de cœur à ${city}`,
  categories: "Trouvez l'inspiration par thème",
  boxes: { title: 'Nos coffrets cadeaux les plus offerts', subtitle: 'Un e-coffret envoyé immédiatement, valable un an et demi', cta: 'Voir tous les coffrets' },
  boxCodes: 'Nos coffrets du moment',
  banner: { title: 'Les offres de dernière minute', subtitle: 'Partez ce week-end : nos hôtels ont encore des chambres disponibles.' },
  giftBanner: { title: 'La carte cadeau, le cadeau qui laisse le choix', subtitle: 'Du montant de votre choix, à utiliser sur tout le site' },
  marketing: {
    title: 'Offrez un séjour, ils choisiront la date',
    text: "Avec le séjour cadeau, vos proches réservent l'hôtel et la date qui leur conviennent, pendant un an.",
    cta: 'Découvrir les séjours cadeaux',
  },
  related: 'Nos destinations préférées',
  article: {
    title: 'Le week-end, notre métier depuis quinze ans',
    paragraphs: [
      'Depuis plus de 15 ans, nous imaginons des séjours courts qui donnent l’impression de partir loin sans poser une semaine de congés.',
      'Nos 5000 séjours réunissent une nuit dans un hôtel choisi avec soin et une activité sur place ou à proximité : spa, dîner gastronomique, dégustation, balade en bateau…',
    ],
  },
  flashSale: { title: 'Ventes flash du week-end', subtitle: 'Des prix doux pendant quelques jours seulement', cta: "J'en profite" },
  giftingCtas: { boxes: 'Coffrets cadeaux', giftCard: 'Carte cadeau', singleVoucher: 'Séjours à offrir' },
  footer: {
    text: 'Escapade, des week-ends sélectionnés avec soin depuis 15 ans.',
    about: 'Qui sommes-nous ?',
    terms: 'Conditions générales de vente',
    privacy: 'Politique de confidentialité',
    cookies: 'Cookies',
    faq: 'Questions fréquentes',
    legal: 'Mentions légales',
  },
};

const nl: HomeTexts = {
  flows: {
    booking: {
      seoTitle: 'Escapade – Weekendjes weg en korte hotelverblijven met activiteiten',
      seoDescription: 'Boek een weekendje weg in een hotel met diner, spa of activiteit: meer dan 5000 zorgvuldig gekozen arrangementen tegen de beste prijs.',
      title: 'Gun jezelf een echt weekend weg',
      subtitle: 'Sfeervolle hotels, diners en activiteiten in één arrangement',
      cta: 'Vind mijn arrangement',
    },
    gifting: {
      seoTitle: 'Escapade – Cadeauboxen, verblijven cadeau doen en cadeaukaarten',
      seoDescription: 'Geef een weekendje weg, een cadeaubox of een cadeaukaart: de e-box wordt meteen verstuurd en is anderhalf jaar geldig.',
      title: 'Het cadeau dat op reis neemt',
      subtitle: 'Cadeauboxen, verblijven en cadeaukaarten voor elke gelegenheid',
      cta: 'Kies een cadeau',
    },
    activity: {
      seoTitle: 'Escapade – Activiteiten en belevenissen bij jou in de buurt',
      seoDescription: "Massages, kookworkshops, boottochtjes: boek een activiteit zonder hotelovernachting, alleen of met z'n tweeën.",
      title: 'Een belevenis, zonder er te hoeven overnachten',
      subtitle: 'Honderden activiteiten voor een onvergetelijke dag',
      cta: 'Bekijk de activiteiten',
    },
    hotel: {
      seoTitle: 'Escapade – Geselecteerde hotels voor je weekend',
      seoDescription: 'Vergelijk onze partnerhotels, hun kamers en aanbiedingen, en boek tegen de beste prijs.',
      title: 'Vind het hotel dat bij je past',
      subtitle: "Sfeervolle hotels, kastelen en B&B's, geselecteerd door ons team",
      cta: 'Zoek een hotel',
    },
  },
  header: { gifts: 'Cadeau-ideeën', boxes: 'Cadeauboxen', giftCard: 'Cadeaukaart', ideas: 'Weekendideeën', contact: 'Hulp en contact' },
  usp: {
    title: 'Waarom boeken bij Escapade?',
    items: [
      { title: 'Zorgvuldig gekozen hotels', text: 'Elk hotel wordt door ons team bezocht en geselecteerd.' },
      { title: 'Alles inbegrepen', text: 'Overnachting, ontbijt en activiteiten samen voor één prijs.' },
      { title: 'Adviseurs die naar je luisteren', text: 'Onze klantenservice is bereikbaar van maandag tot vrijdag van 10 tot 19 uur en op zaterdag van 10 tot 18 uur.' },
    ],
  },
  giftUsp: {
    title: 'Waarom een cadeau van Escapade?',
    items: [
      { title: 'Anderhalf jaar geldig', text: 'De ontvanger kiest zelf datum en hotel uit honderden adressen.' },
      { title: 'E-box of fysieke box', text: 'Meteen per e-mail verstuurd of binnen 2 tot 4 werkdagen geleverd.' },
      { title: 'Gratis omruilen', text: 'De cadeaubox kan tot 2 dagen voor het verblijf gratis worden omgeruild.' },
    ],
  },
  topResults: (city) => `De populairste arrangementen in ${city}`,
  topActivities: (city) => `Onze favoriete activiteiten in ${city}`,
  categories: 'Laat je inspireren per thema',
  boxes: { title: 'Onze meest gegeven cadeauboxen', subtitle: 'Een e-box die meteen wordt verstuurd, anderhalf jaar geldig', cta: 'Bekijk alle cadeauboxen' },
  boxCodes: 'Onze cadeauboxen van het moment',
  banner: { title: 'Last-minute aanbiedingen', subtitle: 'Vertrek dit weekend nog: onze hotels hebben nog kamers vrij.' },
  giftBanner: { title: 'De cadeaukaart: het cadeau dat de keuze laat', subtitle: 'Voor een bedrag naar keuze, te gebruiken op de hele site' },
  marketing: {
    title: 'Geef een verblijf cadeau, zij kiezen de datum',
    text: 'Met een verblijf cadeau boeken je naasten zelf het hotel en de datum die hen past, een jaar lang.',
    cta: 'Ontdek de verblijven cadeau',
  },
  related: 'Onze favoriete bestemmingen',
  article: {
    title: 'Weekendjes weg, al vijftien jaar ons vak',
    paragraphs: [
      'Al meer dan 15 jaar bedenken we korte verblijven die aanvoelen als een echte reis, zonder een week vrij te nemen.',
      'Onze 5000 arrangementen combineren een overnachting in een zorgvuldig gekozen hotel met een activiteit ter plaatse of in de buurt: spa, gastronomisch diner, proeverij, boottocht…',
    ],
  },
  flashSale: { title: 'Flash sales van het weekend', subtitle: 'Zachte prijzen, slechts enkele dagen', cta: 'Profiteer ervan' },
  giftingCtas: { boxes: 'Cadeauboxen', giftCard: 'Cadeaukaart', singleVoucher: 'Verblijven cadeau doen' },
  footer: {
    text: 'Escapade, al 15 jaar zorgvuldig gekozen weekendjes weg.',
    about: 'Over ons',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookies',
    faq: 'Veelgestelde vragen',
    legal: 'Juridische informatie',
  },
};

const it: HomeTexts = {
  flows: {
    booking: {
      seoTitle: 'Escapade – Weekend e soggiorni brevi in hotel con attività',
      seoDescription: 'Prenota un weekend in hotel con cena, spa o attività: oltre 5000 soggiorni selezionati al miglior prezzo.',
      title: 'Regalati un vero weekend',
      subtitle: 'Hotel di charme, cene e attività riuniti in un unico soggiorno',
      cta: 'Trova il mio soggiorno',
    },
    gifting: {
      seoTitle: 'Escapade – Cofanetti regalo, soggiorni da regalare e carte regalo',
      seoDescription: "Regala un weekend, un cofanetto o una carta regalo: l'e-cofanetto arriva subito ed è valido un anno e mezzo.",
      title: 'Il regalo che fa viaggiare',
      subtitle: 'Cofanetti, soggiorni e carte regalo per ogni occasione',
      cta: 'Scegli un regalo',
    },
    activity: {
      seoTitle: 'Escapade – Attività ed esperienze vicino a te',
      seoDescription: "Massaggi, corsi di cucina, gite in barca: prenota un'attività senza notte in hotel, da solo o in coppia.",
      title: "Un'esperienza, senza dover dormire fuori",
      subtitle: 'Centinaia di attività da vivere in giornata',
      cta: 'Scopri le attività',
    },
    hotel: {
      seoTitle: 'Escapade – Hotel selezionati per il tuo weekend',
      seoDescription: 'Confronta i nostri hotel partner, le loro camere e le loro offerte, e prenota al miglior prezzo.',
      title: "Trova l'hotel che fa per te",
      subtitle: 'Hotel di charme, castelli e bed & breakfast selezionati dal nostro team',
      cta: 'Cerca un hotel',
    },
  },
  header: { gifts: 'Idee regalo', boxes: 'Cofanetti regalo', giftCard: 'Carta regalo', ideas: 'Idee weekend', contact: 'Aiuto e contatti' },
  usp: {
    title: 'Perché prenotare con Escapade?',
    items: [
      { title: 'Hotel scelti con cura', text: 'Ogni struttura è visitata e selezionata dal nostro team.' },
      { title: 'Tutto compreso', text: 'Notte, colazione e attività riunite in un unico prezzo.' },
      { title: 'Consulenti sempre disponibili', text: 'Il nostro servizio clienti risponde dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18.' },
    ],
  },
  giftUsp: {
    title: 'Perché regalare con Escapade?',
    items: [
      { title: 'Valido un anno e mezzo', text: 'Chi lo riceve sceglie data e hotel tra centinaia di indirizzi.' },
      { title: 'E-cofanetto inviato subito', text: 'Ricevuto via e-mail in pochi minuti, da stampare o inoltrare.' },
      { title: 'Cambio gratuito', text: 'Il cofanetto si può cambiare gratuitamente fino a 2 giorni prima del soggiorno.' },
    ],
  },
  topResults: (city) => `I soggiorni più prenotati a ${city}`,
  topActivities: (city) => `Le nostre attività preferite a ${city}`,
  categories: 'Lasciati ispirare per tema',
  boxes: { title: 'I cofanetti regalo più regalati', subtitle: 'Un e-cofanetto inviato subito, valido un anno e mezzo', cta: 'Vedi tutti i cofanetti' },
  boxCodes: 'I cofanetti del momento',
  banner: { title: 'Offerte last minute', subtitle: 'Parti questo weekend: i nostri hotel hanno ancora camere disponibili.' },
  giftBanner: { title: 'La carta regalo, il regalo che lascia la scelta', subtitle: "Dell'importo che preferisci, da usare su tutto il sito" },
  marketing: {
    title: 'Regala un soggiorno, la data la sceglieranno loro',
    text: "Con il soggiorno regalo, i tuoi cari prenotano l'hotel e la data che preferiscono, entro un anno.",
    cta: 'Scopri i soggiorni regalo',
  },
  related: 'Le nostre destinazioni preferite',
  article: {
    title: 'Il weekend, il nostro mestiere da quindici anni',
    paragraphs: [
      'Da oltre 15 anni immaginiamo soggiorni brevi che fanno sentire lontani da casa senza prendere una settimana di ferie.',
      "I nostri 5000 soggiorni uniscono una notte in un hotel scelto con cura e un'attività sul posto o nei dintorni: spa, cena gourmet, degustazione, gita in barca…",
    ],
  },
  flashSale: { title: 'Vendite lampo del weekend', subtitle: 'Prezzi dolci solo per pochi giorni', cta: 'Approfittane' },
  giftingCtas: { boxes: 'Cofanetti regalo', giftCard: 'Carta regalo', singleVoucher: 'Soggiorni da regalare' },
  footer: {
    text: 'Escapade, weekend selezionati con cura da 15 anni.',
    about: 'Chi siamo',
    terms: 'Condizioni generali di vendita',
    privacy: 'Informativa sulla privacy',
    cookies: 'Cookie',
    faq: 'Domande frequenti',
    legal: 'Note legali',
  },
};

const es: HomeTexts = {
  flows: {
    booking: {
      seoTitle: 'Escapade – Escapadas de fin de semana en hotel con actividades',
      seoDescription: 'Reserva una escapada en hotel con cena, spa o actividad: más de 5000 estancias seleccionadas al mejor precio.',
      title: 'Regálate un verdadero fin de semana',
      subtitle: 'Hoteles con encanto, cenas y actividades reunidos en una sola escapada',
      cta: 'Encontrar mi escapada',
    },
    gifting: {
      seoTitle: 'Escapade – Cajas regalo, escapadas para regalar y tarjetas regalo',
      seoDescription: 'Regala una escapada, una caja o una tarjeta regalo: la caja digital se envía al instante y es válida año y medio.',
      title: 'El regalo que hace viajar',
      subtitle: 'Cajas, escapadas y tarjetas regalo para cada ocasión',
      cta: 'Elegir un regalo',
    },
    activity: {
      seoTitle: 'Escapade – Actividades y experiencias cerca de ti',
      seoDescription: 'Masajes, clases de cocina, paseos en barco: reserva una actividad sin noche de hotel, solo o en pareja.',
      title: 'Una experiencia, sin necesidad de dormir fuera',
      subtitle: 'Cientos de actividades para disfrutar en el día',
      cta: 'Ver las actividades',
    },
    hotel: {
      seoTitle: 'Escapade – Hoteles seleccionados para tu fin de semana',
      seoDescription: 'Compara nuestros hoteles asociados, sus habitaciones y sus ofertas, y reserva al mejor precio.',
      title: 'Encuentra el hotel que va contigo',
      subtitle: 'Hoteles con encanto, castillos y casas rurales seleccionados por nuestro equipo',
      cta: 'Buscar un hotel',
    },
  },
  header: { gifts: 'Ideas para regalar', boxes: 'Cajas regalo', giftCard: 'Tarjeta regalo', ideas: 'Ideas de escapadas', contact: 'Ayuda y contacto' },
  usp: {
    title: '¿Por qué reservar con Escapade?',
    items: [
      { title: 'Hoteles elegidos con mimo', text: 'Nuestro equipo visita y selecciona cada establecimiento.' },
      { title: 'Todo incluido', text: 'Noche, desayuno y actividades reunidos en un solo precio.' },
      { title: 'Asesores a tu disposición', text: 'Nuestro servicio de atención al cliente te atiende de lunes a viernes de 10 a 19 h y los sábados de 10 a 18 h.' },
    ],
  },
  giftUsp: {
    title: '¿Por qué regalar con Escapade?',
    items: [
      { title: 'Válido año y medio', text: 'Quien lo recibe elige fecha y hotel entre cientos de direcciones.' },
      { title: 'Caja digital o física', text: 'Enviada al instante por correo electrónico o entregada en 2 a 4 días laborables.' },
      { title: 'Cambio gratuito', text: 'La caja regalo se puede cambiar gratis hasta 2 días antes de la estancia.' },
    ],
  },
  topResults: (city) => `Las escapadas más reservadas en ${city}`,
  topActivities: (city) => `Nuestras actividades favoritas en ${city}`,
  categories: 'Inspírate por temática',
  boxes: { title: 'Nuestras cajas regalo más regaladas', subtitle: 'Una caja digital enviada al instante, válida año y medio', cta: 'Ver todas las cajas regalo' },
  boxCodes: 'Nuestras cajas del momento',
  banner: { title: 'Ofertas de última hora', subtitle: 'Sal este mismo fin de semana: nuestros hoteles aún tienen habitaciones libres.' },
  giftBanner: { title: 'La tarjeta regalo, el regalo que deja elegir', subtitle: 'Del importe que quieras, para usar en toda la web' },
  marketing: {
    title: 'Regala una escapada, ellos eligen la fecha',
    text: 'Con la escapada regalo, tus seres queridos reservan el hotel y la fecha que prefieran, durante un año.',
    cta: 'Descubrir las escapadas regalo',
  },
  related: 'Nuestros destinos favoritos',
  article: {
    title: 'Las escapadas, nuestro oficio desde hace quince años',
    paragraphs: [
      'Desde hace más de 15 años imaginamos estancias cortas que te hacen sentir lejos sin pedir una semana de vacaciones.',
      'Nuestras 5000 escapadas combinan una noche en un hotel elegido con cuidado y una actividad en el lugar o muy cerca: spa, cena gastronómica, cata, paseo en barco…',
    ],
  },
  flashSale: { title: 'Ventas flash del fin de semana', subtitle: 'Precios suaves solo durante unos días', cta: 'Aprovecharlo' },
  giftingCtas: { boxes: 'Cajas regalo', giftCard: 'Tarjeta regalo', singleVoucher: 'Escapadas para regalar' },
  footer: {
    text: 'Escapade, escapadas seleccionadas con mimo desde hace 15 años.',
    about: 'Quiénes somos',
    terms: 'Condiciones generales de venta',
    privacy: 'Política de privacidad',
    cookies: 'Cookies',
    faq: 'Preguntas frecuentes',
    legal: 'Aviso legal',
  },
};

export const HOME_TEXTS: Record<Lang, HomeTexts> = { fr, nl, it, es };
