import type { Lang } from '../../catalogue/types';

/** Copy of announcement banners, promo bars, targeted banners, the SERP box block and the gift block. */
interface TitledText {
  title: string;
  content: string;
}

export interface BannerTexts {
  announcement: { flashSale: TitledText; giftDelivery: TitledText; winterSale: TitledText; upcomingDeal: TitledText; giftCard: TitledText };
  promoBar: { under150: string; lastMinute: string; spa: string; gourmet: string; instalments: string; boxes: string; giftCard: string };
  targeted: {
    city(city: string): string;
    citySubtitle: string;
    wellness: string;
    wellnessSubtitle: string;
    region(region: string): string;
    regionSubtitle: string;
    department(department: string): string;
    departmentSubtitle: string;
    nearby: string;
    nearbySubtitle: string;
    country(country: string): string;
    countrySubtitle: string;
    cta: string;
  };
  boxBlock: { title: string; subtitle: string; cta: string };
  giftBlock: { title: string; subtitle: string };
}

const fr: BannerTexts = {
  announcement: {
    flashSale: { title: 'Ventes flash', content: 'Jusqu’à -30 % sur une sélection de week-ends, pour quelques jours seulement.' },
    giftDelivery: { title: 'Le cadeau de dernière minute', content: 'E-coffret envoyé en quelques minutes par e-mail, à imprimer ou à transférer.' },
    winterSale: { title: 'Soldes d’hiver', content: '-20 % sur les séjours à la montagne et au coin du feu.' },
    upcomingDeal: { title: 'Bientôt : le week-end des bonnes affaires', content: 'Des prix doux sur des centaines de séjours, notez la date !' },
    giftCard: { title: 'La carte cadeau', content: 'Vous hésitez ? Offrez une carte cadeau du montant de votre choix.' },
  },
  promoBar: {
    under150: 'Week-ends à moins de 150 €',
    lastMinute: 'Offres de dernière minute',
    spa: 'Séjours avec spa',
    gourmet: 'Week-ends gastronomiques',
    instalments: 'Paiement en 3 ou 4 fois',
    boxes: 'Coffrets cadeaux',
    giftCard: 'Carte cadeau',
  },
  targeted: {
    city: (city) => `Un week-end à ${city}`,
    citySubtitle: 'Nos meilleures adresses, à deux pas du centre',
    wellness: 'Envie de vous détendre ?',
    wellnessSubtitle: 'Spa, hammam et massages : nos séjours bien-être',
    region: (region) => `Escapade en ${region}`,
    regionSubtitle: 'Des séjours pour découvrir la région autrement',
    department: (department) => `${department} : nos coups de cœur`,
    departmentSubtitle: 'Des hôtels de charme sélectionnés pour vous',
    nearby: 'À moins de 2 h de chez vous',
    nearbySubtitle: 'Partez sans perdre de temps sur la route',
    country: (country) => `Nos séjours en ${country}`,
    countrySubtitle: 'Des centaines d’hôtels sélectionnés par nos équipes',
    cta: 'Découvrir',
  },
  boxBlock: { title: 'Et si vous l’offriez ?', subtitle: 'Nos coffrets cadeaux pour faire plaisir à coup sûr', cta: 'Voir tous les coffrets' },
  giftBlock: { title: 'Offrez un week-end', subtitle: 'Coffret, séjour ou carte cadeau : le cadeau qui fait voyager' },
};

const nl: BannerTexts = {
  announcement: {
    flashSale: { title: 'Flash sales', content: 'Tot -30 % op een selectie weekendjes weg, slechts enkele dagen.' },
    giftDelivery: { title: 'Het last-minute cadeau', content: 'De e-box staat binnen enkele minuten in je mailbox, om te printen of door te sturen.' },
    winterSale: { title: 'Winteruitverkoop', content: '-20 % op verblijven in de bergen en bij het haardvuur.' },
    upcomingDeal: { title: 'Binnenkort: het weekend van de koopjes', content: 'Zachte prijzen op honderden arrangementen, zet het alvast in je agenda!' },
    giftCard: { title: 'De cadeaukaart', content: 'Twijfel je? Geef een cadeaukaart met een bedrag naar keuze.' },
  },
  promoBar: {
    under150: 'Weekendjes onder 150 €',
    lastMinute: 'Last-minute aanbiedingen',
    spa: 'Arrangementen met spa',
    gourmet: 'Culinaire weekendjes',
    instalments: 'Betalen in 3 of 4 termijnen',
    boxes: 'Cadeauboxen',
    giftCard: 'Cadeaukaart',
  },
  targeted: {
    city: (city) => `Een weekend in ${city}`,
    citySubtitle: 'Onze beste adressen, vlak bij het centrum',
    wellness: 'Zin om te ontspannen?',
    wellnessSubtitle: 'Spa, hamam en massages: onze wellnessarrangementen',
    region: (region) => `Eropuit in ${region}`,
    regionSubtitle: 'Arrangementen om de streek anders te ontdekken',
    department: (department) => `${department}: onze favorieten`,
    departmentSubtitle: 'Sfeervolle hotels, speciaal voor jou geselecteerd',
    nearby: 'Op minder dan 2 uur van huis',
    nearbySubtitle: 'Vertrek zonder uren onderweg te zijn',
    country: (country) => `Onze arrangementen in ${country}`,
    countrySubtitle: 'Honderden hotels, geselecteerd door ons team',
    cta: 'Ontdekken',
  },
  boxBlock: { title: 'Of geef je het cadeau?', subtitle: 'Onze cadeauboxen om zeker in de smaak te vallen', cta: 'Bekijk alle cadeauboxen' },
  giftBlock: { title: 'Geef een weekendje weg cadeau', subtitle: 'Cadeaubox, verblijf of cadeaukaart: het cadeau dat op reis neemt' },
};

const it: BannerTexts = {
  announcement: {
    flashSale: { title: 'Vendite lampo', content: 'Fino al -30% su una selezione di weekend, solo per pochi giorni.' },
    giftDelivery: { title: 'Il regalo dell’ultimo minuto', content: 'L’e-cofanetto arriva via e-mail in pochi minuti, da stampare o inoltrare.' },
    winterSale: { title: 'Saldi invernali', content: '-20% sui soggiorni in montagna e davanti al camino.' },
    upcomingDeal: { title: 'Presto: il weekend delle occasioni', content: 'Prezzi dolci su centinaia di soggiorni, segnati la data!' },
    giftCard: { title: 'La carta regalo', content: 'Sei indeciso? Regala una carta regalo dell’importo che preferisci.' },
  },
  promoBar: {
    under150: 'Weekend a meno di 150 €',
    lastMinute: 'Offerte last minute',
    spa: 'Soggiorni con spa',
    gourmet: 'Weekend gastronomici',
    instalments: 'Pagamento in 3 o 4 rate',
    boxes: 'Cofanetti regalo',
    giftCard: 'Carta regalo',
  },
  targeted: {
    city: (city) => `Un weekend a ${city}`,
    citySubtitle: 'I nostri migliori indirizzi, a due passi dal centro',
    wellness: 'Voglia di rilassarti?',
    wellnessSubtitle: 'Spa, hammam e massaggi: i nostri soggiorni benessere',
    region: (region) => `Weekend in ${region}`,
    regionSubtitle: 'Soggiorni per scoprire la regione in modo diverso',
    department: (department) => `${department}: i nostri preferiti`,
    departmentSubtitle: 'Hotel di charme selezionati per te',
    nearby: 'A meno di 2 ore da casa',
    nearbySubtitle: 'Parti senza passare ore in viaggio',
    country: (country) => `I nostri soggiorni in ${country}`,
    countrySubtitle: 'Centinaia di hotel selezionati dal nostro team',
    cta: 'Scopri',
  },
  boxBlock: { title: 'E se lo regalassi?', subtitle: 'I nostri cofanetti regalo per fare centro', cta: 'Vedi tutti i cofanetti' },
  giftBlock: { title: 'Regala un’emozione', subtitle: 'Cofanetto o carta regalo: scegli tu, decidono loro' },
};

const es: BannerTexts = {
  announcement: {
    flashSale: { title: 'Ventas flash', content: 'Hasta un -30 % en una selección de escapadas, solo durante unos días.' },
    giftDelivery: { title: 'El regalo de última hora', content: 'La caja digital llega por correo electrónico en pocos minutos, para imprimir o reenviar.' },
    winterSale: { title: 'Rebajas de invierno', content: '-20 % en escapadas a la montaña y junto a la chimenea.' },
    upcomingDeal: { title: 'Muy pronto: el fin de semana de las ofertas', content: 'Precios suaves en cientos de escapadas, ¡apunta la fecha!' },
    giftCard: { title: 'La tarjeta regalo', content: '¿Dudas? Regala una tarjeta regalo del importe que quieras.' },
  },
  promoBar: {
    under150: 'Escapadas por menos de 150 €',
    lastMinute: 'Ofertas de última hora',
    spa: 'Escapadas con spa',
    gourmet: 'Escapadas gastronómicas',
    instalments: 'Pago en 3 o 4 plazos',
    boxes: 'Cajas regalo',
    giftCard: 'Tarjeta regalo',
  },
  targeted: {
    city: (city) => `Un fin de semana en ${city}`,
    citySubtitle: 'Nuestras mejores direcciones, a un paso del centro',
    wellness: '¿Te apetece relajarte?',
    wellnessSubtitle: 'Spa, hammam y masajes: nuestras escapadas de bienestar',
    region: (region) => `Escapada a ${region}`,
    regionSubtitle: 'Escapadas para descubrir la región de otra manera',
    department: (department) => `${department}: nuestros favoritos`,
    departmentSubtitle: 'Hoteles con encanto seleccionados para ti',
    nearby: 'A menos de 2 horas de casa',
    nearbySubtitle: 'Sal sin pasar horas en la carretera',
    country: (country) => `Nuestras escapadas en ${country}`,
    countrySubtitle: 'Cientos de hoteles seleccionados por nuestro equipo',
    cta: 'Descubrir',
  },
  boxBlock: { title: '¿Y si lo regalas?', subtitle: 'Nuestras cajas regalo para acertar seguro', cta: 'Ver todas las cajas regalo' },
  giftBlock: { title: 'Regala una escapada', subtitle: 'Caja, escapada o tarjeta regalo: el regalo que hace viajar' },
};

export const BANNER_TEXTS: Record<Lang, BannerTexts> = { fr, nl, it, es };
