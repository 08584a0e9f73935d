/**
 * Word pools of the simulator, in the four languages of the six sites (fr, nl, it, es).
 * Only tables live here; the generator composes them. Localized objects are shared between
 * records on purpose: 20,000 hotels must not each carry their own copy of "Free wifi".
 */
import type { ActivityTag, Facility, Lang, Localized, Theme } from './types';

export const LANGS: readonly Lang[] = ['fr', 'nl', 'it', 'es'];

export const l = (fr: string, nl: string, it: string, es: string): Localized => ({ fr, nl, it, es });

/* ------------------------------------------------------------------ themes & facilities */

export const THEMES: readonly Theme[] = [
  { id: 'romantic', label: l('Romantique', 'Romantisch', 'Romantico', 'Romántico'), slug: l('romantique', 'romantisch', 'romantico', 'romantico') },
  { id: 'wellness', label: l('Bien-être & spa', 'Wellness & spa', 'Benessere e spa', 'Bienestar y spa'), slug: l('bien-etre-spa', 'wellness-spa', 'benessere-spa', 'bienestar-spa') },
  { id: 'gastronomy', label: l('Gastronomie', 'Gastronomie', 'Gastronomia', 'Gastronomía'), slug: l('gastronomie', 'gastronomie', 'gastronomia', 'gastronomia') },
  { id: 'wine', label: l('Vin & œnologie', 'Wijn', 'Vino ed enologia', 'Vino y enología'), slug: l('vin-oenologie', 'wijn', 'vino-enologia', 'vino-enologia') },
  { id: 'nature', label: l('Nature', 'Natuur', 'Natura', 'Naturaleza'), slug: l('nature', 'natuur', 'natura', 'naturaleza') },
  { id: 'culture', label: l('Culture & patrimoine', 'Cultuur & erfgoed', 'Cultura e patrimonio', 'Cultura y patrimonio'), slug: l('culture-patrimoine', 'cultuur-erfgoed', 'cultura-patrimonio', 'cultura-patrimonio') },
  { id: 'sport', label: l('Sport & aventure', 'Sport & avontuur', 'Sport e avventura', 'Deporte y aventura'), slug: l('sport-aventure', 'sport-avontuur', 'sport-avventura', 'deporte-aventura') },
  { id: 'family', label: l('En famille', 'Met het gezin', 'In famiglia', 'En familia'), slug: l('famille', 'gezin', 'famiglia', 'familia') },
  { id: 'unusual', label: l('Insolite', 'Bijzonder overnachten', 'Insolito', 'Insólito'), slug: l('insolite', 'bijzonder-overnachten', 'insolito', 'insolito') },
  { id: 'sea', label: l('Bord de mer', 'Aan zee', 'Al mare', 'Junto al mar'), slug: l('bord-de-mer', 'aan-zee', 'al-mare', 'junto-al-mar') },
];

export const FACILITIES: readonly Facility[] = [
  { code: 'pool', label: l('Piscine', 'Zwembad', 'Piscina', 'Piscina') },
  { code: 'spa', label: l('Spa', 'Spa', 'Spa', 'Spa') },
  { code: 'parking', label: l('Parking', 'Parkeerplaats', 'Parcheggio', 'Aparcamiento') },
  { code: 'wifi', label: l('Wifi gratuit', 'Gratis wifi', 'Wi-fi gratuito', 'Wifi gratis') },
  { code: 'restaurant', label: l('Restaurant', 'Restaurant', 'Ristorante', 'Restaurante') },
  { code: 'pets', label: l('Animaux acceptés', 'Huisdieren toegestaan', 'Animali ammessi', 'Se admiten mascotas') },
  { code: 'air-conditioning', label: l('Climatisation', 'Airconditioning', 'Aria condizionata', 'Aire acondicionado') },
  { code: 'fitness', label: l('Salle de sport', 'Fitnessruimte', 'Palestra', 'Gimnasio') },
  { code: 'bar', label: l('Bar', 'Bar', 'Bar', 'Bar') },
  { code: 'garden', label: l('Jardin', 'Tuin', 'Giardino', 'Jardín') },
  { code: 'sauna', label: l('Sauna', 'Sauna', 'Sauna', 'Sauna') },
  { code: 'jacuzzi', label: l('Jacuzzi', 'Jacuzzi', 'Vasca idromassaggio', 'Jacuzzi') },
  { code: 'sea-view', label: l('Vue sur la mer', 'Zeezicht', 'Vista mare', 'Vistas al mar') },
  { code: 'ev-charging', label: l('Borne de recharge électrique', 'Laadpaal voor elektrische auto', 'Colonnina di ricarica elettrica', 'Punto de recarga eléctrica') },
  { code: 'terrace', label: l('Terrasse', 'Terras', 'Terrazza', 'Terraza') },
  { code: 'accessible', label: l('Accès personnes à mobilité réduite', 'Toegankelijk voor mindervaliden', 'Accessibile ai disabili', 'Accesible para personas con movilidad reducida') },
];

export const ECO_FACILITIES: readonly Localized[] = [
  l('Panneaux solaires', 'Zonnepanelen', 'Pannelli solari', 'Paneles solares'),
  l('Produits locaux et de saison', 'Lokale seizoensproducten', 'Prodotti locali e di stagione', 'Productos locales y de temporada'),
  l('Borne de recharge pour véhicules électriques', 'Laadpaal voor elektrische voertuigen', 'Colonnina di ricarica per veicoli elettrici', 'Punto de recarga para vehículos eléctricos'),
  l('Récupération des eaux de pluie', 'Opvang van regenwater', "Recupero dell'acqua piovana", 'Recogida de agua de lluvia'),
  l('Tri sélectif des déchets', 'Afvalscheiding', 'Raccolta differenziata dei rifiuti', 'Reciclaje selectivo de residuos'),
  l('Éclairage LED basse consommation', 'Zuinige ledverlichting', 'Illuminazione LED a basso consumo', 'Iluminación LED de bajo consumo'),
  l('Petit-déjeuner bio', 'Biologisch ontbijt', 'Colazione biologica', 'Desayuno ecológico'),
  l('Potager de l’établissement', 'Eigen moestuin', 'Orto della struttura', 'Huerto propio'),
  l('Vélos à disposition', 'Fietsen ter beschikking', 'Biciclette a disposizione', 'Bicicletas a disposición'),
  l('Zéro plastique à usage unique', 'Geen wegwerpplastic', 'Zero plastica monouso', 'Cero plásticos de un solo uso'),
  l('Électricité 100 % renouvelable', '100% groene stroom', 'Elettricità 100% rinnovabile', 'Electricidad 100 % renovable'),
  l('Produits d’entretien écologiques', 'Ecologische schoonmaakmiddelen', 'Detergenti ecologici', 'Productos de limpieza ecológicos'),
  l('Réducteurs de débit d’eau', 'Waterbesparende douchekoppen', 'Riduttori di flusso dell’acqua', 'Reductores de caudal de agua'),
  l('Compostage des déchets organiques', 'Compostering van groenafval', 'Compostaggio dei rifiuti organici', 'Compostaje de residuos orgánicos'),
  l('Ruches sur le domaine', 'Bijenkasten op het terrein', 'Arnie nella tenuta', 'Colmenas en la finca'),
  l('Pompe à chaleur', 'Warmtepomp', 'Pompa di calore', 'Bomba de calor'),
  l('Établissement labellisé Clef Verte', 'Green Key-gecertificeerd', 'Struttura certificata Green Key', 'Establecimiento con certificación Green Key'),
];

/* ------------------------------------------------------------------ hotel kinds */

export interface HotelKind {
  id: string;
  label: Localized;
}

/** `nameWord` is the word a hotel of this type is called by, in its own country's language. */
export const HOTEL_TYPES: ReadonlyArray<HotelKind & { nameWord: Localized; weight: number }> = [
  { id: 'hotel', label: l('Hôtel', 'Hotel', 'Hotel', 'Hotel'), nameWord: l('Hôtel', 'Hotel', 'Hotel', 'Hotel'), weight: 55 },
  { id: 'chateau', label: l('Château', 'Kasteel', 'Castello', 'Castillo'), nameWord: l('Château', 'Kasteel', 'Castello', 'Castillo'), weight: 12 },
  { id: 'guesthouse', label: l("Maison d'hôtes", 'Bed & breakfast', 'Bed & breakfast', 'Casa de huéspedes'), nameWord: l("Maison d'hôtes", 'B&B', 'Locanda', 'Hostal'), weight: 15 },
  { id: 'lodge', label: l('Lodge', 'Lodge', 'Lodge', 'Lodge'), nameWord: l('Lodge', 'Lodge', 'Lodge', 'Lodge'), weight: 6 },
  { id: 'resort', label: l('Domaine', 'Resort', 'Resort', 'Resort'), nameWord: l('Domaine', 'Resort', 'Resort', 'Resort'), weight: 12 },
];

export const HOTEL_ENVIRONMENTS: readonly HotelKind[] = [
  { id: 'city', label: l('En ville', 'In de stad', 'In città', 'En la ciudad') },
  { id: 'sea', label: l('Bord de mer', 'Aan zee', 'Al mare', 'Junto al mar') },
  { id: 'mountain', label: l('Montagne', 'Bergen', 'Montagna', 'Montaña') },
  { id: 'countryside', label: l('Campagne', 'Platteland', 'Campagna', 'Campo') },
  { id: 'lake', label: l('Bord de lac', 'Aan het meer', 'Sul lago', 'Junto al lago') },
];

export const HOTEL_STYLES: readonly HotelKind[] = [
  { id: 'charming', label: l('Charme', 'Karaktervol', 'Di charme', 'Con encanto') },
  { id: 'design', label: l('Design', 'Design', 'Design', 'De diseño') },
  { id: 'family', label: l('Familial', 'Gezinsvriendelijk', 'Per famiglie', 'Familiar') },
  { id: 'romantic', label: l('Romantique', 'Romantisch', 'Romantico', 'Romántico') },
  { id: 'luxury', label: l('Luxe', 'Luxe', 'Lusso', 'Lujo') },
];

/** Second half of hotel names, in each local language. */
export const HOTEL_NAME_CORES: Record<Lang, readonly string[]> = {
  fr: ['Les Tilleuls', 'du Lac', 'Belle Vue', 'des Remparts', 'Le Clos Fleuri', 'de la Tour', 'Saint-Martin', 'Le Relais', 'des Vignes', 'du Parc', 'La Bastide', 'des Arts', 'Le Moulin', "de l'Horloge", 'Le Cygne', 'Beau Rivage', 'des Artistes', 'La Pinède', 'du Théâtre', "L'Orangerie", 'Les Glycines', 'du Cloître', 'Le Prieuré', 'des Marronniers'],
  nl: ['De Zwaan', 'Het Anker', 'De Gouden Leeuw', 'Zonnehof', 'Het Wapen', 'De Linde', 'Rozenhof', 'De Molen', 'Het Hof', 'De Kroon', 'Duinzicht', 'Parkzicht', 'De Klok', 'Kanaalzicht', 'Het Pakhuis', 'De Vier Seizoenen', 'Het Klooster', 'De Gulden Poort', 'Ter Duinen', 'Het Begijnhof'],
  it: ['Bellavista', 'del Lago', 'San Marco', 'Il Giardino', 'La Torre', 'dei Fiori', 'Villa Rosa', 'del Duomo', 'La Corte', 'Le Terrazze', 'Santa Chiara', 'Il Poggio', 'del Porto', 'La Meridiana', 'degli Artisti', 'Sole', 'Le Mura', 'La Pergola', 'San Lorenzo', 'Il Chiostro'],
  es: ['La Alhambra', 'del Mar', 'Las Palmeras', 'San Miguel', 'El Patio', 'La Torre', 'Casa Blanca', 'Los Olivos', 'del Puerto', 'Santa Cruz', 'La Fuente', 'El Mirador', 'Las Rosas', 'del Carmen', 'La Muralla', 'Sol y Luna', 'Los Naranjos', 'El Claustro', 'La Alameda', 'San Telmo'],
};

/** Suffix added to some names when the hotel has a spa. */
export const SPA_SUFFIX: Localized = l('& Spa', '& Spa', '& Spa', '& Spa');

/** Street names in each local language (the number is placed the local way by the generator). */
export const STREETS: Record<Lang, readonly string[]> = {
  fr: ['rue de la République', 'avenue Victor Hugo', 'rue du Général de Gaulle', 'place du Marché', 'rue des Lilas', 'quai des Bateliers', 'boulevard Gambetta', 'rue Pasteur', 'chemin des Vignes', 'rue de l’Église', 'avenue Jean Jaurès', 'rue Saint-Jacques', 'allée des Tilleuls', 'rue du Château', 'place de la Mairie', 'rue des Écoles'],
  nl: ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenweg', 'Markt', 'Prinsengracht', 'Nieuwstraat', 'Hoogstraat', 'Lindenlaan', 'Kasteelstraat', 'Torenstraat', 'Kaai', 'Veldstraat', 'Steenweg', 'Brugstraat', 'Schoolstraat'],
  it: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via Dante Alighieri', 'Piazza del Duomo', 'Via Mazzini', 'Via Cavour', 'Via XX Settembre', 'Via del Corso', 'Lungomare Caracciolo', 'Via Verdi', 'Via San Francesco', 'Viale dei Tigli', 'Via della Repubblica', 'Piazza della Signoria', 'Via Manzoni'],
  es: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Paseo de Gracia', 'Plaza Mayor', 'Calle San Fernando', 'Calle del Carmen', 'Avenida del Mar', 'Calle Alcalá', 'Calle de la Iglesia', 'Paseo Marítimo', 'Calle Larios', 'Calle Sierpes', 'Rambla de Catalunya', 'Calle Nueva', 'Calle del Sol'],
};

/* ------------------------------------------------------------------ hotel texts ({name}, {city} placeholders) */

export const DESCRIPTION_OPENERS: Record<string, Localized> = {
  city: l(
    'Au cœur de {city}, {name} vous accueille à deux pas des principaux sites.',
    'In het hart van {city} verwelkomt {name} u op een steenworp van de belangrijkste bezienswaardigheden.',
    'Nel cuore di {city}, {name} vi accoglie a due passi dai principali monumenti.',
    'En pleno centro de {city}, {name} le recibe a pocos pasos de los principales monumentos.',
  ),
  sea: l(
    'Face à la mer, à quelques minutes de {city}, {name} offre une vue imprenable sur le large.',
    'Met uitzicht op zee, op enkele minuten van {city}, biedt {name} een adembenemend panorama.',
    'Affacciato sul mare, a pochi minuti da {city}, {name} offre una vista mozzafiato.',
    'Frente al mar, a pocos minutos de {city}, {name} ofrece unas vistas impresionantes.',
  ),
  mountain: l(
    'Niché au pied des montagnes près de {city}, {name} est le refuge idéal pour se ressourcer.',
    'Genesteld aan de voet van de bergen bij {city} is {name} de ideale plek om tot rust te komen.',
    'Immerso tra le montagne vicino a {city}, {name} è il rifugio ideale per ritrovare le energie.',
    'Situado al pie de las montañas cerca de {city}, {name} es el refugio ideal para desconectar.',
  ),
  countryside: l(
    'Entouré de champs et de vignes aux portes de {city}, {name} respire le calme.',
    'Omringd door velden en wijngaarden aan de rand van {city} ademt {name} rust uit.',
    'Circondato da campi e vigneti alle porte di {city}, {name} è un’oasi di pace.',
    'Rodeado de campos y viñedos a las puertas de {city}, {name} respira tranquilidad.',
  ),
  lake: l(
    'Au bord de l’eau, près de {city}, {name} invite à la détente et à la contemplation.',
    'Aan het water, vlak bij {city}, nodigt {name} uit tot ontspanning.',
    'In riva al lago, vicino a {city}, {name} invita al relax e alla contemplazione.',
    'A orillas del lago, cerca de {city}, {name} invita al descanso y a la contemplación.',
  ),
};

export const DESCRIPTION_STYLES: Record<string, Localized> = {
  charming: l(
    'Ses chambres de caractère mêlent pierres apparentes et mobilier chiné.',
    'De sfeervolle kamers combineren oude stenen muren met zorgvuldig gekozen antiek.',
    'Le camere di carattere uniscono pietra a vista e mobili d’epoca.',
    'Sus habitaciones con encanto combinan piedra vista y muebles antiguos.',
  ),
  design: l(
    'Lignes épurées et mobilier contemporain signent une décoration résolument design.',
    'Strakke lijnen en hedendaags meubilair zorgen voor een uitgesproken designinterieur.',
    'Linee pulite e arredi contemporanei firmano un ambiente dal design deciso.',
    'Líneas depuradas y mobiliario contemporáneo definen una decoración de diseño.',
  ),
  family: l(
    'Spacieux et convivial, l’établissement a tout prévu pour les petits comme pour les grands.',
    'Ruim en gezellig: er is aan alles gedacht voor jong en oud.',
    'Spaziosa e accogliente, la struttura ha pensato a tutto per grandi e piccini.',
    'Amplio y acogedor, el establecimiento lo tiene todo previsto para mayores y pequeños.',
  ),
  romantic: l(
    'Tout y est pensé pour un séjour à deux : lumière tamisée, bougies et petits-déjeuners en chambre.',
    'Alles is gericht op een verblijf met z’n tweeën: gedimd licht, kaarsen en ontbijt op de kamer.',
    'Tutto è pensato per un soggiorno di coppia: luci soffuse, candele e colazione in camera.',
    'Todo está pensado para una estancia en pareja: luz tenue, velas y desayuno en la habitación.',
  ),
  luxury: l(
    'Service attentionné, matières nobles et prestations haut de gamme vous attendent.',
    'Attente service, edele materialen en eersteklas voorzieningen staan voor u klaar.',
    'Servizio attento, materiali pregiati e prestazioni di alto livello vi attendono.',
    'Le esperan un servicio atento, materiales nobles y prestaciones de alta gama.',
  ),
};

export const DESCRIPTION_CLOSERS: readonly Localized[] = [
  l(
    'L’équipe se fera un plaisir de vous conseiller pour découvrir la région.',
    'Het team geeft u graag tips om de streek te ontdekken.',
    'Lo staff sarà lieto di consigliarvi per scoprire la zona.',
    'El equipo estará encantado de aconsejarle para descubrir la región.',
  ),
  l(
    'Le soir, profitez du calme de la terrasse autour d’un verre.',
    '’s Avonds geniet u van de rust op het terras met een drankje.',
    'La sera, godetevi la quiete della terrazza con un aperitivo.',
    'Por la noche, disfrute de la calma de la terraza con una copa.',
  ),
  l(
    'Un point de départ idéal pour explorer les environs à pied ou à vélo.',
    'Een ideale uitvalsbasis om de omgeving te voet of per fiets te verkennen.',
    'Un punto di partenza ideale per esplorare i dintorni a piedi o in bicicletta.',
    'Un punto de partida ideal para explorar los alrededores a pie o en bicicleta.',
  ),
  l(
    'Le petit-déjeuner fait la part belle aux producteurs du coin.',
    'Het ontbijt zet lokale producenten in de kijker.',
    'La colazione dà spazio ai produttori del territorio.',
    'El desayuno da protagonismo a los productores de la zona.',
  ),
];

export const HOTEL_IMPORTANT_INFOS: readonly Localized[] = [
  l('Une pièce d’identité sera demandée à l’arrivée.', 'Bij aankomst wordt een identiteitsbewijs gevraagd.', 'All’arrivo verrà richiesto un documento d’identità.', 'A la llegada se solicitará un documento de identidad.'),
  l('Réception ouverte 24 h/24.', 'Receptie 24 uur per dag open.', 'Reception aperta 24 ore su 24.', 'Recepción abierta las 24 horas.'),
  l('Arrivée tardive possible sur demande.', 'Laat inchecken mogelijk op aanvraag.', 'Arrivo in tarda serata possibile su richiesta.', 'Llegada tardía posible bajo petición.'),
  l('Établissement entièrement non-fumeur.', 'Volledig rookvrije accommodatie.', 'Struttura interamente non fumatori.', 'Establecimiento totalmente libre de humo.'),
  l('Une caution peut être demandée à l’arrivée.', 'Bij aankomst kan een waarborg worden gevraagd.', 'All’arrivo può essere richiesta una cauzione.', 'A la llegada puede solicitarse una fianza.'),
  l('La piscine est ouverte de mai à septembre.', 'Het zwembad is open van mei tot september.', 'La piscina è aperta da maggio a settembre.', 'La piscina está abierta de mayo a septiembre.'),
  l('Le spa est accessible aux personnes de plus de 16 ans.', 'De spa is toegankelijk vanaf 16 jaar.', 'La spa è accessibile a partire dai 16 anni.', 'El spa es accesible a partir de 16 años.'),
  l('Parking payant à proximité, sans réservation.', 'Betaald parkeren in de buurt, zonder reservering.', 'Parcheggio a pagamento nelle vicinanze, senza prenotazione.', 'Aparcamiento de pago cerca, sin reserva.'),
  l('L’établissement ne dispose pas d’ascenseur.', 'De accommodatie heeft geen lift.', 'La struttura non dispone di ascensore.', 'El establecimiento no dispone de ascensor.'),
  l('Lit bébé disponible gratuitement sur demande.', 'Babybedje gratis beschikbaar op aanvraag.', 'Culla disponibile gratuitamente su richiesta.', 'Cuna disponible gratuitamente bajo petición.'),
];

/** What hotel photos show, used as their alt text. */
export const IMAGE_SUBJECTS: readonly Localized[] = [
  l('Façade de l’établissement', 'Voorgevel van de accommodatie', 'Facciata della struttura', 'Fachada del establecimiento'),
  l('Chambre', 'Kamer', 'Camera', 'Habitación'),
  l('Piscine', 'Zwembad', 'Piscina', 'Piscina'),
  l('Restaurant', 'Restaurant', 'Ristorante', 'Restaurante'),
  l('Jardin', 'Tuin', 'Giardino', 'Jardín'),
  l('Espace bien-être', 'Wellnessruimte', 'Area benessere', 'Zona de bienestar'),
  l('Vue depuis l’établissement', 'Uitzicht vanaf de accommodatie', 'Vista dalla struttura', 'Vistas desde el establecimiento'),
  l('Salle de bain', 'Badkamer', 'Bagno', 'Baño'),
  l('Bar', 'Bar', 'Bar', 'Bar'),
  l('Terrasse', 'Terras', 'Terrazza', 'Terraza'),
];

/* ------------------------------------------------------------------ rooms */

export interface RoomKind {
  type: 'double' | 'twin' | 'suite' | 'family';
  labels: readonly Localized[];
  bedding: readonly Localized[];
  capacity: number;
  maxCapacity: readonly number[];
  size: readonly [number, number];
}

export const ROOM_KINDS: readonly RoomKind[] = [
  {
    type: 'double',
    labels: [
      l('Chambre Double Classique', 'Klassieke tweepersoonskamer', 'Camera Matrimoniale Classic', 'Habitación Doble Clásica'),
      l('Chambre Double Supérieure', 'Superior tweepersoonskamer', 'Camera Matrimoniale Superior', 'Habitación Doble Superior'),
      l('Chambre Deluxe', 'Deluxe kamer', 'Camera Deluxe', 'Habitación Deluxe'),
    ],
    bedding: [
      l('1 lit double (160 x 200)', '1 tweepersoonsbed (160 x 200)', '1 letto matrimoniale (160 x 200)', '1 cama doble (160 x 200)'),
      l('1 lit king size (180 x 200)', '1 kingsize bed (180 x 200)', '1 letto king size (180 x 200)', '1 cama extragrande (180 x 200)'),
    ],
    capacity: 2,
    maxCapacity: [2, 3],
    size: [16, 30],
  },
  {
    type: 'twin',
    labels: [
      l('Chambre Twin', 'Twin kamer', 'Camera Doppia con letti separati', 'Habitación con dos camas'),
      l('Chambre Twin Confort', 'Comfort twin kamer', 'Camera Doppia Comfort', 'Habitación Confort con dos camas'),
    ],
    bedding: [l('2 lits simples (90 x 200)', '2 eenpersoonsbedden (90 x 200)', '2 letti singoli (90 x 200)', '2 camas individuales (90 x 200)')],
    capacity: 2,
    maxCapacity: [2],
    size: [16, 26],
  },
  {
    type: 'suite',
    labels: [
      l('Suite Junior', 'Juniorsuite', 'Junior Suite', 'Junior Suite'),
      l('Suite Prestige', 'Prestigesuite', 'Suite Prestige', 'Suite Prestigio'),
    ],
    bedding: [
      l('1 lit king size (180 x 200) et 1 canapé-lit', '1 kingsize bed (180 x 200) en 1 slaapbank', '1 letto king size (180 x 200) e 1 divano letto', '1 cama extragrande (180 x 200) y 1 sofá cama'),
    ],
    capacity: 2,
    maxCapacity: [3, 4],
    size: [32, 60],
  },
  {
    type: 'family',
    labels: [
      l('Chambre Familiale', 'Familiekamer', 'Camera Familiare', 'Habitación Familiar'),
      l('Suite Familiale', 'Familiesuite', 'Suite Familiare', 'Suite Familiar'),
    ],
    bedding: [
      l('1 lit double et 2 lits simples', '1 tweepersoonsbed en 2 eenpersoonsbedden', '1 letto matrimoniale e 2 letti singoli', '1 cama doble y 2 camas individuales'),
      l('1 lit double et 1 lit superposé', '1 tweepersoonsbed en 1 stapelbed', '1 letto matrimoniale e 1 letto a castello', '1 cama doble y 1 litera'),
    ],
    capacity: 4,
    maxCapacity: [4, 5],
    size: [28, 45],
  },
];

export const ROOM_DESCRIPTIONS: readonly Localized[] = [
  l(
    'Chambre lumineuse et au calme, avec salle de bain privative, télévision à écran plat et plateau de courtoisie.',
    'Lichte en rustige kamer met eigen badkamer, flatscreen-tv en koffie- en theefaciliteiten.',
    'Camera luminosa e tranquilla, con bagno privato, TV a schermo piatto e set di cortesia.',
    'Habitación luminosa y tranquila, con baño privado, televisión de pantalla plana y set de bienvenida.',
  ),
  l(
    'Décorée avec soin, elle dispose d’un coin salon, d’un minibar et d’une douche à l’italienne.',
    'Smaakvol ingericht, met zithoek, minibar en inloopdouche.',
    'Arredata con cura, dispone di un angolo salotto, minibar e doccia a filo pavimento.',
    'Decorada con esmero, dispone de zona de estar, minibar y ducha a ras de suelo.',
  ),
  l(
    'Vaste et confortable, elle offre une belle vue, une baignoire et des peignoirs moelleux.',
    'Ruim en comfortabel, met mooi uitzicht, een ligbad en zachte badjassen.',
    'Ampia e confortevole, offre una bella vista, una vasca da bagno e morbidi accappatoi.',
    'Amplia y cómoda, ofrece bonitas vistas, bañera y albornoces mullidos.',
  ),
  l(
    'Une chambre cosy au mobilier en bois naturel, idéale pour un séjour reposant.',
    'Een gezellige kamer met meubels van natuurlijk hout, ideaal voor een rustgevend verblijf.',
    'Una camera accogliente con arredi in legno naturale, ideale per un soggiorno rilassante.',
    'Una habitación acogedora con muebles de madera natural, ideal para una estancia relajante.',
  ),
];

export const ROOM_IMPORTANT_INFOS: readonly Localized[] = [
  l('Lit bébé sur demande.', 'Babybedje op aanvraag.', 'Culla su richiesta.', 'Cuna bajo petición.'),
  l('Chambre accessible uniquement par un escalier.', 'Kamer alleen bereikbaar via een trap.', 'Camera raggiungibile solo tramite scale.', 'Habitación accesible solo por escalera.'),
  l('Lit d’appoint possible avec supplément.', 'Extra bed mogelijk tegen toeslag.', 'Letto aggiuntivo possibile con supplemento.', 'Cama supletoria posible con suplemento.'),
  l('La vue peut varier selon la chambre attribuée.', 'Het uitzicht kan verschillen per toegewezen kamer.', 'La vista può variare in base alla camera assegnata.', 'Las vistas pueden variar según la habitación asignada.'),
];

/* ------------------------------------------------------------------ activities */

export type ActivityWhere = 'hotel' | 'nearby' | 'restaurant';

export interface ActivityKind {
  tagId: string;
  type: 'ACTIVITY' | 'DINNER';
  title: Localized;
  /** Short noun phrase for package labels ("… with {short}"). */
  short: Localized;
  details: readonly Localized[];
  why: Localized;
  where: ActivityWhere;
  durations: readonly string[];
  icon: string;
  themes: readonly string[];
  /** Dated activities (a slot must be chosen), e.g. a balloon flight. */
  singleDayLikely: boolean;
}

export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  {
    tagId: 'spa-access', type: 'ACTIVITY', icon: 'spa', where: 'hotel', durations: ['2h', '3h'], themes: ['wellness', 'romantic'], singleDayLikely: false,
    title: l("Accès à l'espace bien-être", 'Toegang tot de wellness', "Accesso all'area benessere", 'Acceso a la zona de bienestar'),
    short: l('accès au spa', 'toegang tot de spa', 'accesso alla spa', 'acceso al spa'),
    details: [
      l('Piscine intérieure chauffée, sauna et hammam', 'Verwarmd binnenzwembad, sauna en hamam', 'Piscina interna riscaldata, sauna e bagno turco', 'Piscina interior climatizada, sauna y baño turco'),
      l('Peignoirs et serviettes fournis', 'Badjassen en handdoeken ter beschikking', 'Accappatoi e asciugamani forniti', 'Albornoces y toallas incluidos'),
    ],
    why: l('Pour relâcher toutes les tensions', 'Om alle spanning los te laten', 'Per sciogliere ogni tensione', 'Para liberar todas las tensiones'),
  },
  {
    tagId: 'massage', type: 'ACTIVITY', icon: 'massage', where: 'hotel', durations: ['30min', '1h'], themes: ['wellness', 'romantic'], singleDayLikely: true,
    title: l('Massage en duo', 'Duomassage', 'Massaggio di coppia', 'Masaje en pareja'),
    short: l('massage en duo', 'duomassage', 'massaggio di coppia', 'masaje en pareja'),
    details: [
      l('Massage relaxant aux huiles essentielles', 'Ontspannende massage met etherische oliën', 'Massaggio rilassante agli oli essenziali', 'Masaje relajante con aceites esenciales'),
      l('En cabine double', 'In een duocabine', 'In cabina doppia', 'En cabina doble'),
    ],
    why: l('Un moment de pure détente à deux', 'Een moment van pure ontspanning met z’n tweeën', 'Un momento di puro relax in due', 'Un momento de pura relajación en pareja'),
  },
  {
    tagId: 'hammam', type: 'ACTIVITY', icon: 'steam', where: 'hotel', durations: ['1h30'], themes: ['wellness'], singleDayLikely: false,
    title: l('Séance hammam et sauna', 'Hamam en sauna', 'Hammam e sauna', 'Sesión de hammam y sauna'),
    short: l('hammam et sauna', 'hamam en sauna', 'hammam e sauna', 'hammam y sauna'),
    details: [
      l('Accès privatisé pendant 1 h 30', 'Privégebruik gedurende 1,5 uur', 'Accesso privato per 1 ora e mezza', 'Acceso privado durante 1 hora y media'),
      l('Tisanes et fruits secs offerts', 'Kruidenthee en gedroogd fruit inbegrepen', 'Tisane e frutta secca offerte', 'Infusiones y frutos secos incluidos'),
    ],
    why: l('La chaleur qui régénère le corps', 'Warmte die het lichaam herstelt', 'Il calore che rigenera il corpo', 'El calor que regenera el cuerpo'),
  },
  {
    tagId: 'wine-tasting', type: 'ACTIVITY', icon: 'wine', where: 'nearby', durations: ['1h30', '2h'], themes: ['wine', 'gastronomy'], singleDayLikely: true,
    title: l('Dégustation de vins au domaine', 'Wijnproeverij op het domein', 'Degustazione di vini in cantina', 'Cata de vinos en la bodega'),
    short: l('dégustation de vins', 'wijnproeverij', 'degustazione di vini', 'cata de vinos'),
    details: [
      l('Visite des chais avec le vigneron', 'Bezoek aan de wijnkelders met de wijnmaker', 'Visita della cantina con il viticoltore', 'Visita a la bodega con el viticultor'),
      l('Dégustation de 4 vins accompagnés de fromages', 'Proeverij van 4 wijnen met kaas', 'Degustazione di 4 vini con formaggi', 'Cata de 4 vinos con quesos'),
    ],
    why: l('Pour percer les secrets des vins de la région', 'Om de geheimen van de streekwijnen te ontdekken', 'Per scoprire i segreti dei vini del territorio', 'Para descubrir los secretos de los vinos de la región'),
  },
  {
    tagId: 'cooking-class', type: 'ACTIVITY', icon: 'chef', where: 'restaurant', durations: ['2h', '3h'], themes: ['gastronomy', 'family'], singleDayLikely: true,
    title: l('Cours de cuisine avec le chef', 'Kookles met de chef', 'Corso di cucina con lo chef', 'Clase de cocina con el chef'),
    short: l('cours de cuisine', 'kookles', 'corso di cucina', 'clase de cocina'),
    details: [
      l('Préparation d’un menu de saison', 'Bereiding van een seizoensmenu', 'Preparazione di un menù di stagione', 'Preparación de un menú de temporada'),
      l('Dégustation de vos plats à la fin du cours', 'Na de les proeft u uw eigen gerechten', 'Degustazione dei vostri piatti a fine corso', 'Degustación de sus platos al final de la clase'),
    ],
    why: l('Repartez avec les astuces d’un chef', 'Neem de tips van een chef mee naar huis', 'Tornate a casa con i segreti di uno chef', 'Llévese los trucos de un chef'),
  },
  {
    tagId: 'guided-tour', type: 'ACTIVITY', icon: 'guide', where: 'nearby', durations: ['1h30', '2h'], themes: ['culture'], singleDayLikely: true,
    title: l('Visite guidée de la vieille ville', 'Rondleiding door de oude stad', 'Visita guidata del centro storico', 'Visita guiada por el casco antiguo'),
    short: l('visite guidée', 'rondleiding', 'visita guidata', 'visita guiada'),
    details: [
      l('Avec un guide conférencier passionné', 'Met een gepassioneerde gids', 'Con una guida turistica appassionata', 'Con un guía apasionado'),
      l('Monuments, ruelles et anecdotes', 'Monumenten, steegjes en anekdotes', 'Monumenti, vicoli e aneddoti', 'Monumentos, callejuelas y anécdotas'),
    ],
    why: l('Pour découvrir la ville autrement', 'Om de stad anders te ontdekken', 'Per scoprire la città in modo diverso', 'Para descubrir la ciudad de otra manera'),
  },
  {
    tagId: 'museum', type: 'ACTIVITY', icon: 'museum', where: 'nearby', durations: ['2h'], themes: ['culture', 'family'], singleDayLikely: false,
    title: l('Entrées au musée', 'Toegangskaarten voor het museum', 'Ingressi al museo', 'Entradas al museo'),
    short: l('entrées au musée', 'museumtickets', 'ingressi al museo', 'entradas al museo'),
    details: [
      l('Billets coupe-file pour 2 personnes', 'Voorrangstickets voor 2 personen', 'Biglietti salta fila per 2 persone', 'Entradas sin colas para 2 personas'),
      l('Audioguide inclus', 'Audiogids inbegrepen', 'Audioguida inclusa', 'Audioguía incluida'),
    ],
    why: l('Les chefs-d’œuvre de la région à portée de main', 'De meesterwerken van de streek binnen handbereik', 'I capolavori del territorio a portata di mano', 'Las obras maestras de la región a su alcance'),
  },
  {
    tagId: 'kayak', type: 'ACTIVITY', icon: 'kayak', where: 'nearby', durations: ['2h', '3h'], themes: ['sport', 'nature'], singleDayLikely: true,
    title: l('Balade en kayak', 'Kajaktocht', 'Escursione in kayak', 'Paseo en kayak'),
    short: l('balade en kayak', 'kajaktocht', 'escursione in kayak', 'paseo en kayak'),
    details: [
      l('Kayak biplace, gilets et bidon étanche fournis', 'Tweepersoonskajak, zwemvesten en waterdichte ton inbegrepen', 'Kayak biposto, giubbotti e bidone stagno forniti', 'Kayak doble, chalecos y bidón estanco incluidos'),
      l('Parcours adapté aux débutants', 'Parcours geschikt voor beginners', 'Percorso adatto ai principianti', 'Recorrido apto para principiantes'),
    ],
    why: l('Pour voir la région au fil de l’eau', 'Om de streek vanaf het water te zien', 'Per vedere il territorio dall’acqua', 'Para ver la región desde el agua'),
  },
  {
    tagId: 'horse-riding', type: 'ACTIVITY', icon: 'horse', where: 'nearby', durations: ['1h', '2h'], themes: ['nature', 'sport'], singleDayLikely: true,
    title: l('Randonnée à cheval', 'Paardrijtocht', 'Passeggiata a cavallo', 'Paseo a caballo'),
    short: l('randonnée à cheval', 'paardrijtocht', 'passeggiata a cavallo', 'paseo a caballo'),
    details: [
      l('Encadrée par un moniteur diplômé', 'Onder begeleiding van een gediplomeerde instructeur', 'Accompagnata da un istruttore qualificato', 'Acompañado por un monitor titulado'),
      l('Chevaux calmes, adaptés à tous les niveaux', 'Rustige paarden, geschikt voor elk niveau', 'Cavalli tranquilli, adatti a tutti i livelli', 'Caballos tranquilos, aptos para todos los niveles'),
    ],
    why: l('La nature au pas, loin du bruit', 'De natuur in stapvoets tempo, ver van het lawaai', 'La natura al passo, lontano dal rumore', 'La naturaleza al paso, lejos del ruido'),
  },
  {
    tagId: 'bike', type: 'ACTIVITY', icon: 'bike', where: 'hotel', durations: ['8h'], themes: ['nature', 'sport', 'family'], singleDayLikely: false,
    title: l('Location de vélos électriques pour la journée', 'Elektrische fietsen voor een dag', 'Noleggio di bici elettriche per un giorno', 'Alquiler de bicicletas eléctricas por un día'),
    short: l('vélos électriques', 'elektrische fietsen', 'bici elettriche', 'bicicletas eléctricas'),
    details: [
      l('2 vélos électriques, casques et antivols', '2 elektrische fietsen, helmen en sloten', '2 bici elettriche, caschi e lucchetti', '2 bicicletas eléctricas, cascos y candados'),
      l('Carte des itinéraires conseillés', 'Kaart met aanbevolen routes', 'Mappa degli itinerari consigliati', 'Mapa de rutas recomendadas'),
    ],
    why: l('Pour explorer les environs sans effort', 'Om moeiteloos de omgeving te verkennen', 'Per esplorare i dintorni senza fatica', 'Para explorar los alrededores sin esfuerzo'),
  },
  {
    tagId: 'boat-trip', type: 'ACTIVITY', icon: 'boat', where: 'nearby', durations: ['1h', '1h30'], themes: ['sea', 'nature', 'romantic'], singleDayLikely: true,
    title: l('Croisière commentée', 'Rondvaart met gids', 'Minicrociera con guida', 'Paseo en barco con guía'),
    short: l('croisière', 'rondvaart', 'giro in barca', 'paseo en barco'),
    details: [
      l('Embarquement au port, à quelques minutes de l’hôtel', 'Inschepen in de haven, op enkele minuten van het hotel', 'Imbarco al porto, a pochi minuti dall’hotel', 'Embarque en el puerto, a pocos minutos del hotel'),
      l('Commentaires en plusieurs langues', 'Uitleg in meerdere talen', 'Commento in più lingue', 'Explicaciones en varios idiomas'),
    ],
    why: l('Un autre regard depuis l’eau', 'Een andere blik vanaf het water', 'Un altro sguardo dall’acqua', 'Otra mirada desde el agua'),
  },
  {
    tagId: 'hot-air-balloon', type: 'ACTIVITY', icon: 'balloon', where: 'nearby', durations: ['3h'], themes: ['unusual', 'romantic'], singleDayLikely: true,
    title: l('Vol en montgolfière', 'Ballonvaart', 'Volo in mongolfiera', 'Vuelo en globo'),
    short: l('vol en montgolfière', 'ballonvaart', 'volo in mongolfiera', 'vuelo en globo'),
    details: [
      l('Vol d’environ 1 heure au lever du soleil', 'Vaart van ongeveer 1 uur bij zonsopgang', 'Volo di circa 1 ora all’alba', 'Vuelo de aproximadamente 1 hora al amanecer'),
      l('Toast et diplôme de vol à l’atterrissage', 'Toost en vaartdiploma bij de landing', 'Brindisi e diploma di volo all’atterraggio', 'Brindis y diploma de vuelo al aterrizar'),
    ],
    why: l('Un souvenir inoubliable à deux', 'Een onvergetelijke herinnering met z’n tweeën', 'Un ricordo indimenticabile in due', 'Un recuerdo inolvidable en pareja'),
  },
  {
    tagId: 'escape-game', type: 'ACTIVITY', icon: 'puzzle', where: 'nearby', durations: ['1h'], themes: ['family', 'unusual'], singleDayLikely: true,
    title: l('Escape game en équipe', 'Escaperoom in teamverband', 'Escape room a squadre', 'Sala de escape en equipo'),
    short: l('escape game', 'escaperoom', 'escape room', 'sala de escape'),
    details: [
      l('60 minutes pour résoudre les énigmes', '60 minuten om de raadsels op te lossen', '60 minuti per risolvere gli enigmi', '60 minutos para resolver los enigmas'),
      l('De 2 à 6 joueurs', 'Van 2 tot 6 spelers', 'Da 2 a 6 giocatori', 'De 2 a 6 jugadores'),
    ],
    why: l('Frissons et fous rires garantis', 'Spanning en lachen gegarandeerd', 'Brividi e risate assicurati', 'Emoción y risas garantizadas'),
  },
  {
    tagId: 'beer-tasting', type: 'ACTIVITY', icon: 'beer', where: 'nearby', durations: ['1h30'], themes: ['gastronomy', 'culture'], singleDayLikely: true,
    title: l('Dégustation de bières artisanales', 'Proeverij van speciaalbieren', 'Degustazione di birre artigianali', 'Cata de cervezas artesanas'),
    short: l('dégustation de bières', 'bierproeverij', 'degustazione di birre', 'cata de cervezas'),
    details: [
      l('Visite de la brasserie', 'Bezoek aan de brouwerij', 'Visita del birrificio', 'Visita a la fábrica de cerveza'),
      l('5 bières à déguster avec le brasseur', '5 bieren proeven met de brouwer', '5 birre da degustare con il mastro birraio', '5 cervezas para catar con el maestro cervecero'),
    ],
    why: l('Un savoir-faire transmis de génération en génération', 'Vakmanschap dat van generatie op generatie wordt doorgegeven', 'Un’arte tramandata di generazione in generazione', 'Un saber hacer transmitido de generación en generación'),
  },
  {
    tagId: 'golf', type: 'ACTIVITY', icon: 'golf', where: 'nearby', durations: ['2h'], themes: ['sport'], singleDayLikely: true,
    title: l('Initiation au golf', 'Golfinitiatie', 'Lezione di golf per principianti', 'Iniciación al golf'),
    short: l('initiation au golf', 'golfinitiatie', 'lezione di golf', 'iniciación al golf'),
    details: [
      l('Cours avec un professeur diplômé', 'Les met een gediplomeerde golfleraar', 'Lezione con un maestro qualificato', 'Clase con un profesor titulado'),
      l('Matériel et seau de balles fournis', 'Materiaal en emmer ballen inbegrepen', 'Attrezzatura e cesto di palline forniti', 'Material y cubo de bolas incluidos'),
    ],
    why: l('Le swing parfait n’attend que vous', 'De perfecte swing wacht op u', 'Lo swing perfetto vi aspetta', 'El swing perfecto le espera'),
  },
  {
    tagId: 'chocolate-workshop', type: 'ACTIVITY', icon: 'chocolate', where: 'nearby', durations: ['2h'], themes: ['gastronomy', 'family'], singleDayLikely: true,
    title: l('Atelier chocolat', 'Chocoladeworkshop', 'Laboratorio di cioccolato', 'Taller de chocolate'),
    short: l('atelier chocolat', 'chocoladeworkshop', 'laboratorio di cioccolato', 'taller de chocolate'),
    details: [
      l('Fabrication de vos propres pralines', 'Maak uw eigen pralines', 'Preparazione dei vostri cioccolatini', 'Elaboración de sus propios bombones'),
      l('Vos créations à emporter', 'Uw creaties om mee te nemen', 'Le vostre creazioni da portare via', 'Sus creaciones para llevar'),
    ],
    why: l('Une gourmandise à partager', 'Een lekkernij om te delen', 'Una golosità da condividere', 'Un capricho para compartir'),
  },
  {
    tagId: 'gourmet-dinner', type: 'DINNER', icon: 'dinner', where: 'restaurant', durations: ['2h'], themes: ['gastronomy', 'romantic'], singleDayLikely: false,
    title: l('Dîner gastronomique (hors boissons)', 'Gastronomisch diner (exclusief dranken)', 'Cena gastronomica (bevande escluse)', 'Cena gastronómica (bebidas no incluidas)'),
    short: l('dîner gastronomique', 'gastronomisch diner', 'cena gastronomica', 'cena gastronómica'),
    details: [
      l('Menu en 5 services imaginé par le chef', 'Vijfgangenmenu van de chef', 'Menù di 5 portate ideato dallo chef', 'Menú de 5 pases creado por el chef'),
      l('Produits du marché', 'Producten van de markt', 'Prodotti del mercato', 'Productos de mercado'),
    ],
    why: l('Une table reconnue dans toute la région', 'Een restaurant dat in de hele streek bekendstaat', 'Una tavola rinomata in tutta la regione', 'Una mesa reconocida en toda la región'),
  },
  {
    tagId: 'dinner', type: 'DINNER', icon: 'dinner', where: 'restaurant', durations: ['1h30'], themes: ['gastronomy', 'family'], singleDayLikely: false,
    title: l('Dîner 3 plats (hors boissons)', 'Driegangendiner (exclusief dranken)', 'Cena di tre portate (bevande escluse)', 'Cena de tres platos (bebidas no incluidas)'),
    short: l('dîner', 'diner', 'cena', 'cena'),
    details: [
      l('Entrée, plat et dessert', 'Voorgerecht, hoofdgerecht en dessert', 'Antipasto, secondo e dolce', 'Entrante, principal y postre'),
      l('Cuisine maison et produits régionaux', 'Huisgemaakte keuken met streekproducten', 'Cucina casalinga e prodotti locali', 'Cocina casera y productos regionales'),
    ],
    why: l('Pour savourer la cuisine du terroir', 'Om te genieten van de streekkeuken', 'Per gustare la cucina del territorio', 'Para saborear la cocina de la tierra'),
  },
  {
    tagId: 'candlelight-dinner', type: 'DINNER', icon: 'candle', where: 'restaurant', durations: ['2h'], themes: ['romantic', 'gastronomy'], singleDayLikely: false,
    title: l('Dîner aux chandelles', 'Diner bij kaarslicht', 'Cena a lume di candela', 'Cena a la luz de las velas'),
    short: l('dîner aux chandelles', 'diner bij kaarslicht', 'cena a lume di candela', 'cena a la luz de las velas'),
    details: [
      l('Table dressée rien que pour vous deux', 'Een tafel gedekt voor u tweeën', 'Tavolo apparecchiato solo per voi due', 'Mesa preparada solo para ustedes dos'),
      l('Coupe de champagne offerte', 'Glas champagne aangeboden', 'Calice di champagne offerto', 'Copa de champán de regalo'),
    ],
    why: l('La soirée romantique par excellence', 'De romantische avond bij uitstek', 'La serata romantica per eccellenza', 'La velada romántica por excelencia'),
  },
];

export const ACTIVITY_TAGS: readonly ActivityTag[] = ACTIVITY_KINDS.map((kind) => ({ id: kind.tagId, name: kind.title }));

export const ACTIVITY_WHERE: Record<ActivityWhere, Localized> = {
  hotel: l('Dans l’établissement', 'In de accommodatie', 'Nella struttura', 'En el establecimiento'),
  nearby: l('À moins de 20 minutes de l’établissement', 'Op minder dan 20 minuten van de accommodatie', 'A meno di 20 minuti dalla struttura', 'A menos de 20 minutos del establecimiento'),
  restaurant: l('Au restaurant de l’établissement', 'In het restaurant van de accommodatie', 'Al ristorante della struttura', 'En el restaurante del establecimiento'),
};

export const ACTIVITY_HOW: readonly Localized[] = [
  l('Réservez votre créneau auprès de la réception dès votre arrivée.', 'Reserveer uw tijdslot bij de receptie zodra u aankomt.', 'Prenotate il vostro orario alla reception al vostro arrivo.', 'Reserve su horario en recepción a su llegada.'),
  l('L’établissement vous contactera avant votre séjour pour fixer l’horaire.', 'De accommodatie neemt vóór uw verblijf contact met u op om het tijdstip af te spreken.', 'La struttura vi contatterà prima del soggiorno per fissare l’orario.', 'El establecimiento le contactará antes de su estancia para fijar el horario.'),
  l('Présentez votre confirmation de réservation sur place.', 'Toon uw reserveringsbevestiging ter plaatse.', 'Presentate la conferma di prenotazione sul posto.', 'Presente su confirmación de reserva en el lugar.'),
];

export const ACTIVITY_WHEN: Record<'ACTIVITY' | 'DINNER', readonly Localized[]> = {
  ACTIVITY: [
    l('Pendant votre séjour', 'Tijdens uw verblijf', 'Durante il soggiorno', 'Durante su estancia'),
    l('Le lendemain de votre arrivée', 'De dag na uw aankomst', 'Il giorno dopo il vostro arrivo', 'El día siguiente a su llegada'),
  ],
  DINNER: [
    l('Le soir de votre arrivée', 'Op de avond van uw aankomst', 'La sera del vostro arrivo', 'La noche de su llegada'),
    l('Un soir de votre séjour', 'Op een avond tijdens uw verblijf', 'Una sera durante il soggiorno', 'Una noche durante su estancia'),
  ],
};

export const PARTICIPANTS_LABEL: Localized = l('Pour 2 personnes', 'Voor 2 personen', 'Per 2 persone', 'Para 2 personas');

export const WHY_GENERIC: readonly Localized[] = [
  l('Un incontournable de la région', 'Een must in de streek', 'Un classico del territorio', 'Un imprescindible de la región'),
  l('Très apprécié de nos voyageurs', 'Zeer geliefd bij onze reizigers', 'Molto apprezzato dai nostri viaggiatori', 'Muy valorado por nuestros viajeros'),
];

export const MUST_KNOW: readonly Localized[] = [
  l('Réservation obligatoire auprès de l’établissement', 'Reservering bij de accommodatie verplicht', 'Prenotazione obbligatoria presso la struttura', 'Reserva obligatoria con el establecimiento'),
  l('Prévoir une tenue confortable', 'Draag comfortabele kleding', 'Si consiglia un abbigliamento comodo', 'Se recomienda ropa cómoda'),
  l('Activité soumise aux conditions météorologiques', 'Activiteit afhankelijk van het weer', 'Attività soggetta alle condizioni meteo', 'Actividad sujeta a las condiciones meteorológicas'),
  l('Accessible à partir de 12 ans', 'Toegankelijk vanaf 12 jaar', 'Accessibile a partire dai 12 anni', 'Accesible a partir de 12 años'),
  l('Maillot de bain obligatoire', 'Badkleding verplicht', 'Costume da bagno obbligatorio', 'Bañador obligatorio'),
  l('Boissons non comprises', 'Dranken niet inbegrepen', 'Bevande non incluse', 'Bebidas no incluidas'),
  l('Non accessible aux femmes enceintes', 'Niet toegankelijk voor zwangere vrouwen', 'Non accessibile alle donne in gravidanza', 'No accesible para mujeres embarazadas'),
  l('Merci de vous présenter 15 minutes avant le début', 'Gelieve 15 minuten vóór aanvang aanwezig te zijn', 'Si prega di presentarsi 15 minuti prima dell’inizio', 'Preséntese 15 minutos antes del inicio'),
  l('Annulation gratuite de l’activité jusqu’à 48 h avant', 'Gratis annuleren van de activiteit tot 48 uur vooraf', 'Cancellazione gratuita dell’attività fino a 48 ore prima', 'Cancelación gratuita de la actividad hasta 48 horas antes'),
  l('Menu végétarien sur demande', 'Vegetarisch menu op aanvraag', 'Menù vegetariano su richiesta', 'Menú vegetariano bajo petición'),
];

export const ACTIVITY_IMPORTANT_INFOS: readonly Localized[] = [
  l('L’activité peut être remplacée par une prestation équivalente en cas de fermeture.', 'Bij sluiting kan de activiteit worden vervangen door een gelijkwaardige activiteit.', 'In caso di chiusura l’attività può essere sostituita da una prestazione equivalente.', 'En caso de cierre, la actividad puede sustituirse por otra equivalente.'),
  l('Les horaires sont donnés à titre indicatif.', 'De tijden zijn indicatief.', 'Gli orari sono indicativi.', 'Los horarios son orientativos.'),
  l('Toute activité non consommée ne pourra être remboursée.', 'Niet gebruikte activiteiten worden niet terugbetaald.', 'Le attività non usufruite non sono rimborsabili.', 'Las actividades no disfrutadas no son reembolsables.'),
];

/** Dinner menus: one line per course. */
export const DINNER_MENUS: readonly Localized[] = [
  l(
    'Velouté de potimarron\nFilet de bar, beurre blanc\nTarte fine aux pommes',
    'Pompoenroomsoep\nZeebaarsfilet met beurre blanc\nDunne appeltaart',
    'Vellutata di zucca\nFiletto di branzino al burro bianco\nSfoglia di mele',
    'Crema de calabaza\nFilete de lubina con mantequilla blanca\nTarta fina de manzana',
  ),
  l(
    'Carpaccio de bœuf\nSuprême de volaille aux morilles\nMoelleux au chocolat',
    'Rundercarpaccio\nKipfilet met morieljes\nChocoladefondant',
    'Carpaccio di manzo\nPetto di pollo ai funghi spugnole\nTortino al cioccolato',
    'Carpaccio de ternera\nSuprema de ave con colmenillas\nCoulant de chocolate',
  ),
  l(
    'Tartare de saumon\nRisotto aux asperges\nPanna cotta aux fruits rouges',
    'Zalmtartaar\nRisotto met asperges\nPanna cotta met rood fruit',
    'Tartare di salmone\nRisotto agli asparagi\nPanna cotta ai frutti rossi',
    'Tartar de salmón\nRisotto de espárragos\nPanna cotta con frutos rojos',
  ),
  l(
    'Œuf parfait, crème de champignons\nCarré d’agneau rôti aux herbes\nCrème brûlée à la vanille',
    'Perfect gegaard ei met paddenstoelenroom\nGeroosterd lamsrack met kruiden\nCrème brûlée met vanille',
    'Uovo perfetto con crema di funghi\nCarré d’agnello arrosto alle erbe\nCrème brûlée alla vaniglia',
    'Huevo a baja temperatura con crema de setas\nCostillar de cordero asado a las hierbas\nCrema catalana de vainilla',
  ),
];

/* ------------------------------------------------------------------ breakfast */

export const BREAKFAST_DETAILS: Record<'CONTINENTAL' | 'BUFFET', readonly Localized[]> = {
  CONTINENTAL: [
    l('Boissons chaudes, jus de fruits, viennoiseries et pain frais', 'Warme dranken, vruchtensap, koffiekoeken en vers brood', 'Bevande calde, succhi di frutta, cornetti e pane fresco', 'Bebidas calientes, zumos, bollería y pan recién hecho'),
    l('Confitures maison et beurre', 'Huisgemaakte confituur en boter', 'Marmellate fatte in casa e burro', 'Mermeladas caseras y mantequilla'),
  ],
  BUFFET: [
    l('Grand buffet sucré et salé', 'Uitgebreid zoet en hartig buffet', 'Ricco buffet dolce e salato', 'Amplio bufé dulce y salado'),
    l('Œufs préparés à la minute, fromages et charcuterie', 'Eieren naar keuze, kaas en vleeswaren', 'Uova preparate al momento, formaggi e salumi', 'Huevos al momento, quesos y embutidos'),
    l('Fruits frais et produits locaux', 'Vers fruit en lokale producten', 'Frutta fresca e prodotti locali', 'Fruta fresca y productos locales'),
  ],
};

export const BREAKFAST_MUST_KNOW: readonly Localized[] = [
  l('Servi en salle', 'Geserveerd in de ontbijtzaal', 'Servita in sala', 'Servido en el comedor'),
  l('Petit-déjeuner en chambre possible avec supplément', 'Ontbijt op de kamer mogelijk tegen toeslag', 'Colazione in camera possibile con supplemento', 'Desayuno en la habitación posible con suplemento'),
];

/* ------------------------------------------------------------------ packages */

export const HEADWORDS: readonly Localized[] = [
  l('Petit-déjeuner inclus', 'Ontbijt inbegrepen', 'Colazione inclusa', 'Desayuno incluido'),
  l('Idéal en amoureux', 'Ideaal voor koppels', 'Ideale per le coppie', 'Ideal para parejas'),
  l('Parking gratuit', 'Gratis parkeren', 'Parcheggio gratuito', 'Aparcamiento gratuito'),
  l('Départ tardif jusqu’à 12 h', 'Laat uitchecken tot 12 uur', 'Partenza posticipata fino alle 12', 'Salida tardía hasta las 12 h'),
  l('Bouteille de vin offerte', 'Fles wijn aangeboden', 'Bottiglia di vino in omaggio', 'Botella de vino de regalo'),
  l('Surclassement selon disponibilité', 'Upgrade volgens beschikbaarheid', 'Upgrade in base alla disponibilità', 'Mejora de habitación según disponibilidad'),
  l('Accès libre au spa', 'Vrije toegang tot de spa', 'Accesso libero alla spa', 'Acceso libre al spa'),
  l('Vue exceptionnelle', 'Uitzonderlijk uitzicht', 'Vista eccezionale', 'Vistas excepcionales'),
  l('Au calme', 'Rustig gelegen', 'In tranquillità', 'En un entorno tranquilo'),
  l('Coup de cœur de l’équipe', 'Favoriet van ons team', 'Il preferito dal nostro team', 'Favorito de nuestro equipo'),
  l('Cadre historique', 'Historisch kader', 'Cornice storica', 'Entorno histórico'),
  l('Wifi gratuit', 'Gratis wifi', 'Wi-fi gratuito', 'Wifi gratis'),
];

/** First words of a package label, per main theme ("{phrase} {with} {activity}"). */
export const THEME_PHRASES: Record<string, Localized> = {
  romantic: l('Week-end en amoureux', 'Romantisch weekend', 'Weekend romantico', 'Escapada romántica'),
  wellness: l('Parenthèse bien-être', 'Wellnessweekend', 'Weekend benessere', 'Escapada de bienestar'),
  gastronomy: l('Escapade gourmande', 'Culinair weekend', 'Weekend gourmet', 'Escapada gastronómica'),
  wine: l('Séjour œnologique', 'Wijnweekend', 'Soggiorno enologico', 'Escapada enológica'),
  nature: l('Bol d’air nature', 'Natuurweekend', 'Fuga nella natura', 'Escapada rural'),
  culture: l('Escapade culturelle', 'Cultureel weekend', 'Weekend culturale', 'Escapada cultural'),
  sport: l('Week-end sportif', 'Sportief weekend', 'Weekend sportivo', 'Escapada deportiva'),
  family: l('Séjour en famille', 'Gezinsweekend', 'Soggiorno in famiglia', 'Escapada en familia'),
  unusual: l('Nuit insolite', 'Bijzondere overnachting', 'Notte insolita', 'Noche insólita'),
  sea: l('Escapade au bord de la mer', 'Weekend aan zee', 'Weekend al mare', 'Escapada junto al mar'),
};

export const WORD_WITH: Localized = l('avec', 'met', 'con', 'con');
export const WORD_AND: Localized = l('et', 'en', 'e', 'y');
export const WORD_IN: Localized = l('à', 'in', 'a', 'en');

export const PROGRAM_ROOM: Localized = l('Hébergement : {room}', 'Overnachting: {room}', 'Pernottamento: {room}', 'Alojamiento: {room}');
export const PROGRAM_BREAKFAST: Localized = l('Petit-déjeuner pour 2 personnes', 'Ontbijt voor 2 personen', 'Colazione per 2 persone', 'Desayuno para 2 personas');
export const PROGRAM_WELCOME: Localized = l('Cocktail de bienvenue', 'Welkomstdrankje', 'Cocktail di benvenuto', 'Cóctel de bienvenida');

/** Short marketing codes shown as card badges by the client. */
export const MARKETING_LABELS: readonly string[] = ['BEST_SELLER', 'NEW', 'EXCLUSIVE', 'FLASH_SALE', 'ECO_FRIENDLY', 'STAFF_PICK'];

export const CHANNEL_MANAGERS: readonly string[] = ['SITEMINDER', 'D-EDGE', 'RESERVIT', 'CUBILIS', 'SYNXIS'];

/* ------------------------------------------------------------------ boxes */

export interface BoxDefinition {
  stem: string;
  themes: readonly string[];
  subthemas: readonly string[];
  tier: 'classic' | 'premium';
  nights: 1 | 2;
  extras: ReadonlyArray<'dinner' | 'spa' | 'activity' | 'tasting'>;
  /** Limits the redeemable stays to these hotel types (e.g. castles). */
  hotelTypes?: readonly string[];
  title: Localized;
}

const ALL_THEMES = ['romantic', 'wellness', 'gastronomy', 'wine', 'nature', 'culture', 'sport', 'family', 'unusual', 'sea'];

export const BOX_DEFINITIONS: readonly BoxDefinition[] = [
  { stem: 'WEEKEND-ROMANTIC', themes: ['romantic'], subthemas: ['romantic-weekend'], tier: 'classic', nights: 1, extras: [], title: l('Week-end romantique', 'Romantisch weekend', 'Weekend romantico', 'Fin de semana romántico') },
  { stem: 'ROMANTIC-DINNER', themes: ['romantic', 'gastronomy'], subthemas: ['romantic-dinner'], tier: 'classic', nights: 1, extras: ['dinner'], title: l('Dîner et nuit en amoureux', 'Romantisch diner en overnachting', 'Cena e notte romantica', 'Cena y noche romántica') },
  { stem: 'ROMANTIC-PRESTIGE', themes: ['romantic'], subthemas: ['romantic-weekend', 'prestige'], tier: 'premium', nights: 1, extras: ['dinner'], title: l("Escapade romantique d'exception", 'Uitzonderlijk romantisch uitje', "Fuga romantica d'eccezione", 'Escapada romántica excepcional') },
  { stem: 'SPA-WELLNESS', themes: ['wellness'], subthemas: ['spa'], tier: 'classic', nights: 1, extras: ['spa'], title: l('Séjour bien-être & spa', 'Wellness- en spaverblijf', 'Soggiorno benessere e spa', 'Estancia de bienestar y spa') },
  { stem: 'SPA-DUO', themes: ['wellness', 'romantic'], subthemas: ['spa', 'massage'], tier: 'classic', nights: 1, extras: ['spa'], title: l('Spa en duo', 'Spa voor twee', 'Spa di coppia', 'Spa en pareja') },
  { stem: 'WELLNESS-PRESTIGE', themes: ['wellness'], subthemas: ['spa', 'prestige'], tier: 'premium', nights: 1, extras: ['spa', 'dinner'], title: l('Bien-être prestige', 'Prestige wellness', 'Benessere di prestigio', 'Bienestar de prestigio') },
  { stem: 'GOURMET-ESCAPE', themes: ['gastronomy'], subthemas: ['dinner'], tier: 'classic', nights: 1, extras: ['dinner'], title: l('Escapade gourmande', 'Culinair uitje', 'Fuga gourmet', 'Escapada gourmet') },
  { stem: 'GOURMET-PRESTIGE', themes: ['gastronomy'], subthemas: ['gourmet-dinner', 'prestige'], tier: 'premium', nights: 1, extras: ['dinner'], title: l("Gastronomie d'exception", 'Uitzonderlijke gastronomie', "Gastronomia d'eccezione", 'Gastronomía excepcional') },
  { stem: 'WINE-TASTING', themes: ['wine'], subthemas: ['wine-tasting'], tier: 'classic', nights: 1, extras: ['tasting'], title: l('Séjour œnologique', 'Wijnarrangement', 'Soggiorno enologico', 'Escapada enológica') },
  { stem: 'WINE-AND-DINE', themes: ['wine', 'gastronomy'], subthemas: ['wine-tasting', 'dinner'], tier: 'classic', nights: 1, extras: ['tasting', 'dinner'], title: l('Vins et saveurs', 'Wijn en smaken', 'Vini e sapori', 'Vinos y sabores') },
  { stem: 'NATURE-ESCAPE', themes: ['nature'], subthemas: ['green-getaway'], tier: 'classic', nights: 1, extras: [], title: l('Échappée nature', 'Natuuruitje', 'Fuga nella natura', 'Escapada a la naturaleza') },
  { stem: 'NATURE-ACTIVE', themes: ['nature', 'sport'], subthemas: ['outdoor'], tier: 'classic', nights: 1, extras: ['activity'], title: l('Nature & aventure', 'Natuur en avontuur', 'Natura e avventura', 'Naturaleza y aventura') },
  { stem: 'CULTURE-CITY', themes: ['culture'], subthemas: ['guided-tour'], tier: 'classic', nights: 1, extras: ['activity'], title: l('Escapade culturelle en ville', 'Cultureel stedentripje', 'Fuga culturale in città', 'Escapada cultural urbana') },
  { stem: 'CITY-BREAK', themes: ['culture', 'gastronomy'], subthemas: ['city-break'], tier: 'classic', nights: 2, extras: [], title: l('City break', 'Citytrip', 'City break', 'Escapada urbana') },
  { stem: 'SPORT-ADVENTURE', themes: ['sport'], subthemas: ['adventure'], tier: 'classic', nights: 1, extras: ['activity'], title: l('Sport & sensations', 'Sport en sensatie', 'Sport e adrenalina', 'Deporte y emoción') },
  { stem: 'FAMILY-FUN', themes: ['family'], subthemas: ['family-activity'], tier: 'classic', nights: 1, extras: ['activity'], title: l('Séjour en famille', 'Gezinsuitje', 'Vacanza in famiglia', 'Escapada en familia') },
  { stem: 'UNUSUAL-NIGHT', themes: ['unusual'], subthemas: ['unusual-stay'], tier: 'classic', nights: 1, extras: [], title: l('Nuit insolite', 'Bijzondere overnachting', 'Notte insolita', 'Noche insólita') },
  { stem: 'SEASIDE-ESCAPE', themes: ['sea'], subthemas: ['seaside'], tier: 'classic', nights: 1, extras: [], title: l('Escapade en bord de mer', 'Uitje aan zee', 'Fuga al mare', 'Escapada junto al mar') },
  { stem: 'TWO-NIGHTS', themes: ALL_THEMES, subthemas: ['long-weekend'], tier: 'classic', nights: 2, extras: [], title: l("Deux nuits d'évasion", 'Twee nachten ertussenuit', 'Due notti di evasione', 'Dos noches de evasión') },
  { stem: 'CHATEAU-NIGHT', themes: ['culture', 'romantic', 'gastronomy', 'wellness', 'nature'], subthemas: ['castle'], tier: 'premium', nights: 1, extras: [], hotelTypes: ['chateau', 'resort'], title: l('Nuit de château', 'Overnachten in een kasteel', 'Notte in castello', 'Noche en un castillo') },
  { stem: 'DISCOVERY', themes: ALL_THEMES, subthemas: ['discovery'], tier: 'classic', nights: 1, extras: [], title: l('Mille et une escapades', 'Duizend-en-een uitjes', 'Mille e una fuga', 'Mil y una escapadas') },
  { stem: 'WELLNESS-NATURE', themes: ['wellness', 'nature'], subthemas: ['spa', 'green-getaway'], tier: 'classic', nights: 1, extras: ['spa'], title: l('Bien-être au vert', 'Wellness in het groen', 'Benessere nel verde', 'Bienestar en plena naturaleza') },
  { stem: 'ROMANTIC-SEA', themes: ['romantic', 'sea'], subthemas: ['seaside', 'romantic-weekend'], tier: 'classic', nights: 1, extras: [], title: l('Amoureux face à la mer', 'Romantiek aan zee', 'Romanticismo al mare', 'Romance frente al mar') },
  { stem: 'FAMILY-NATURE', themes: ['family', 'nature'], subthemas: ['family-activity', 'outdoor'], tier: 'classic', nights: 1, extras: ['activity'], title: l('Nature en famille', 'Natuur met het gezin', 'Natura in famiglia', 'Naturaleza en familia') },
  { stem: 'PRESTIGE-ESCAPE', themes: ALL_THEMES, subthemas: ['prestige'], tier: 'premium', nights: 1, extras: [], title: l('Escapade prestige', 'Prestige-uitje', 'Fuga di prestigio', 'Escapada de prestigio') },
  { stem: 'CULTURE-GOURMET', themes: ['culture', 'gastronomy'], subthemas: ['guided-tour', 'dinner'], tier: 'classic', nights: 1, extras: ['activity', 'dinner'], title: l('Culture & gourmandise', 'Cultuur en lekker eten', 'Cultura e gusto', 'Cultura y gastronomía') },
];

export const BOX_DESCRIPTION: Record<'classic' | 'premium', Localized> = {
  classic: l(
    'Offrez {title} : un séjour pour 2 personnes à choisir parmi plus de {count} adresses sélectionnées avec soin, petit-déjeuner compris.',
    'Geef {title} cadeau: een verblijf voor 2 personen, te kiezen uit meer dan {count} zorgvuldig geselecteerde adressen, inclusief ontbijt.',
    'Regala {title}: un soggiorno per 2 persone da scegliere tra più di {count} indirizzi selezionati con cura, colazione inclusa.',
    'Regala {title}: una estancia para 2 personas a elegir entre más de {count} direcciones seleccionadas con esmero, desayuno incluido.',
  ),
  premium: l(
    'Offrez {title} : une parenthèse d’exception pour 2 personnes dans l’une de nos {count} adresses haut de gamme, 4 étoiles et plus.',
    'Geef {title} cadeau: een uitzonderlijk verblijf voor 2 personen in een van onze {count} topadressen met 4 sterren of meer.',
    'Regala {title}: una parentesi d’eccezione per 2 persone in uno dei nostri {count} indirizzi di alta gamma, 4 stelle e oltre.',
    'Regala {title}: una escapada excepcional para 2 personas en una de nuestras {count} direcciones de alta gama, de 4 estrellas o más.',
  ),
};

export const BOX_INCLUDED: {
  nights: Record<1 | 2, Localized>;
  breakfast: Localized;
  extras: Record<'dinner' | 'spa' | 'activity' | 'tasting', Localized>;
  validity: Localized;
} = {
  nights: {
    1: l('1 nuit pour 2 personnes', '1 nacht voor 2 personen', '1 notte per 2 persone', '1 noche para 2 personas'),
    2: l('2 nuits pour 2 personnes', '2 nachten voor 2 personen', '2 notti per 2 persone', '2 noches para 2 personas'),
  },
  breakfast: l('Petits-déjeuners inclus', 'Ontbijt inbegrepen', 'Colazione inclusa', 'Desayuno incluido'),
  extras: {
    dinner: l('Un dîner pour 2', 'Een diner voor 2', 'Una cena per 2', 'Una cena para 2'),
    spa: l('Un accès au spa ou un soin', 'Toegang tot de spa of een behandeling', 'Accesso alla spa o un trattamento', 'Acceso al spa o un tratamiento'),
    activity: l('Une activité pour 2', 'Een activiteit voor 2', 'Un’attività per 2', 'Una actividad para 2'),
    tasting: l('Une dégustation pour 2', 'Een proeverij voor 2', 'Una degustazione per 2', 'Una cata para 2'),
  },
  validity: l('Valable 1 an et demi, échange gratuit', '1,5 jaar geldig, gratis omruilen', 'Valido un anno e mezzo, cambio gratuito', 'Válido un año y medio, cambio gratuito'),
};

/* ------------------------------------------------------------------ activity-only products */

export interface ActivityOnlyTemplate {
  univers: 'wellness' | 'gastronomy' | 'sport' | 'culture' | 'nature';
  tags: readonly string[];
  label: Localized;
  description: Localized;
  activities: ReadonlyArray<{ title: Localized; description: Localized; composition: Localized }>;
  centers: readonly string[];
  /** Typical price per person, cents. */
  pricePerPerson: readonly [number, number];
}

export const ACTIVITY_ONLY_TEMPLATES: readonly ActivityOnlyTemplate[] = [
  {
    univers: 'wellness', tags: ['spa-access', 'massage'], pricePerPerson: [4500, 9500], centers: ['Spa Aquatonic', 'Les Bains du Marais', 'Thermae Wellness', 'Spa Nuxe'],
    label: l('Parenthèse spa et massage', 'Spa en massage', 'Spa e massaggio', 'Spa y masaje'),
    description: l('Un après-midi de détente dans un spa urbain, avec accès aux bassins et massage.', 'Een ontspannen middag in een stadsspa, met toegang tot de baden en een massage.', 'Un pomeriggio di relax in una spa cittadina, con accesso alle vasche e massaggio.', 'Una tarde de relax en un spa urbano, con acceso a las piscinas y masaje.'),
    activities: [
      { title: l('Accès au parcours aquatique', 'Toegang tot het waterparcours', 'Accesso al percorso acquatico', 'Acceso al circuito de aguas'), description: l('Bassins, jets massants et sauna pendant 2 heures.', 'Baden, massagestralen en sauna gedurende 2 uur.', 'Vasche, getti massaggianti e sauna per 2 ore.', 'Piscinas, chorros de masaje y sauna durante 2 horas.'), composition: l('2 heures d’accès', '2 uur toegang', '2 ore di accesso', '2 horas de acceso') },
      { title: l('Massage relaxant de 30 minutes', 'Ontspannende massage van 30 minuten', 'Massaggio rilassante di 30 minuti', 'Masaje relajante de 30 minutos'), description: l('Massage du dos et des épaules aux huiles chaudes.', 'Rug- en schoudermassage met warme olie.', 'Massaggio a schiena e spalle con oli caldi.', 'Masaje de espalda y hombros con aceites calientes.'), composition: l('1 massage par personne', '1 massage per persoon', '1 massaggio a persona', '1 masaje por persona') },
    ],
  },
  {
    univers: 'wellness', tags: ['hammam'], pricePerPerson: [3500, 7000], centers: ['Hammam Les Cent Ciels', 'Aire Ancient Baths', 'Hammam Al Ándalus'],
    label: l('Rituel hammam oriental', 'Oosters hamamritueel', 'Rituale hammam orientale', 'Ritual de hammam oriental'),
    description: l('Gommage au savon noir, enveloppement et thé à la menthe.', 'Scrub met zwarte zeep, pakking en muntthee.', 'Scrub al sapone nero, impacco e tè alla menta.', 'Exfoliación con jabón negro, envoltura y té a la menta.'),
    activities: [
      { title: l('Hammam et gommage', 'Hamam en scrub', 'Hammam e scrub', 'Hammam y exfoliación'), description: l('Bain de vapeur suivi d’un gommage traditionnel.', 'Stoombad gevolgd door een traditionele scrub.', 'Bagno di vapore seguito da uno scrub tradizionale.', 'Baño de vapor seguido de una exfoliación tradicional.'), composition: l('1 h 30 par personne', '1,5 uur per persoon', '1 ora e mezza a persona', '1 hora y media por persona') },
    ],
  },
  {
    univers: 'wellness', tags: ['massage'], pricePerPerson: [6000, 12000], centers: ['Institut Sothys', 'Zen Garden Spa', 'Spa Armonia'],
    label: l('Soin du visage et massage', 'Gezichtsverzorging en massage', 'Trattamento viso e massaggio', 'Tratamiento facial y masaje'),
    description: l('Un soin complet pour retrouver éclat et sérénité.', 'Een volledige behandeling voor een stralende huid en rust.', 'Un trattamento completo per ritrovare luminosità e serenità.', 'Un tratamiento completo para recuperar luminosidad y serenidad.'),
    activities: [
      { title: l('Soin du visage hydratant', 'Hydraterende gezichtsbehandeling', 'Trattamento viso idratante', 'Tratamiento facial hidratante'), description: l('Nettoyage, masque et modelage du visage.', 'Reiniging, masker en gezichtsmassage.', 'Pulizia, maschera e massaggio del viso.', 'Limpieza, mascarilla y masaje facial.'), composition: l('45 minutes', '45 minuten', '45 minuti', '45 minutos') },
      { title: l('Massage californien', 'Californische massage', 'Massaggio californiano', 'Masaje californiano'), description: l('Massage enveloppant du corps entier.', 'Omhullende massage van het hele lichaam.', 'Massaggio avvolgente di tutto il corpo.', 'Masaje envolvente de cuerpo entero.'), composition: l('1 heure', '1 uur', '1 ora', '1 hora') },
    ],
  },
  {
    univers: 'gastronomy', tags: ['cooking-class'], pricePerPerson: [5500, 11000], centers: ['Atelier des Chefs', 'Cucina Lab', 'Kookstudio De Smaak', 'Escuela de Cocina Alambique'],
    label: l('Cours de cuisine du marché', 'Kookworkshop met marktproducten', 'Corso di cucina del mercato', 'Clase de cocina de mercado'),
    description: l('Cuisinez un menu complet aux côtés d’un chef, puis dégustez-le.', 'Kook een volledig menu samen met een chef en proef het daarna.', 'Cucinate un menù completo accanto a uno chef e poi gustatelo.', 'Cocine un menú completo junto a un chef y luego disfrútelo.'),
    activities: [
      { title: l('Visite du marché avec le chef', 'Marktbezoek met de chef', 'Visita al mercato con lo chef', 'Visita al mercado con el chef'), description: l('Choix des produits frais chez les producteurs.', 'Verse producten kiezen bij de producenten.', 'Scelta dei prodotti freschi dai produttori.', 'Elección de productos frescos en los puestos.'), composition: l('1 heure', '1 uur', '1 ora', '1 hora') },
      { title: l('Atelier cuisine', 'Kookworkshop', 'Laboratorio di cucina', 'Taller de cocina'), description: l('Entrée, plat et dessert préparés ensemble.', 'Samen voorgerecht, hoofdgerecht en dessert bereiden.', 'Antipasto, primo e dolce preparati insieme.', 'Entrante, principal y postre preparados juntos.'), composition: l('2 h 30 et repas', '2,5 uur en maaltijd', '2 ore e mezza e pasto', '2 horas y media y comida') },
    ],
  },
  {
    univers: 'gastronomy', tags: ['wine-tasting'], pricePerPerson: [3000, 8000], centers: ['Cave du Château', 'Enoteca Il Calice', 'Bodega Los Almendros', 'Wijnhuis De Druif'],
    label: l('Dégustation de vins commentée', 'Wijnproeverij met uitleg', 'Degustazione di vini guidata', 'Cata de vinos comentada'),
    description: l('Un sommelier vous fait découvrir les grands vins de la région.', 'Een sommelier laat u de grote wijnen van de streek ontdekken.', 'Un sommelier vi fa scoprire i grandi vini del territorio.', 'Un sumiller le descubre los grandes vinos de la región.'),
    activities: [
      { title: l('Dégustation de 6 vins', 'Proeverij van 6 wijnen', 'Degustazione di 6 vini', 'Cata de 6 vinos'), description: l('Accords avec fromages et charcuterie.', 'In combinatie met kaas en vleeswaren.', 'Abbinamenti con formaggi e salumi.', 'Maridaje con quesos y embutidos.'), composition: l('1 h 30', '1,5 uur', '1 ora e mezza', '1 hora y media') },
      { title: l('Visite des caves', 'Bezoek aan de kelders', 'Visita delle cantine', 'Visita a las bodegas'), description: l('Découverte des chais et du vieillissement en fût.', 'Ontdekking van de kelders en de rijping op vat.', 'Scoperta delle cantine e dell’affinamento in botte.', 'Descubrimiento de las bodegas y la crianza en barrica.'), composition: l('45 minutes', '45 minuten', '45 minuti', '45 minutos') },
    ],
  },
  {
    univers: 'gastronomy', tags: ['chocolate-workshop', 'beer-tasting'], pricePerPerson: [2500, 6000], centers: ['Maison du Chocolat Artisanal', 'Brouwerij De Halve Maan', 'Cioccolateria Venchi Lab'],
    label: l('Balade gourmande', 'Culinaire wandeling', 'Passeggiata gastronomica', 'Ruta gastronómica'),
    description: l('Chocolats, bières et spécialités locales au fil d’une balade.', 'Chocolade, bier en lokale specialiteiten tijdens een wandeling.', 'Cioccolato, birra e specialità locali durante una passeggiata.', 'Chocolates, cervezas y especialidades locales durante un paseo.'),
    activities: [
      { title: l('Atelier chocolat', 'Chocoladeworkshop', 'Laboratorio di cioccolato', 'Taller de chocolate'), description: l('Réalisez vos pralines avec un artisan.', 'Maak uw eigen pralines met een ambachtsman.', 'Realizzate i vostri cioccolatini con un artigiano.', 'Elabore sus bombones con un artesano.'), composition: l('1 heure', '1 uur', '1 ora', '1 hora') },
      { title: l('Dégustation de bières locales', 'Proeverij van lokale bieren', 'Degustazione di birre locali', 'Cata de cervezas locales'), description: l('Trois bières artisanales commentées.', 'Drie ambachtelijke bieren met uitleg.', 'Tre birre artigianali con commento.', 'Tres cervezas artesanas comentadas.'), composition: l('3 bières', '3 bieren', '3 birre', '3 cervezas') },
      { title: l('Dégustation de spécialités', 'Proeverij van specialiteiten', 'Assaggio di specialità', 'Degustación de especialidades'), description: l('Arrêts chez les meilleurs artisans du centre.', 'Stops bij de beste ambachtslui van het centrum.', 'Tappe dai migliori artigiani del centro.', 'Paradas en los mejores artesanos del centro.'), composition: l('4 arrêts', '4 stops', '4 tappe', '4 paradas') },
    ],
  },
  {
    univers: 'sport', tags: ['kayak'], pricePerPerson: [2500, 5500], centers: ['Base Nautique du Lac', 'Kayak Center', 'Canoa Club', 'Club Náutico'],
    label: l('Descente en kayak', 'Kajakafdaling', 'Discesa in kayak', 'Descenso en kayak'),
    description: l('Une descente accessible à tous, encadrée par un moniteur.', 'Een afdaling voor iedereen, begeleid door een instructeur.', 'Una discesa alla portata di tutti, con istruttore.', 'Un descenso apto para todos, con monitor.'),
    activities: [
      { title: l('Descente de rivière', 'Rivierafdaling', 'Discesa del fiume', 'Descenso del río'), description: l('10 km au fil de l’eau, retour en navette.', '10 km op het water, terug met een pendelbus.', '10 km lungo il fiume, rientro in navetta.', '10 km por el río, regreso en lanzadera.'), composition: l('Environ 3 heures', 'Ongeveer 3 uur', 'Circa 3 ore', 'Unas 3 horas') },
    ],
  },
  {
    univers: 'sport', tags: ['golf'], pricePerPerson: [4000, 9000], centers: ['Golf National', 'Golf Club de Pan', 'Circolo Golf Villa d’Este', 'Real Club de Golf'],
    label: l('Initiation au golf', 'Golfinitiatie', 'Introduzione al golf', 'Iniciación al golf'),
    description: l('Apprenez les bases du swing sur un parcours réputé.', 'Leer de basis van de swing op een bekende baan.', 'Imparate le basi dello swing su un percorso rinomato.', 'Aprenda las bases del swing en un campo reconocido.'),
    activities: [
      { title: l('Cours collectif', 'Groepsles', 'Lezione collettiva', 'Clase colectiva'), description: l('Practice, putting et approche.', 'Driving range, putten en chippen.', 'Campo pratica, putting e approccio.', 'Campo de prácticas, putting y aproximación.'), composition: l('2 heures', '2 uur', '2 ore', '2 horas') },
      { title: l('Parcours 9 trous', 'Baan van 9 holes', 'Percorso di 9 buche', 'Recorrido de 9 hoyos'), description: l('Accompagné par le professeur.', 'Begeleid door de leraar.', 'Accompagnati dal maestro.', 'Acompañado por el profesor.'), composition: l('1 h 30', '1,5 uur', '1 ora e mezza', '1 hora y media') },
    ],
  },
  {
    univers: 'sport', tags: ['escape-game'], pricePerPerson: [2000, 3500], centers: ['Lock Academy', 'Escape Hunt', 'Enigma Room'],
    label: l('Escape game', 'Escaperoom', 'Escape room', 'Sala de escape'),
    description: l('Une heure pour vous échapper, en équipe.', 'Eén uur om te ontsnappen, in team.', 'Un’ora per fuggire, in squadra.', 'Una hora para escapar, en equipo.'),
    activities: [
      { title: l('Mission au choix', 'Missie naar keuze', 'Missione a scelta', 'Misión a elegir'), description: l('Trois scénarios de difficulté croissante.', 'Drie scenario’s met toenemende moeilijkheid.', 'Tre scenari di difficoltà crescente.', 'Tres escenarios de dificultad creciente.'), composition: l('60 minutes', '60 minuten', '60 minuti', '60 minutos') },
    ],
  },
  {
    univers: 'culture', tags: ['guided-tour'], pricePerPerson: [1500, 4000], centers: ['Office de tourisme', 'Visit Guides', 'Guide Turistiche Associate', 'Guías Oficiales'],
    label: l('Visite guidée du centre historique', 'Rondleiding door het historische centrum', 'Visita guidata del centro storico', 'Visita guiada por el centro histórico'),
    description: l('Les lieux emblématiques et les secrets de la ville avec un guide local.', 'De iconische plekken en geheimen van de stad met een lokale gids.', 'I luoghi simbolo e i segreti della città con una guida locale.', 'Los lugares emblemáticos y los secretos de la ciudad con un guía local.'),
    activities: [
      { title: l('Visite à pied', 'Wandeling met gids', 'Visita a piedi', 'Visita a pie'), description: l('Deux heures de découverte en petit groupe.', 'Twee uur ontdekken in een kleine groep.', 'Due ore di scoperta in piccolo gruppo.', 'Dos horas de descubrimiento en grupo reducido.'), composition: l('2 heures', '2 uur', '2 ore', '2 horas') },
    ],
  },
  {
    univers: 'culture', tags: ['museum'], pricePerPerson: [1800, 4500], centers: ['Musée des Beaux-Arts', 'Rijksmuseum', 'Galleria degli Uffizi', 'Museo del Prado'],
    label: l('Billets coupe-file pour le musée', 'Voorrangstickets voor het museum', 'Biglietti salta fila per il museo', 'Entradas sin colas para el museo'),
    description: l('Accédez sans attendre aux collections permanentes.', 'Krijg zonder wachten toegang tot de vaste collectie.', 'Accedete senza attesa alle collezioni permanenti.', 'Acceda sin esperas a las colecciones permanentes.'),
    activities: [
      { title: l('Entrée au musée', 'Toegang tot het museum', 'Ingresso al museo', 'Entrada al museo'), description: l('Collections permanentes et audioguide.', 'Vaste collectie en audiogids.', 'Collezioni permanenti e audioguida.', 'Colecciones permanentes y audioguía.'), composition: l('Accès libre pour la journée', 'Vrije toegang voor de hele dag', 'Accesso libero per la giornata', 'Acceso libre durante el día') },
      { title: l('Visite commentée', 'Rondleiding', 'Visita commentata', 'Visita comentada'), description: l('Les chefs-d’œuvre racontés par un médiateur.', 'De meesterwerken toegelicht door een gids.', 'I capolavori raccontati da una guida.', 'Las obras maestras contadas por un mediador.'), composition: l('1 heure', '1 uur', '1 ora', '1 hora') },
    ],
  },
  {
    univers: 'culture', tags: ['boat-trip', 'guided-tour'], pricePerPerson: [1500, 3500], centers: ['Bateaux Parisiens', 'Rederij Lovers', 'Gondolieri di Venezia', 'Las Golondrinas'],
    label: l('Croisière commentée', 'Rondvaart met uitleg', 'Crociera con commento', 'Crucero comentado'),
    description: l('La ville vue depuis l’eau, commentée en direct.', 'De stad vanaf het water, met live uitleg.', 'La città vista dall’acqua, con commento dal vivo.', 'La ciudad vista desde el agua, con explicaciones en directo.'),
    activities: [
      { title: l('Croisière d’une heure', 'Rondvaart van een uur', 'Crociera di un’ora', 'Crucero de una hora'), description: l('Départ du centre-ville.', 'Vertrek in het stadscentrum.', 'Partenza dal centro città.', 'Salida desde el centro de la ciudad.'), composition: l('1 heure', '1 uur', '1 ora', '1 hora') },
    ],
  },
  {
    univers: 'nature', tags: ['horse-riding'], pricePerPerson: [3500, 7000], centers: ['Centre Équestre des Pins', 'Manege De Hoeve', 'Maneggio Il Poggio', 'Hípica El Rocío'],
    label: l('Balade à cheval', 'Paardrijtocht', 'Passeggiata a cavallo', 'Paseo a caballo'),
    description: l('Une balade au pas dans les forêts et les chemins de campagne.', 'Een rustige rit door bossen en landweggetjes.', 'Una passeggiata al passo tra boschi e sentieri di campagna.', 'Un paseo al paso por bosques y caminos rurales.'),
    activities: [
      { title: l('Randonnée de 2 heures', 'Tocht van 2 uur', 'Escursione di 2 ore', 'Ruta de 2 horas'), description: l('Accompagnée par un moniteur.', 'Begeleid door een instructeur.', 'Accompagnata da un istruttore.', 'Acompañada por un monitor.'), composition: l('2 heures', '2 uur', '2 ore', '2 horas') },
    ],
  },
  {
    univers: 'nature', tags: ['hot-air-balloon'], pricePerPerson: [15000, 25000], centers: ['Montgolfières du Sud', 'Ballonvaarten Holland', 'Mongolfiere Toscane', 'Globos Boreal'],
    label: l('Vol en montgolfière', 'Ballonvaart', 'Volo in mongolfiera', 'Vuelo en globo'),
    description: l('Survolez la région au lever du soleil.', 'Zweef bij zonsopgang over de streek.', 'Sorvolate il territorio all’alba.', 'Sobrevuele la región al amanecer.'),
    activities: [
      { title: l('Vol d’une heure', 'Vaart van een uur', 'Volo di un’ora', 'Vuelo de una hora'), description: l('Préparation du ballon, vol et toast à l’atterrissage.', 'Ballon opzetten, vaart en toost bij de landing.', 'Preparazione del pallone, volo e brindisi all’atterraggio.', 'Preparación del globo, vuelo y brindis al aterrizar.'), composition: l('3 heures au total', '3 uur in totaal', '3 ore in totale', '3 horas en total') },
    ],
  },
  {
    univers: 'nature', tags: ['bike'], pricePerPerson: [2000, 4500], centers: ['Vélo & Nature', 'Fietsverhuur Het Wiel', 'Bici Toscana', 'Bicis del Sur'],
    label: l('Randonnée à vélo électrique', 'Tocht met de elektrische fiets', 'Escursione in bici elettrica', 'Ruta en bicicleta eléctrica'),
    description: l('Un itinéraire guidé entre villages et panoramas.', 'Een begeleide route langs dorpjes en panorama’s.', 'Un itinerario guidato tra borghi e panorami.', 'Un itinerario guiado entre pueblos y panorámicas.'),
    activities: [
      { title: l('Balade guidée', 'Begeleide rit', 'Escursione guidata', 'Ruta guiada'), description: l('30 km avec pause goûter.', '30 km met een pauze.', '30 km con pausa merenda.', '30 km con pausa para merendar.'), composition: l('Demi-journée', 'Halve dag', 'Mezza giornata', 'Media jornada') },
      { title: l('Location de vélo', 'Fietsverhuur', 'Noleggio bici', 'Alquiler de bicicleta'), description: l('Vélo électrique et casque.', 'Elektrische fiets en helm.', 'Bici elettrica e casco.', 'Bicicleta eléctrica y casco.'), composition: l('1 vélo par personne', '1 fiets per persoon', '1 bici a persona', '1 bicicleta por persona') },
    ],
  },
];

export const NICE_TO_KNOW: readonly Localized[] = [
  l('Valable 12 mois à compter de l’achat', '12 maanden geldig vanaf de aankoop', 'Valido 12 mesi dall’acquisto', 'Válido 12 meses desde la compra'),
  l('Réservation obligatoire auprès du prestataire', 'Reservering bij de aanbieder verplicht', 'Prenotazione obbligatoria presso il fornitore', 'Reserva obligatoria con el proveedor'),
  l('Accessible aux personnes à mobilité réduite', 'Toegankelijk voor mindervaliden', 'Accessibile alle persone con mobilità ridotta', 'Accesible para personas con movilidad reducida'),
  l('Parking gratuit sur place', 'Gratis parkeren ter plaatse', 'Parcheggio gratuito sul posto', 'Aparcamiento gratuito en el lugar'),
  l('Activité maintenue par tous les temps', 'Activiteit gaat door bij elk weer', 'Attività garantita con qualsiasi tempo', 'Actividad garantizada con cualquier tiempo'),
  l('À partir de 12 ans', 'Vanaf 12 jaar', 'A partire dai 12 anni', 'A partir de 12 años'),
];

export const ACTIVITY_ONLY_IMPORTANT: readonly Localized[] = [
  l('Présentez votre bon sur place, imprimé ou sur votre téléphone.', 'Toon uw bon ter plaatse, afgedrukt of op uw telefoon.', 'Presentate il buono sul posto, stampato o sul telefono.', 'Presente su bono en el lugar, impreso o en el móvil.'),
  l('Merci d’arriver 15 minutes avant le début de l’activité.', 'Gelieve 15 minuten vóór de start aanwezig te zijn.', 'Si prega di arrivare 15 minuti prima dell’inizio.', 'Llegue 15 minutos antes del inicio de la actividad.'),
  l('Annulation possible jusqu’à 48 heures avant.', 'Annuleren mogelijk tot 48 uur vooraf.', 'Cancellazione possibile fino a 48 ore prima.', 'Cancelación posible hasta 48 horas antes.'),
];

/* ------------------------------------------------------------------ reviews */

export const REVIEW_POSITIVE: Record<Lang, readonly string[]> = {
  fr: [
    'Accueil chaleureux et personnel aux petits soins.',
    'Chambre spacieuse, propre et très bien décorée.',
    'Le dîner était excellent, un vrai moment de plaisir.',
    'Emplacement idéal pour visiter la ville à pied.',
    'Petit-déjeuner copieux avec des produits locaux.',
    'Le spa est magnifique et très calme.',
    'Literie d’un confort exceptionnel, nous avons très bien dormi.',
    'Vue superbe depuis la chambre.',
    'Rapport qualité-prix imbattable.',
    'Cadre enchanteur, nous reviendrons sans hésiter.',
    'Équipe souriante et disponible, de très bons conseils.',
    'Parfait pour un week-end en amoureux.',
  ],
  nl: [
    'Hartelijke ontvangst en zeer behulpzaam personeel.',
    'Ruime, schone en mooi ingerichte kamer.',
    'Het diner was voortreffelijk, echt genieten.',
    'Ideale ligging om de stad te voet te bezoeken.',
    'Uitgebreid ontbijt met lokale producten.',
    'De spa is prachtig en heel rustig.',
    'Uitstekende bedden, we hebben heerlijk geslapen.',
    'Prachtig uitzicht vanuit de kamer.',
    'Onverslaanbare prijs-kwaliteitverhouding.',
    'Betoverende omgeving, we komen zeker terug.',
    'Vriendelijk en behulpzaam team met goede tips.',
    'Perfect voor een romantisch weekend.',
  ],
  it: [
    'Accoglienza calorosa e personale molto premuroso.',
    'Camera spaziosa, pulita e arredata con gusto.',
    'La cena era eccellente, un vero piacere.',
    'Posizione ideale per visitare la città a piedi.',
    'Colazione abbondante con prodotti locali.',
    'La spa è splendida e molto tranquilla.',
    'Letto comodissimo, abbiamo dormito benissimo.',
    'Vista stupenda dalla camera.',
    'Rapporto qualità-prezzo imbattibile.',
    'Posto incantevole, torneremo sicuramente.',
    'Staff sorridente e disponibile, ottimi consigli.',
    'Perfetto per un weekend romantico.',
  ],
  es: [
    'Recibimiento cálido y personal muy atento.',
    'Habitación amplia, limpia y muy bien decorada.',
    'La cena fue excelente, un auténtico placer.',
    'Ubicación ideal para visitar la ciudad a pie.',
    'Desayuno abundante con productos locales.',
    'El spa es precioso y muy tranquilo.',
    'Camas comodísimas, dormimos de maravilla.',
    'Vistas espectaculares desde la habitación.',
    'Relación calidad-precio inmejorable.',
    'Un lugar encantador, volveremos sin dudarlo.',
    'Equipo sonriente y disponible, muy buenos consejos.',
    'Perfecto para un fin de semana en pareja.',
  ],
};

export const REVIEW_NEGATIVE: Record<Lang, readonly string[]> = {
  fr: [
    'Un peu de bruit venant de la rue la nuit.',
    'Le parking est payant et assez cher.',
    'Salle de bain un peu vieillissante.',
    'Service un peu lent au restaurant.',
    'Le wifi ne fonctionnait pas bien dans la chambre.',
    'Chambre plus petite que sur les photos.',
    'Attente à la réception lors de l’arrivée.',
    'Le spa était très fréquenté le samedi.',
    'Petit-déjeuner un peu cher pour ce qu’il propose.',
    'Climatisation bruyante.',
  ],
  nl: [
    '’s Nachts wat lawaai van de straat.',
    'Parkeren is betalend en vrij duur.',
    'De badkamer is wat verouderd.',
    'Bediening in het restaurant was wat traag.',
    'De wifi werkte niet goed op de kamer.',
    'Kamer kleiner dan op de foto’s.',
    'Wachttijd aan de receptie bij aankomst.',
    'De spa was op zaterdag erg druk.',
    'Ontbijt wat duur voor wat het is.',
    'Luidruchtige airconditioning.',
  ],
  it: [
    'Un po’ di rumore dalla strada durante la notte.',
    'Il parcheggio è a pagamento e piuttosto caro.',
    'Bagno un po’ datato.',
    'Servizio un po’ lento al ristorante.',
    'Il wi-fi non funzionava bene in camera.',
    'Camera più piccola rispetto alle foto.',
    'Attesa alla reception all’arrivo.',
    'La spa era molto affollata il sabato.',
    'Colazione un po’ cara per quello che offre.',
    'Aria condizionata rumorosa.',
  ],
  es: [
    'Algo de ruido de la calle por la noche.',
    'El aparcamiento es de pago y bastante caro.',
    'Baño algo anticuado.',
    'Servicio algo lento en el restaurante.',
    'El wifi no funcionaba bien en la habitación.',
    'Habitación más pequeña que en las fotos.',
    'Espera en recepción a la llegada.',
    'El spa estaba muy concurrido el sábado.',
    'Desayuno algo caro para lo que ofrece.',
    'Aire acondicionado ruidoso.',
  ],
};

export const FIRST_NAMES: Record<Lang, readonly string[]> = {
  fr: ['Camille', 'Julien', 'Sophie', 'Nicolas', 'Claire', 'Thomas', 'Manon', 'Antoine', 'Élodie', 'Pierre', 'Léa', 'Mathieu', 'Chloé', 'Sébastien', 'Inès', 'François'],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Jeroen', 'Fleur', 'Pieter', 'Anouk', 'Wouter', 'Lieke', 'Thijs', 'Emma', 'Koen', 'Marieke', 'Jens'],
  it: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Martina', 'Giorgio', 'Valentina', 'Stefano', 'Alessia', 'Paolo'],
  es: ['Lucía', 'Javier', 'María', 'Pablo', 'Carmen', 'Alejandro', 'Laura', 'Diego', 'Marta', 'Sergio', 'Elena', 'Álvaro', 'Paula', 'Jorge', 'Cristina', 'Raúl'],
};
