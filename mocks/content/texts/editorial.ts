import type { Lang } from '../../catalogue/types';

/** Copy of the ideas page, the landings and the marketing articles, per language. */
export interface IdeasTexts {
  title: string;
  intro: string;
  byTheme: string;
  combos: string;
  cities: string;
  combo(theme: string, city: string): string;
}

export const LANDING_KINDS = ['occasion', 'season', 'recipient', 'theme'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** A landing written by hand; `theme` ties its search blocks to a catalogue theme. */
export interface LandingText {
  key: string;
  kind: LandingKind;
  theme: string;
  /** Localized slug; theme landings use the catalogue theme's own slug instead. */
  slug: string | null;
  title: string;
  intro: string;
}

export interface LandingTexts {
  landings: LandingText[];
  topStays: string;
  topActivities: string;
  gifts: string;
  tipsTitle: string;
  tips: [string, string];
  related: string;
}

export interface ArticleText {
  slug: string;
  title: string;
}

export interface ArticleTexts {
  /** The article's own page (a static content page under its slug): description and body lines. */
  page: { description(title: string): string; body: string[] };
  fixed: ArticleText[];
  cityGuide(city: string, citySlug: string): ArticleText;
  cityFood(city: string, citySlug: string): ArticleText;
}

export const IDEAS_TEXTS: Record<Lang, IdeasTexts> = {
  fr: {
    title: 'Idées de week-end',
    intro: 'Un thème, une ville, une envie : piochez parmi nos idées pour votre prochaine escapade.',
    byTheme: 'Par envie',
    combos: 'Nos idées d’escapades',
    cities: 'Les villes incontournables',
    combo: (theme, city) => `${theme} à ${city}`,
  },
  nl: {
    title: 'Weekendideeën',
    intro: 'Een thema, een stad, een verlangen: kies uit onze ideeën voor je volgende uitje.',
    byTheme: 'Waar heb je zin in?',
    combos: 'Onze ideeën voor een weekendje weg',
    cities: 'Steden die je gezien moet hebben',
    combo: (theme, city) => `${theme} in ${city}`,
  },
  it: {
    title: 'Idee weekend',
    intro: 'Un tema, una città, un desiderio: scegli tra le nostre idee per la tua prossima fuga.',
    byTheme: 'Secondo i tuoi desideri',
    combos: 'Le nostre idee di fuga',
    cities: 'Le città da non perdere',
    combo: (theme, city) => `${theme} a ${city}`,
  },
  es: {
    title: 'Ideas de escapadas',
    intro: 'Una temática, una ciudad, un capricho: elige entre nuestras ideas para tu próxima escapada.',
    byTheme: 'Según lo que te apetezca',
    combos: 'Nuestras ideas de escapadas',
    cities: 'Las ciudades imprescindibles',
    combo: (theme, city) => `${theme} en ${city}`,
  },
};

export const LANDING_TEXTS: Record<Lang, LandingTexts> = {
  fr: {
    landings: [
      { key: 'valentine', kind: 'occasion', theme: 'romantic', slug: 'saint-valentin', title: 'Week-ends en amoureux pour la Saint-Valentin', intro: 'Un dîner aux chandelles, un spa à deux, une chambre avec vue : nos idées pour célébrer la Saint-Valentin.' },
      { key: 'birthday', kind: 'occasion', theme: 'unusual', slug: 'anniversaire', title: 'Un séjour pour fêter un anniversaire', intro: 'Marquez le coup avec un week-end qui sort de l’ordinaire : dîner gastronomique, activité insolite ou nuit au château.' },
      { key: 'spring', kind: 'season', theme: 'nature', slug: 'week-end-printemps', title: 'Week-ends de printemps', intro: 'Les jours rallongent : profitez-en pour une balade à vélo, un pique-nique au bord de l’eau ou une terrasse au soleil.' },
      { key: 'winter', kind: 'season', theme: 'wellness', slug: 'week-end-hiver', title: 'Week-ends d’hiver au chaud', intro: 'Spa, hammam et dîners réconfortants : nos séjours pour passer l’hiver bien au chaud.' },
      { key: 'parents', kind: 'recipient', theme: 'culture', slug: 'cadeau-parents', title: 'Un cadeau pour vos parents', intro: 'Ils vous ont tout donné : offrez-leur une parenthèse à deux, dans un hôtel de charme choisi pour eux.' },
      { key: 'wellness', kind: 'theme', theme: 'wellness', slug: null, title: 'Séjours bien-être et spa', intro: 'Massages, bains chauds et peignoirs moelleux : nos hôtels avec spa pour recharger les batteries.' },
      { key: 'gastronomy', kind: 'theme', theme: 'gastronomy', slug: null, title: 'Séjours gastronomiques', intro: 'Belles tables, caves à vin et produits du terroir : des week-ends pour les gourmands.' },
    ],
    topStays: 'Nos séjours coup de cœur',
    topActivities: 'Les activités à ne pas manquer',
    gifts: 'À offrir',
    tipsTitle: 'Nos conseils',
    tips: ['Réservez tôt pour les dates les plus demandées : les plus belles chambres partent vite.', 'Pas encore de date ? Offrez le séjour : vos proches choisiront le moment.'],
    related: 'D’autres idées',
  },
  nl: {
    landings: [
      { key: 'valentine', kind: 'occasion', theme: 'romantic', slug: 'valentijnsdag', title: 'Romantische weekendjes voor Valentijnsdag', intro: 'Een diner bij kaarslicht, spa met z’n tweeën, een kamer met uitzicht: onze ideeën om Valentijnsdag te vieren.' },
      { key: 'birthday', kind: 'occasion', theme: 'unusual', slug: 'verjaardag', title: 'Een verblijf om een verjaardag te vieren', intro: 'Maak er iets bijzonders van met een weekend dat anders is dan anders: gastronomisch diner, bijzondere activiteit of een nacht in een kasteel.' },
      { key: 'spring', kind: 'season', theme: 'nature', slug: 'lenteweekend', title: 'Lenteweekendjes', intro: 'De dagen worden langer: tijd voor een fietstocht, een picknick aan het water of een terras in de zon.' },
      { key: 'winter', kind: 'season', theme: 'wellness', slug: 'winterweekend', title: 'Warme winterweekendjes', intro: 'Spa, hamam en stevige diners: onze arrangementen om de winter warm door te komen.' },
      { key: 'parents', kind: 'recipient', theme: 'culture', slug: 'cadeau-ouders', title: 'Een cadeau voor je ouders', intro: 'Ze hebben je alles gegeven: trakteer ze op een uitje met z’n tweeën, in een sfeervol hotel dat je voor hen kiest.' },
      { key: 'wellness', kind: 'theme', theme: 'wellness', slug: null, title: 'Wellness- en spaweekendjes', intro: 'Massages, warme baden en zachte badjassen: onze hotels met spa om helemaal op te laden.' },
      { key: 'gastronomy', kind: 'theme', theme: 'gastronomy', slug: null, title: 'Culinaire weekendjes', intro: 'Goede tafels, wijnkelders en streekproducten: weekendjes weg voor lekkerbekken.' },
    ],
    topStays: 'Onze favoriete arrangementen',
    topActivities: 'Activiteiten die je niet mag missen',
    gifts: 'Om cadeau te doen',
    tipsTitle: 'Onze tips',
    tips: ['Boek op tijd voor de populairste data: de mooiste kamers zijn snel weg.', 'Nog geen datum? Geef het verblijf cadeau: je naasten kiezen zelf het moment.'],
    related: 'Meer ideeën',
  },
  it: {
    landings: [
      { key: 'valentine', kind: 'occasion', theme: 'romantic', slug: 'san-valentino', title: 'Weekend romantici per San Valentino', intro: 'Una cena a lume di candela, una spa di coppia, una camera con vista: le nostre idee per festeggiare San Valentino.' },
      { key: 'birthday', kind: 'occasion', theme: 'unusual', slug: 'compleanno', title: 'Un soggiorno per festeggiare un compleanno', intro: 'Rendi speciale la ricorrenza con un weekend fuori dal comune: cena gourmet, attività insolita o notte in un castello.' },
      { key: 'spring', kind: 'season', theme: 'nature', slug: 'weekend-primavera', title: 'Weekend di primavera', intro: 'Le giornate si allungano: è il momento di una gita in bicicletta, di un picnic in riva al lago o di un aperitivo al sole.' },
      { key: 'winter', kind: 'season', theme: 'wellness', slug: 'weekend-inverno', title: 'Weekend d’inverno al caldo', intro: 'Spa, hammam e cene confortanti: i nostri soggiorni per passare l’inverno al calduccio.' },
      { key: 'parents', kind: 'recipient', theme: 'culture', slug: 'regalo-genitori', title: 'Un regalo per i tuoi genitori', intro: 'Ti hanno dato tutto: regala loro una pausa di coppia in un hotel di charme scelto per loro.' },
      { key: 'wellness', kind: 'theme', theme: 'wellness', slug: null, title: 'Soggiorni benessere e spa', intro: 'Massaggi, bagni caldi e accappatoi morbidi: i nostri hotel con spa per ricaricare le energie.' },
      { key: 'gastronomy', kind: 'theme', theme: 'gastronomy', slug: null, title: 'Weekend gastronomici', intro: 'Buone tavole, cantine e prodotti del territorio: weekend per i più golosi.' },
    ],
    topStays: 'I nostri soggiorni preferiti',
    topActivities: 'Le attività da non perdere',
    gifts: 'Da regalare',
    tipsTitle: 'I nostri consigli',
    tips: ['Prenota in anticipo per le date più richieste: le camere più belle vanno a ruba.', 'Non hai ancora una data? Regala il soggiorno: saranno i tuoi cari a scegliere quando partire.'],
    related: 'Altre idee',
  },
  es: {
    landings: [
      { key: 'valentine', kind: 'occasion', theme: 'romantic', slug: 'san-valentin', title: 'Escapadas románticas para San Valentín', intro: 'Una cena a la luz de las velas, un spa en pareja, una habitación con vistas: nuestras ideas para celebrar San Valentín.' },
      { key: 'birthday', kind: 'occasion', theme: 'unusual', slug: 'cumpleanos', title: 'Una escapada para celebrar un cumpleaños', intro: 'Celébralo a lo grande con un fin de semana fuera de lo común: cena gastronómica, actividad insólita o noche en un castillo.' },
      { key: 'spring', kind: 'season', theme: 'nature', slug: 'escapadas-primavera', title: 'Escapadas de primavera', intro: 'Los días se alargan: es el momento de un paseo en bici, un pícnic junto al agua o una terraza al sol.' },
      { key: 'winter', kind: 'season', theme: 'wellness', slug: 'escapadas-invierno', title: 'Escapadas de invierno al calor', intro: 'Spa, hammam y cenas reconfortantes: nuestras escapadas para pasar el invierno bien calentito.' },
      { key: 'parents', kind: 'recipient', theme: 'culture', slug: 'regalo-padres', title: 'Un regalo para tus padres', intro: 'Te lo han dado todo: regálales un respiro en pareja, en un hotel con encanto elegido para ellos.' },
      { key: 'wellness', kind: 'theme', theme: 'wellness', slug: null, title: 'Escapadas de bienestar y spa', intro: 'Masajes, baños calientes y albornoces mullidos: nuestros hoteles con spa para recargar las pilas.' },
      { key: 'gastronomy', kind: 'theme', theme: 'gastronomy', slug: null, title: 'Escapadas gastronómicas', intro: 'Buenas mesas, bodegas y productos de la tierra: escapadas para los más golosos.' },
    ],
    topStays: 'Nuestras escapadas favoritas',
    topActivities: 'Las actividades que no te puedes perder',
    gifts: 'Para regalar',
    tipsTitle: 'Nuestros consejos',
    tips: ['Reserva con antelación para las fechas más solicitadas: las mejores habitaciones vuelan.', '¿Aún no tienes fecha? Regala la escapada: tus seres queridos elegirán el momento.'],
    related: 'Más ideas',
  },
};

export const ARTICLE_TEXTS: Record<Lang, ArticleTexts> = {
  fr: {
    page: {
      description: (title) => `Les conseils de notre rédaction : ${title}.`,
      body: [
        "## Notre sélection",
        "Notre rédaction a parcouru les hôtels de la sélection pour vous proposer ses coups de cœur, avec les bonnes adresses et les activités à ne pas manquer sur place.",
        "- Des hôtels choisis pour leur accueil et leur situation",
        "- Des activités et des dîners inclus dans les séjours",
        "- Des idées pour toutes les saisons",
        "Envie de partir ? Retrouvez toutes nos [idées de week-end]({ideas}).",
      ],
    },
    fixed: [
      { slug: 'plus-beaux-villages-week-end', title: 'Les plus beaux villages pour un week-end' },
      { slug: 'premier-week-end-spa-conseils', title: 'Premier week-end spa : nos conseils pour en profiter' },
      { slug: 'idees-week-end-en-amoureux', title: '12 idées de week-end en amoureux' },
      { slug: 'week-end-sans-voiture', title: 'Partir en week-end sans voiture : nos destinations en train' },
      { slug: 'week-end-en-famille-activites', title: 'Week-end en famille : des activités pour petits et grands' },
      { slug: 'dormir-dans-un-chateau', title: 'Dormir dans un château : nos hôtels les plus insolites' },
    ],
    cityGuide: (city, slug) => ({ slug: `48-heures-a-${slug}`, title: `48 heures à ${city}` }),
    cityFood: (city, slug) => ({ slug: `ou-diner-a-${slug}`, title: `Où dîner à ${city} ?` }),
  },
  nl: {
    page: {
      description: (title) => `Tips van onze redactie: ${title}.`,
      body: [
        "## Onze selectie",
        "Onze redactie bezocht de hotels uit de selectie en deelt haar favorieten, met de beste adresjes en de activiteiten die je ter plaatse niet mag missen.",
        "- Hotels gekozen om hun gastvrijheid en ligging",
        "- Activiteiten en diners inbegrepen in de arrangementen",
        "- Ideeën voor elk seizoen",
        "Zin om te vertrekken? Bekijk al onze [weekendideeën]({ideas}).",
      ],
    },
    fixed: [
      { slug: 'mooiste-dorpen-voor-een-weekend', title: 'De mooiste dorpen voor een weekendje weg' },
      { slug: 'eerste-spaweekend-tips', title: 'Je eerste spaweekend: onze tips om ervan te genieten' },
      { slug: 'romantische-weekendideeen', title: '12 ideeën voor een romantisch weekend' },
      { slug: 'weekend-zonder-auto', title: 'Een weekendje weg zonder auto: onze bestemmingen per trein' },
      { slug: 'weekend-met-het-gezin', title: 'Weekend met het gezin: activiteiten voor groot en klein' },
      { slug: 'slapen-in-een-kasteel', title: 'Slapen in een kasteel: onze meest bijzondere hotels' },
    ],
    cityGuide: (city, slug) => ({ slug: `48-uur-in-${slug}`, title: `48 uur in ${city}` }),
    cityFood: (city, slug) => ({ slug: `waar-eten-in-${slug}`, title: `Waar eten in ${city}?` }),
  },
  it: {
    page: {
      description: (title) => `I consigli della nostra redazione: ${title}.`,
      body: [
        "## La nostra selezione",
        "La nostra redazione ha visitato gli hotel della selezione per proporti i suoi preferiti, con i migliori indirizzi e le attività da non perdere sul posto.",
        "- Hotel scelti per l’accoglienza e la posizione",
        "- Attività e cene incluse nei soggiorni",
        "- Idee per tutte le stagioni",
        "Voglia di partire? Scopri tutte le nostre [idee per il weekend]({ideas}).",
      ],
    },
    fixed: [
      { slug: 'borghi-piu-belli-weekend', title: 'I borghi più belli per un weekend' },
      { slug: 'primo-weekend-spa-consigli', title: 'Il tuo primo weekend in spa: i nostri consigli' },
      { slug: 'idee-weekend-romantico', title: '12 idee per un weekend romantico' },
      { slug: 'weekend-senza-auto', title: 'Un weekend senza auto: le nostre mete in treno' },
      { slug: 'weekend-in-famiglia', title: 'Weekend in famiglia: attività per grandi e piccini' },
      { slug: 'dormire-in-un-castello', title: 'Dormire in un castello: i nostri hotel più insoliti' },
    ],
    cityGuide: (city, slug) => ({ slug: `48-ore-a-${slug}`, title: `48 ore a ${city}` }),
    cityFood: (city, slug) => ({ slug: `dove-mangiare-a-${slug}`, title: `Dove mangiare a ${city}` }),
  },
  es: {
    page: {
      description: (title) => `Los consejos de nuestra redacción: ${title}.`,
      body: [
        "## Nuestra selección",
        "Nuestra redacción ha recorrido los hoteles de la selección para proponerte sus favoritos, con las mejores direcciones y las actividades que no te puedes perder.",
        "- Hoteles elegidos por su acogida y su ubicación",
        "- Actividades y cenas incluidas en las escapadas",
        "- Ideas para todas las estaciones",
        "¿Te apetece viajar? Descubre todas nuestras [ideas de escapada]({ideas}).",
      ],
    },
    fixed: [
      { slug: 'pueblos-mas-bonitos-escapada', title: 'Los pueblos más bonitos para una escapada' },
      { slug: 'primera-escapada-spa-consejos', title: 'Tu primera escapada de spa: nuestros consejos' },
      { slug: 'ideas-escapada-romantica', title: '12 ideas para una escapada romántica' },
      { slug: 'escapada-sin-coche', title: 'Escapadas sin coche: nuestros destinos en tren' },
      { slug: 'escapada-en-familia', title: 'Escapada en familia: actividades para grandes y pequeños' },
      { slug: 'dormir-en-un-castillo', title: 'Dormir en un castillo: nuestros hoteles más singulares' },
    ],
    cityGuide: (city, slug) => ({ slug: `48-horas-en-${slug}`, title: `48 horas en ${city}` }),
    cityFood: (city, slug) => ({ slug: `donde-comer-en-${slug}`, title: `Dónde comer en ${city}` }),
  },
};
