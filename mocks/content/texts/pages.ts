import type { CountryCode, Lang } from '../../catalogue/types';

/**
 * Static content pages per language. Bodies use a tiny line format the handler turns into
 * structured nodes: '## ' and '### ' headings, '- ' list items, other lines paragraphs, and
 * '[text]({key})' links where key is another page kind, 'contact' or 'ideas'.
 */
export const PAGE_KINDS = ['terms', 'privacy', 'legal', 'about', 'faq', 'cookies'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface PageText {
  /** The localized slug, which is also the page id. */
  id: string;
  title: string;
  description: string;
  body: string[];
}

export interface LangPages {
  /** The company selling on that country's site. */
  entity(country: CountryCode): string;
  pages: Record<PageKind, PageText>;
}

const fr: LangPages = {
  entity: (country) =>
    country === 'BE'
      ? 'Escapade Belgium SRL, société à responsabilité limitée dont le siège est à Bruxelles (Belgique)'
      : 'Escapade SAS, société par actions simplifiée dont le siège est à Paris (France)',
  pages: {
    terms: {
      id: 'conditions-generales-de-vente',
      title: 'Conditions générales de vente',
      description: "Les conditions qui s'appliquent à la réservation de séjours et d'activités et à l'achat de cadeaux sur Escapade.",
      body: [
        '## 1. Objet',
        'Les présentes conditions régissent la vente de séjours, d’activités, de coffrets cadeaux et de cartes cadeaux proposés par {entity}.',
        '## 2. Réservation et prix',
        'Les prix sont indiqués en euros, toutes taxes comprises, pour le nombre de personnes précisé dans l’offre. La taxe de séjour peut être à régler sur place.',
        'La réservation est ferme dès la confirmation du paiement ; un e-mail de confirmation vous est alors envoyé.',
        '## 3. Modification et annulation',
        '- Les séjours annulables peuvent être modifiés sans frais jusqu’à la date limite indiquée dans votre confirmation.',
        '- Une annulation avant cette date donne droit au remboursement de 80 % de chaque nuit.',
        '- Après la date d’arrivée, aucun remboursement n’est possible.',
        '## 4. Cadeaux',
        'Le coffret cadeau est valable un an et demi, le séjour cadeau et le bon d’activité douze mois. Le coffret s’échange gratuitement jusqu’à 2 jours avant le séjour.',
        '## 5. Service client',
        'Pour toute question, [contactez notre service client]({contact}).',
      ],
    },
    privacy: {
      id: 'politique-de-confidentialite',
      title: 'Politique de confidentialité',
      description: 'Comment Escapade collecte, utilise et protège vos données personnelles.',
      body: [
        '{entity} est responsable du traitement des données personnelles collectées sur ce site.',
        '## Données collectées',
        '- Vos coordonnées (nom, e-mail, téléphone) lors d’une réservation ou d’une demande de contact.',
        '- Les informations de séjour nécessaires à la réservation auprès de l’hôtel.',
        '- Des données de navigation, avec votre accord, pour mesurer l’audience du site.',
        '## Vos droits',
        'Vous pouvez accéder à vos données, les rectifier, les effacer ou vous opposer à leur traitement en écrivant à notre service client depuis la [page contact]({contact}).',
        '## Durée de conservation',
        'Les données de réservation sont conservées pendant la durée nécessaire à l’exécution du contrat, puis archivées pendant les délais légaux.',
        'Pour en savoir plus sur les traceurs, consultez notre [politique cookies]({cookies}).',
      ],
    },
    legal: {
      id: 'mentions-legales',
      title: 'Mentions légales',
      description: 'Éditeur, hébergeur et informations légales du site Escapade.',
      body: [
        '## Éditeur du site',
        'Le site est édité par {entity}.',
        'Directeur de la publication : le représentant légal de la société.',
        '## Hébergement',
        'Le site est hébergé dans l’Union européenne par un prestataire d’hébergement en nuage.',
        '## Propriété intellectuelle',
        'Les textes, photographies et logos présents sur le site sont protégés. Toute reproduction sans autorisation est interdite.',
      ],
    },
    about: {
      id: 'qui-sommes-nous',
      title: 'Qui sommes-nous ?',
      description: 'Escapade imagine depuis 15 ans des week-ends en hôtel avec activités.',
      body: [
        'Escapade est née d’une idée simple : un vrai changement d’air n’a pas besoin de durer une semaine.',
        '## Notre sélection',
        'Nos équipes visitent les hôtels, goûtent les tables et testent les activités avant de vous les proposer. Résultat : plus de 5000 séjours et 15 ans de partenariats avec des hôteliers indépendants.',
        '## Nos engagements',
        '- Des prix transparents, taxe de séjour comprise ou clairement indiquée.',
        '- Des conseillers disponibles du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h.',
        '- Des avis clients vérifiés, publiés sans filtre.',
        'Envie de partir ? [Découvrez nos idées de week-end]({ideas}).',
      ],
    },
    faq: {
      id: 'questions-frequentes',
      title: 'Questions fréquentes',
      description: 'Réponses aux questions les plus posées sur les réservations, les cadeaux et le paiement.',
      body: [
        '### Comment modifier ma réservation ?',
        'Depuis votre espace client, rubrique Mes voyages, ou en écrivant à notre service client. La modification est gratuite jusqu’à la date limite indiquée dans votre confirmation.',
        '### Comment utiliser un coffret cadeau ?',
        'Saisissez le numéro du coffret sur la page de l’offre choisie, puis sélectionnez vos dates parmi les disponibilités affichées.',
        '### La taxe de séjour est-elle comprise ?',
        'Elle est indiquée sur chaque offre : selon l’hôtel, elle est incluse dans le prix ou à régler sur place.',
        '### Puis-je payer en plusieurs fois ?',
        'Oui, en 3 fois dès 200 € ou en 4 fois dès 250 €, jusqu’à 2000 €, si votre arrivée a lieu dans au moins 7 jours.',
        '### Je n’ai pas reçu mon e-mail de confirmation',
        'Vérifiez vos courriers indésirables, puis [contactez-nous]({contact}) en indiquant votre numéro de réservation à 8 chiffres.',
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Cookies',
      description: 'Les cookies utilisés sur Escapade et comment les gérer.',
      body: [
        'Un cookie est un petit fichier déposé sur votre appareil lors de la visite d’un site.',
        '## Les cookies que nous utilisons',
        '- Cookies nécessaires : connexion à votre compte, panier et sécurité du paiement.',
        '- Cookies de mesure d’audience : comprendre comment le site est utilisé, avec votre accord.',
        '- Cookies publicitaires : vous proposer des offres adaptées, avec votre accord.',
        '## Gérer vos choix',
        'Vous pouvez modifier vos choix à tout moment depuis le lien Cookies en bas de chaque page. Plus d’informations dans notre [politique de confidentialité]({privacy}).',
      ],
    },
  },
};

const nl: LangPages = {
  entity: (country) =>
    country === 'BE'
      ? 'Escapade Belgium BV, besloten vennootschap gevestigd in Brussel (België)'
      : 'Escapade Nederland B.V., besloten vennootschap gevestigd in Amsterdam (Nederland)',
  pages: {
    terms: {
      id: 'algemene-voorwaarden',
      title: 'Algemene voorwaarden',
      description: 'De voorwaarden voor het boeken van verblijven en activiteiten en het kopen van cadeaus bij Escapade.',
      body: [
        '## 1. Doel',
        'Deze voorwaarden gelden voor de verkoop van verblijven, activiteiten, cadeauboxen en cadeaukaarten door {entity}.',
        '## 2. Boeking en prijzen',
        'Prijzen zijn vermeld in euro, inclusief btw, voor het aantal personen dat in het aanbod staat. De toeristenbelasting kan ter plaatse te betalen zijn.',
        'De boeking is definitief zodra de betaling is bevestigd; je ontvangt dan een bevestiging per e-mail.',
        '## 3. Wijzigen en annuleren',
        '- Annuleerbare verblijven kunnen kosteloos worden gewijzigd tot de uiterste datum in je bevestiging.',
        '- Bij annulering vóór die datum krijg je 80 % van elke nacht terugbetaald.',
        '- Na de aankomstdatum is geen terugbetaling meer mogelijk.',
        '## 4. Cadeaus',
        'Een cadeaubox is anderhalf jaar geldig, een verblijf cadeau en een activiteitenbon twaalf maanden. Een cadeaubox kan tot 2 dagen voor het verblijf gratis worden omgeruild.',
        '## 5. Klantenservice',
        'Heb je een vraag? [Neem contact op met onze klantenservice]({contact}).',
      ],
    },
    privacy: {
      id: 'privacybeleid',
      title: 'Privacybeleid',
      description: 'Hoe Escapade je persoonsgegevens verzamelt, gebruikt en beschermt.',
      body: [
        '{entity} is verantwoordelijk voor de verwerking van de persoonsgegevens die op deze site worden verzameld.',
        '## Welke gegevens we verzamelen',
        '- Je contactgegevens (naam, e-mail, telefoon) bij een boeking of een contactaanvraag.',
        '- De verblijfsgegevens die nodig zijn om bij het hotel te boeken.',
        '- Met je toestemming: surfgegevens om het bezoek aan de site te meten.',
        '## Je rechten',
        'Je kunt je gegevens inzien, laten corrigeren of verwijderen, of bezwaar maken tegen de verwerking via onze [contactpagina]({contact}).',
        '## Bewaartermijn',
        'Boekingsgegevens bewaren we zolang dat nodig is voor de uitvoering van de overeenkomst en daarna gedurende de wettelijke termijnen.',
        'Meer over trackers lees je in ons [cookiebeleid]({cookies}).',
      ],
    },
    legal: {
      id: 'juridische-informatie',
      title: 'Juridische informatie',
      description: 'Uitgever, hosting en juridische informatie van de site van Escapade.',
      body: [
        '## Uitgever',
        'Deze site wordt uitgegeven door {entity}.',
        'Verantwoordelijke uitgever: de wettelijke vertegenwoordiger van de vennootschap.',
        '## Hosting',
        'De site wordt gehost in de Europese Unie door een cloudhostingprovider.',
        '## Intellectuele eigendom',
        'Teksten, foto’s en logo’s op deze site zijn beschermd. Overnemen zonder toestemming is niet toegestaan.',
      ],
    },
    about: {
      id: 'over-ons',
      title: 'Over ons',
      description: 'Escapade bedenkt al 15 jaar weekendjes weg in een hotel met activiteiten.',
      body: [
        'Escapade begon met een eenvoudig idee: er echt even uit zijn hoeft geen week te duren.',
        '## Onze selectie',
        'Ons team bezoekt de hotels, proeft de keuken en test de activiteiten voordat we ze aanbieden. Het resultaat: meer dan 5000 arrangementen en 15 jaar samenwerking met onafhankelijke hoteliers.',
        '## Onze beloftes',
        '- Duidelijke prijzen, met de toeristenbelasting inbegrepen of duidelijk vermeld.',
        '- Adviseurs bereikbaar van maandag tot vrijdag van 10 tot 19 uur en op zaterdag van 10 tot 18 uur.',
        '- Geverifieerde klantbeoordelingen, ongefilterd gepubliceerd.',
        'Zin om weg te gaan? [Ontdek onze weekendideeën]({ideas}).',
      ],
    },
    faq: {
      id: 'veelgestelde-vragen',
      title: 'Veelgestelde vragen',
      description: 'Antwoorden op de meest gestelde vragen over boekingen, cadeaus en betalen.',
      body: [
        '### Hoe wijzig ik mijn boeking?',
        'Via je klantenaccount, onder Mijn reizen, of door onze klantenservice te schrijven. Wijzigen is gratis tot de uiterste datum in je bevestiging.',
        '### Hoe gebruik ik een cadeaubox?',
        'Vul het nummer van de cadeaubox in op de pagina van het gekozen aanbod en kies je data uit de beschikbare dagen.',
        '### Is de toeristenbelasting inbegrepen?',
        'Dat staat bij elk aanbod: afhankelijk van het hotel is ze inbegrepen of ter plaatse te betalen.',
        '### Kan ik in termijnen betalen?',
        'Ja, in 3 keer vanaf 200 € of in 4 keer vanaf 250 €, tot 2000 €, als je aankomst minstens 7 dagen later is.',
        '### Ik heb geen bevestigingsmail ontvangen',
        'Kijk eerst in je map met ongewenste e-mail en [neem dan contact met ons op]({contact}) met je boekingsnummer van 8 cijfers.',
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Cookies',
      description: 'De cookies die Escapade gebruikt en hoe je ze beheert.',
      body: [
        'Een cookie is een klein bestand dat op je toestel wordt geplaatst wanneer je een site bezoekt.',
        '## De cookies die we gebruiken',
        '- Noodzakelijke cookies: inloggen op je account, winkelmandje en veilige betaling.',
        '- Analytische cookies: begrijpen hoe de site wordt gebruikt, met je toestemming.',
        '- Advertentiecookies: aanbiedingen op maat tonen, met je toestemming.',
        '## Je keuzes beheren',
        'Je kunt je keuzes altijd aanpassen via de link Cookies onderaan elke pagina. Meer informatie vind je in ons [privacybeleid]({privacy}).',
      ],
    },
  },
};

const it: LangPages = {
  entity: () => 'Escapade Italia S.r.l., con sede legale a Milano (Italia)',
  pages: {
    terms: {
      id: 'condizioni-generali-di-vendita',
      title: 'Condizioni generali di vendita',
      description: 'Le condizioni applicabili alla prenotazione di soggiorni e attività e all’acquisto di regali su Escapade.',
      body: [
        '## 1. Oggetto',
        'Le presenti condizioni regolano la vendita di soggiorni, attività, cofanetti regalo e carte regalo da parte di {entity}.',
        '## 2. Prenotazione e prezzi',
        'I prezzi sono indicati in euro, IVA inclusa, per il numero di persone precisato nell’offerta. L’imposta di soggiorno può essere da pagare in loco.',
        'La prenotazione è definitiva alla conferma del pagamento; riceverai quindi un’e-mail di conferma.',
        '## 3. Modifica e annullamento',
        '- I soggiorni annullabili si possono modificare senza costi fino alla data limite indicata nella conferma.',
        '- Un annullamento prima di tale data dà diritto al rimborso dell’80% di ogni notte.',
        '- Dopo la data di arrivo non è previsto alcun rimborso.',
        '## 4. Regali',
        'Il cofanetto regalo è valido un anno e mezzo, il soggiorno regalo e il buono attività dodici mesi. Il cofanetto si può cambiare gratuitamente fino a 2 giorni prima del soggiorno.',
        '## 5. Servizio clienti',
        'Per qualsiasi domanda, [contatta il nostro servizio clienti]({contact}).',
      ],
    },
    privacy: {
      id: 'informativa-privacy',
      title: 'Informativa sulla privacy',
      description: 'Come Escapade raccoglie, utilizza e protegge i tuoi dati personali.',
      body: [
        '{entity} è titolare del trattamento dei dati personali raccolti su questo sito.',
        '## Dati raccolti',
        '- I tuoi recapiti (nome, e-mail, telefono) al momento di una prenotazione o di una richiesta di contatto.',
        '- Le informazioni sul soggiorno necessarie alla prenotazione presso l’hotel.',
        '- Dati di navigazione, con il tuo consenso, per misurare il traffico del sito.',
        '## I tuoi diritti',
        'Puoi accedere ai tuoi dati, rettificarli, cancellarli od opporti al loro trattamento scrivendo al servizio clienti dalla [pagina contatti]({contact}).',
        '## Conservazione',
        'I dati di prenotazione sono conservati per il tempo necessario all’esecuzione del contratto e poi archiviati per i termini di legge.',
        'Per saperne di più sui tracciatori, consulta la nostra [informativa sui cookie]({cookies}).',
      ],
    },
    legal: {
      id: 'note-legali',
      title: 'Note legali',
      description: 'Editore, hosting e informazioni legali del sito Escapade.',
      body: [
        '## Editore del sito',
        'Il sito è pubblicato da {entity}.',
        'Responsabile della pubblicazione: il rappresentante legale della società.',
        '## Hosting',
        'Il sito è ospitato nell’Unione europea da un fornitore di servizi cloud.',
        '## Proprietà intellettuale',
        'Testi, fotografie e loghi presenti sul sito sono protetti. È vietata qualsiasi riproduzione senza autorizzazione.',
      ],
    },
    about: {
      id: 'chi-siamo',
      title: 'Chi siamo',
      description: 'Da 15 anni Escapade immagina weekend in hotel con attività.',
      body: [
        'Escapade nasce da un’idea semplice: per cambiare aria davvero non serve una settimana.',
        '## La nostra selezione',
        'Il nostro team visita gli hotel, assaggia la cucina e prova le attività prima di proporle. Il risultato: oltre 5000 soggiorni e 15 anni di collaborazione con albergatori indipendenti.',
        '## I nostri impegni',
        '- Prezzi trasparenti, con l’imposta di soggiorno inclusa o indicata chiaramente.',
        '- Consulenti disponibili dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18.',
        '- Recensioni dei clienti verificate e pubblicate senza filtri.',
        'Voglia di partire? [Scopri le nostre idee weekend]({ideas}).',
      ],
    },
    faq: {
      id: 'domande-frequenti',
      title: 'Domande frequenti',
      description: 'Risposte alle domande più comuni su prenotazioni, regali e pagamenti.',
      body: [
        '### Come posso modificare la mia prenotazione?',
        'Dalla tua area clienti, sezione I miei viaggi, oppure scrivendo al servizio clienti. La modifica è gratuita fino alla data limite indicata nella conferma.',
        '### Come si usa un cofanetto regalo?',
        'Inserisci il numero del cofanetto nella pagina dell’offerta scelta, poi seleziona le date tra quelle disponibili.',
        '### L’imposta di soggiorno è inclusa?',
        'È indicata in ogni offerta: a seconda dell’hotel è inclusa nel prezzo o da pagare in loco.',
        '### Posso pagare a rate?',
        'Sì, in 3 rate a partire da 200 € o in 4 rate a partire da 250 €, fino a 2000 €, se l’arrivo è tra almeno 7 giorni.',
        '### Non ho ricevuto l’e-mail di conferma',
        'Controlla la cartella della posta indesiderata, poi [contattaci]({contact}) indicando il numero di prenotazione di 8 cifre.',
      ],
    },
    cookies: {
      id: 'cookie',
      title: 'Cookie',
      description: 'I cookie utilizzati da Escapade e come gestirli.',
      body: [
        'Un cookie è un piccolo file salvato sul tuo dispositivo quando visiti un sito.',
        '## I cookie che utilizziamo',
        '- Cookie necessari: accesso al tuo account, carrello e sicurezza del pagamento.',
        '- Cookie analitici: capire come viene usato il sito, con il tuo consenso.',
        '- Cookie pubblicitari: proporti offerte su misura, con il tuo consenso.',
        '## Gestire le tue scelte',
        'Puoi modificare le tue scelte in qualsiasi momento dal link Cookie in fondo a ogni pagina. Maggiori informazioni nella nostra [informativa sulla privacy]({privacy}).',
      ],
    },
  },
};

const es: LangPages = {
  entity: () => 'Escapade España S.L., con domicilio social en Madrid (España)',
  pages: {
    terms: {
      id: 'condiciones-generales-de-venta',
      title: 'Condiciones generales de venta',
      description: 'Las condiciones aplicables a la reserva de escapadas y actividades y a la compra de regalos en Escapade.',
      body: [
        '## 1. Objeto',
        'Las presentes condiciones regulan la venta de escapadas, actividades, cajas regalo y tarjetas regalo por parte de {entity}.',
        '## 2. Reserva y precios',
        'Los precios se indican en euros, IVA incluido, para el número de personas que figura en la oferta. La tasa turística puede abonarse en el establecimiento.',
        'La reserva es firme en cuanto se confirma el pago; entonces recibirás un correo electrónico de confirmación.',
        '## 3. Modificación y cancelación',
        '- Las estancias cancelables pueden modificarse sin coste hasta la fecha límite indicada en tu confirmación.',
        '- Una cancelación antes de esa fecha da derecho al reembolso del 80 % de cada noche.',
        '- A partir de la fecha de llegada no se realiza ningún reembolso.',
        '## 4. Regalos',
        'La caja regalo es válida durante año y medio; la escapada regalo y el bono de actividad, doce meses. La caja se puede cambiar gratis hasta 2 días antes de la estancia.',
        '## 5. Atención al cliente',
        'Si tienes cualquier pregunta, [contacta con nuestro servicio de atención al cliente]({contact}).',
      ],
    },
    privacy: {
      id: 'politica-de-privacidad',
      title: 'Política de privacidad',
      description: 'Cómo recoge, utiliza y protege Escapade tus datos personales.',
      body: [
        '{entity} es responsable del tratamiento de los datos personales recogidos en este sitio.',
        '## Datos que recogemos',
        '- Tus datos de contacto (nombre, correo electrónico, teléfono) al hacer una reserva o una solicitud de contacto.',
        '- La información de la estancia necesaria para reservar con el hotel.',
        '- Datos de navegación, con tu consentimiento, para medir la audiencia del sitio.',
        '## Tus derechos',
        'Puedes acceder a tus datos, rectificarlos, suprimirlos u oponerte a su tratamiento escribiendo a nuestro servicio de atención al cliente desde la [página de contacto]({contact}).',
        '## Conservación',
        'Los datos de reserva se conservan durante el tiempo necesario para ejecutar el contrato y después se archivan durante los plazos legales.',
        'Para saber más sobre los rastreadores, consulta nuestra [política de cookies]({cookies}).',
      ],
    },
    legal: {
      id: 'aviso-legal',
      title: 'Aviso legal',
      description: 'Titular, alojamiento e información legal del sitio de Escapade.',
      body: [
        '## Titular del sitio',
        'Este sitio es propiedad de {entity}.',
        'Responsable de la publicación: el representante legal de la sociedad.',
        '## Alojamiento',
        'El sitio está alojado en la Unión Europea por un proveedor de servicios en la nube.',
        '## Propiedad intelectual',
        'Los textos, fotografías y logotipos del sitio están protegidos. Queda prohibida su reproducción sin autorización.',
      ],
    },
    about: {
      id: 'quienes-somos',
      title: 'Quiénes somos',
      description: 'Desde hace 15 años, Escapade imagina escapadas en hotel con actividades.',
      body: [
        'Escapade nació de una idea sencilla: para desconectar de verdad no hace falta una semana.',
        '## Nuestra selección',
        'Nuestro equipo visita los hoteles, prueba su cocina y sus actividades antes de proponerlos. El resultado: más de 5000 escapadas y 15 años de colaboración con hoteleros independientes.',
        '## Nuestros compromisos',
        '- Precios transparentes, con la tasa turística incluida o claramente indicada.',
        '- Asesores disponibles de lunes a viernes de 10 a 19 h y los sábados de 10 a 18 h.',
        '- Opiniones de clientes verificadas y publicadas sin filtros.',
        '¿Te apetece escaparte? [Descubre nuestras ideas de escapadas]({ideas}).',
      ],
    },
    faq: {
      id: 'preguntas-frecuentes',
      title: 'Preguntas frecuentes',
      description: 'Respuestas a las preguntas más habituales sobre reservas, regalos y pagos.',
      body: [
        '### ¿Cómo modifico mi reserva?',
        'Desde tu área de cliente, en Mis viajes, o escribiendo a nuestro servicio de atención al cliente. La modificación es gratuita hasta la fecha límite indicada en tu confirmación.',
        '### ¿Cómo uso una caja regalo?',
        'Introduce el número de la caja en la página de la oferta elegida y selecciona tus fechas entre las disponibles.',
        '### ¿Está incluida la tasa turística?',
        'Se indica en cada oferta: según el hotel, está incluida en el precio o se abona en el establecimiento.',
        '### ¿Puedo pagar a plazos?',
        'Sí, en 3 plazos a partir de 200 € o en 4 plazos a partir de 250 €, hasta 2000 €, si tu llegada es dentro de 7 días como mínimo.',
        '### No he recibido el correo de confirmación',
        'Revisa tu carpeta de correo no deseado y después [ponte en contacto con nosotros]({contact}) indicando tu número de reserva de 8 cifras.',
      ],
    },
    cookies: {
      id: 'cookies',
      title: 'Cookies',
      description: 'Las cookies que utiliza Escapade y cómo gestionarlas.',
      body: [
        'Una cookie es un pequeño archivo que se guarda en tu dispositivo cuando visitas un sitio web.',
        '## Las cookies que utilizamos',
        '- Cookies necesarias: acceso a tu cuenta, carrito y seguridad del pago.',
        '- Cookies de análisis: entender cómo se usa el sitio, con tu consentimiento.',
        '- Cookies publicitarias: ofrecerte ofertas adaptadas, con tu consentimiento.',
        '## Gestionar tus preferencias',
        'Puedes cambiar tus preferencias en cualquier momento desde el enlace Cookies al pie de cada página. Más información en nuestra [política de privacidad]({privacy}).',
      ],
    },
  },
};

export const PAGE_TEXTS: Record<Lang, LangPages> = { fr, nl, it, es };
