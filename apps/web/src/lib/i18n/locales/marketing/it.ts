import type { MarketingText } from "./en.ts";

export const itMarketing: MarketingText = {
  home: {
    lead: "Conosci ogni portatile, telefono, server e licenza della tua organizzazione, chi li usa e se sono sicuri. Fleetward mantiene l'inventario accurato e mostra per primi i dispositivi che richiedono attenzione.",
    seePricing: "Vedi i prezzi",
    builtOn: "Costruito su open source e formati aperti che puoi verificare da solo",
    featuresTitle: "Tutto sui tuoi dispositivi, in un'unica app",
    featuresIntro:
      "Sostituisci il foglio di calcolo, il registro dei prestiti e il calendario dei rinnovi con un unico inventario di cui tutto il team si fida.",
    features: [
      {
        title: "Un inventario sempre corretto",
        text: "Ogni portatile, server, monitor e accessorio in un unico registro, con chi lo ha e dove si trova. I computer con osquery, l'agente open source, comunicano da soli hardware, sistema e software.",
      },
      {
        title: "La postura di sicurezza a colpo d'occhio",
        text: "Crittografia, livello di patch, blocco schermo e protezione endpoint per ogni dispositivo, con quelli non conformi in cima.",
      },
      {
        title: "Ciclo di vita dall'ordine allo smaltimento",
        text: "Date di acquisto, costi e fine garanzia su ogni asset, un promemoria quotidiano per le garanzie in scadenza entro 30 giorni e asset dismessi che conservano la loro cronologia.",
      },
      {
        title: "Licenze senza sorprese",
        text: "Postazioni, costi e date di scadenza in un unico posto, con un promemoria quotidiano per le licenze in scadenza entro 30 giorni.",
      },
      {
        title: "Consegna e restituzione",
        text: "Presta portatili con data di rientro e promemoria, e consegna i dispositivi ai nuovi assunti in tre clic.",
      },
      {
        title: "Report accettati dagli auditor",
        text: "Export di asset, dispositivi, licenze, persone e cronologia in CSV o XLSX, con le policy non rispettate di ogni dispositivo, come evidenza per ISO 27001, SOC 2 e NIS2.",
      },
    ],
    stepsTitle: "Operativi in un pomeriggio",
    steps: [
      {
        title: "Collega",
        text: "Importa un foglio di calcolo o un'esportazione di Snipe-IT e installa osquery, l'agente open source, sui tuoi computer con un segreto di registrazione.",
      },
      {
        title: "Verifica",
        text: "Fleetward abbina i record per numero di serie, assegna i responsabili e mostra quali dispositivi non superano un controllo.",
      },
      {
        title: "Intervieni",
        text: "Risolvi i primi della lista, regola le policy e ricevi un'e-mail quando un dispositivo inizia a non rispettarne una.",
      },
    ],
    postureTitle: "La tua postura di sicurezza a colpo d'occhio",
    postureIntro:
      "Cifratura del disco, versione del sistema, blocco dello schermo e protezione dai malware, controllati da osquery su ogni computer registrato e spiegati in un linguaggio chiaro. I dispositivi che hanno bisogno di te sono in cima, con il responsabile e il motivo.",
    postureLink: "Come funziona il monitoraggio della sicurezza dei dispositivi",
    testimonialsTitle: "Storie di esempio",
    examplesNote:
      "Team e citazioni inventati che mostrano a cosa servono le funzioni di Fleetward. Sono esempi, non clienti.",
    quotes: [
      {
        quote:
          "Per questo audit ho esportato un solo report di postura e l'auditor non ha avuto altre domande.",
        role: "IT Manager, Northwind Logistics · 1.240 dispositivi",
      },
      {
        quote:
          "Abbiamo trovato 37 portatili che nessuno usava da 90 giorni e li abbiamo riassegnati invece di comprarne di nuovi.",
        role: "Responsabile IT Operations, Helios Health Partners · 860 dispositivi",
      },
      {
        quote:
          "La conformità delle patch è passata dal 71 al 96 percento in un trimestre, perché tutti vedevano lo stesso elenco.",
        role: "CISO, Fjordline Insurance · 2.600 dispositivi",
      },
    ],
    moreStories: "Leggi altre storie di esempio",
    pricingTitle: "Prezzi semplici per dispositivo",
    pricingIntro:
      "Nessun costo per accessori o amministratori. Inizia gratis per 90 giorni, senza carta di credito.",
    planTrialNote: "90 giorni, fino a {{count}} dispositivi",
    planTrialUnlimited: "90 giorni, dispositivi illimitati",
    planEnterpriseNote: "SSO, SCIM e SLA del 99,9%",
    planPerDevice: "per dispositivo al mese",
    customPrice: "Su misura",
    comparePlans: "Confronta i piani",
    faqTitle: "Domande frequenti",
    faqs: [
      {
        q: "Devo installare un agente sui nostri dispositivi?",
        a: "Per i dati dei dispositivi e la postura di sicurezza, sì: su ogni computer gira osquery, l'agente open source, che installi con un segreto di registrazione e un file di flag fornito da Fleetward. Il registro dei beni, consegne e restituzioni e le importazioni funzionano anche senza.",
      },
      {
        q: "Cosa succede al termine della prova di 90 giorni?",
        a: "Lo spazio di lavoro di prova viene disattivato automaticamente. Passa a un piano a pagamento prima della scadenza o poco dopo e tutto resta invariato.",
      },
      {
        q: "Possiamo usarlo senza installare nulla sui nostri computer?",
        a: "Sì. Molti piccoli team iniziano con un'importazione da foglio di calcolo e con consegne e restituzioni. I controlli di postura richiedono osquery sul computer, perché è lì che vengono eseguite le policy.",
      },
      {
        q: "Dove sono archiviati i nostri dati?",
        a: "A Francoforte, in Germania, crittografati a riposo e in transito. Fleetward non archivia mai chiavi di ripristino dei dischi né password.",
      },
      {
        q: "In cosa si differenzia Fleetward da Snipe-IT o GLPI?",
        a: "Sono ottimi strumenti di inventario che ospiti e gestisci tu. Fleetward è ospitato per te, importa un'esportazione di Snipe-IT e aggiunge la postura di sicurezza comunicata da osquery, così inventario e quadro dei rischi sono lo stesso elenco.",
      },
    ],
    moreAnswers: "Altre risposte nel centro assistenza",
    ctaTitle: "Sappi dov'è ogni dispositivo entro venerdì",
    ctaText:
      "Importa un foglio di calcolo o registra il tuo primo computer con osquery oggi stesso. La prova è gratuita per 90 giorni e non richiede carta di credito.",
    snapshot: {
      label: "Illustrazione della panoramica della flotta in Fleetward",
      title: "Panoramica della flotta",
      synced: "Sincronizzato 3 min fa",
      devices: "dispositivi",
      encrypted: "crittografati",
      attention: "da verificare",
      needsUpdate: "Da aggiornare",
      notEncrypted: "Non crittografato",
      healthy: "In regola",
    },
    posture: {
      title: "Postura di sicurezza · acme.fleetward.com",
      lastSync: "Ultima sincronizzazione 4 minuti fa",
      managed: "Dispositivi gestiti",
      managedNote: "+36 questo mese",
      passAll: "Superano tutti e quattro i controlli",
      passAllNote: "in crescita dal 78% di agosto",
      attention: "Da verificare",
      attentionNote: "23 di questi critici",
      encryption: "Crittografia del disco",
      patch: "Livello di patch del sistema",
      lock: "Blocco schermo",
      protection: "Protezione endpoint",
      pass: "{{percent}}% conformi",
      critical: "Critica",
      high: "Alta",
      salesPool: "Pool vendite",
      issueUpdate: "Aggiornamento di sicurezza mancante da 21 giorni",
      issueProtection: "La protezione endpoint non comunica",
      issueLock: "Nessun blocco schermo impostato",
      caption:
        "Illustrazione del prodotto con dati di esempio di un'organizzazione fittizia con 1.284 dispositivi.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "I workflow automatizzano i giorni più intensi nella vita di un dispositivo: la prima mattina di un nuovo assunto e l'ultimo pomeriggio di chi lascia l'azienda. L'accesso anticipato si apre ai clienti Business ed Enterprise al termine del conto alla rovescia.",
    upcomingTitle: "Cosa sta arrivando",
    upcoming: [
      "Flussi di onboarding che assegnano portatile, telefono e licenze a un nuovo assunto da un unico modulo",
      "Checklist di offboarding che si aprono automaticamente quando le Risorse Umane chiudono un contratto, con etichette di reso",
      "Passaggi di approvazione per acquisti oltre un budget che imposti per centro di costo",
    ],
    shape:
      "Vuoi contribuire a definirlo? Scrivi a <mail>product@fleetward.com</mail> e raccontaci come il tuo team accoglie oggi le nuove persone. Pubblichiamo i progressi ogni mese nel changelog.",
    readChangelog: "Leggi il changelog",
    maintenanceEyebrow: "Torniamo a breve",
    maintenanceLead:
      "Stiamo aggiornando il database che contiene i tuoi spazi di lavoro a una versione più veloce. I tuoi dati sono al sicuro e nulla va perso durante la pausa del servizio.",
    unavailable: "Non disponibile",
    unavailableText: "Spazi di lavoro, accesso e API REST",
    notAffected: "Non interessato",
    notAffectedText:
      "I tuoi dispositivi: osquery continua a funzionare e torna a comunicare appena il servizio è di nuovo attivo",
    maintenanceContact:
      "Gli amministratori ricevono un'e-mail da <status>status@fleetward.com</status> all'inizio e alla fine dei lavori. Qualcosa di urgente che non può aspettare? Scrivi a <support>support@fleetward.com</support>; i clienti Enterprise possono anche chiamare la linea di assistenza urgente.",
    thankYouEyebrow: "Messaggio ricevuto",
    thankYouLead:
      "Grazie per aver contattato Fleetward. Il tuo messaggio è in coda ed è stato inoltrato al team che può rispondere.",
    nextTitle: "Cosa succede ora",
    nextSteps: [
      "Entro pochi minuti riceverai un'e-mail di conferma con una copia del messaggio. Se non arriva, controlla la cartella spam.",
      "Una persona del team giusto, non un bot, ti risponde entro un giorno lavorativo.",
      "Se la domanda riguarda uno spazio di lavoro esistente, indica il suo indirizzo in ogni risposta così lo troviamo subito.",
    ],
    whileYouWait:
      "Nel frattempo, le <guides>guide di configurazione</guides> rispondono alla maggior parte delle domande della prima settimana e le <faqs>FAQ</faqs> coprono prova, fatturazione e sicurezza.",
    readBlog: "Leggi il blog",
  },
  contact: {
    eyebrow: "Contatti",
    lead: "Domande sui prezzi, sulla migrazione dai fogli di calcolo o sul tuo spazio di prova? Scrivici: una persona del team giusto risponde entro un giorno lavorativo.",
    sendTitle: "Scrivici un messaggio",
    beforeTitle: "Prima di scrivere",
    beforeSupport:
      "Sei già cliente e hai un problema nel tuo spazio di lavoro? Il <page>modulo di assistenza</page> lo smista in base alla gravità.",
    beforeGuides:
      "Molte domande sulla configurazione trovano risposta nelle <page>guide passo passo</page>.",
    beforeSecrets:
      "Non inviare mai password, chiavi di ripristino o dati personali dei dipendenti tramite questo modulo.",
    otherTitle: "Altri modi per contattarci",
    phoneOrVisit:
      "Preferisci telefonare o passare a trovarci? Ecco i nostri <page>uffici di Berlino, Amsterdam e Austin</page>.",
    detailLead:
      "Tre uffici, quattro caselle e una regola: risponde una persona vera del team giusto. Le visite sono benvenute su appuntamento.",
    sendMessage: "Scrivici un messaggio",
    officesTitle: "I nostri uffici",
    holidays:
      "Gli uffici sono chiusi nei giorni festivi rispettivamente di Berlino, Olanda Settentrionale e Texas. L'assistenza per i problemi urgenti Enterprise prosegue anche in quei giorni.",
    mailboxesTitle: "Scrivi al team giusto",
    response: "Risposta: ",
    phone: "Telefono",
    openingHours: "Orari di apertura",
    gettingHere: "Come arrivare",
    companyTitle: "Dati societari",
    registered: "Società registrata",
    vat: "Partita IVA",
    directors: "Amministratori",
    dpo: "Responsabile della protezione dei dati",
    offices: {
      berlin: {
        city: "Berlino",
        role: "Sede centrale",
        country: "Germania",
        hours: "Dal lunedì al venerdì, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 d'estate)",
        directions:
          "A 5 minuti dalla fermata U6 Naturkundemuseum. Ingresso visitatori nel cortile, 3° piano.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Prodotto e clienti del Benelux",
        country: "Paesi Bassi",
        hours: "Dal lunedì al venerdì, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 d'estate)",
        directions:
          "A 10 minuti a piedi da Amsterdam Centraal; i tram 13 e 17 fermano a Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Clienti del Nord America",
        country: "Stati Uniti",
        hours: "Dal lunedì al venerdì, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 d'estate)",
        directions:
          "In centro, all'incrocio tra Congress e la 6th. Parcheggio visitatori nel garage del One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Vendite",
        use: "Preventivi, piani Enterprise, ordini di acquisto e prezzi per volumi.",
        response: "Entro un giorno lavorativo",
      },
      support: {
        team: "Assistenza",
        use: "Aiuto su spazio di lavoro, registrazione con osquery, importazioni e fatturazione.",
        response:
          "Prova: 2 giorni lavorativi. Business: 8 ore lavorative. Enterprise: 1 ora per i problemi urgenti.",
      },
      security: {
        team: "Sicurezza",
        use: "Segnalazioni di vulnerabilità e questionari di sicurezza. Chiave PGP su richiesta.",
        response: "Conferma entro 24 ore, tutti i giorni dell'anno",
      },
      press: {
        team: "Stampa",
        use: "Interviste, loghi, screenshot del prodotto e dati aziendali.",
        response: "Entro due giorni lavorativi",
      },
    },
    form: {
      topics: {
        sales: "Prezzi e piani",
        trial: "La mia prova gratuita",
        support: "Aiuto con il mio spazio di lavoro",
        billing: "Fatture e fatturazione",
        partnership: "Partnership e rivenditori",
        press: "Stampa e media",
        other: "Altro",
      },
      sent: "Messaggio inviato. Risponderemo entro un giorno lavorativo.",
      name: "Il tuo nome",
      email: "E-mail di lavoro",
      company: "Azienda (facoltativo)",
      topic: "Argomento",
      message: "Messaggio",
      messageHint:
        "Indicaci quanti dispositivi gestisci e come li tieni sotto controllo oggi. Da 20 a 5.000 caratteri.",
      sending: "Invio in corso…",
      send: "Invia messaggio",
      privacy: "Usiamo i tuoi dati solo per rispondere a questo messaggio.",
    },
  },
};
