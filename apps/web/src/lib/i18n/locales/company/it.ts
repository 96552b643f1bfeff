import type { CompanyText } from "./en.ts";

export const itCompany: CompanyText = {
  pricing: {
    eyebrow: "Prezzi",
    lead: "Un prezzo per dispositivo, tutte le funzioni che servono al vostro team, nessun costo per accessori o amministratori. Iniziate con 90 giorni gratuiti e decidete con i vostri dati.",
    plansTitle: "Piani",
    mostTeams: "La scelta della maggior parte dei team",
    customPrice: "Su misura",
    trialPriceNote: "per 90 giorni, senza carta di credito",
    trialCta: "Inizia la prova gratuita",
    trialNote: "Beta: l'esportazione dei dati non è disponibile durante la prova.",
    customPriceNote: "da 2.000 dispositivi in su",
    salesCta: "Parla con le vendite",
    paidPriceNote: "per dispositivo al mese, fatturazione mensile o annuale",
    paidCta: "Inizia con la prova",
    vatNote:
      "Prezzi IVA esclusa. La prova gratuita è una beta: leggete i <page>termini della prova</page> prima di salvarvi dei dati.",
    estimateTitle: "Stimate il costo",
    devicesLabel: "Numero di dispositivi",
    devicesHint: "Portatili, desktop, telefoni, tablet e server. Gli accessori sono gratuiti.",
    billedMonthly: "{{plan}}, fatturazione mensile",
    billedYearly: "{{plan}}, fatturazione annuale",
    perMonth: "al mese",
    perYear: "all'anno",
    youSave: "Risparmiate {{amount}} all'anno",
    compareTitle: "Confronta le funzioni",
    compareCaption: "Funzioni incluse in ogni piano",
    featureColumn: "Funzione",
    included: "Incluso",
    notIncluded: "Non incluso",
    groups: {
      inventory: "Inventario",
      posture: "Postura di sicurezza",
      lifecycle: "Ciclo di vita e licenze",
      data: "Dati e amministrazione",
      support: "Assistenza",
    },
    features: {
      managedDevices: "Dispositivi gestiti",
      nonDeviceAssets: "Altri asset (monitor, dock, telefoni)",
      csvImport: "Importazione CSV",
      mdmConnectors: "Dispositivi che comunicano tramite osquery (Windows, macOS, Linux)",
      customFields: "Campi personalizzati",
      postureChecks:
        "Crittografia del disco, livello di patch, blocco schermo, protezione endpoint",
      postureEmail: "Avvisi di postura via e-mail",
      customPolicies: "Policy e soglie personalizzate",
      alerts: "Avvisi via e-mail e webhook",
      checkInOut: "Consegna e restituzione con promemoria",
      warranty: "Pianificazione di garanzie e sostituzioni",
      licences: "Monitoraggio delle licenze software",
      offboarding: "Checklist di offboarding",
      export: "Esportazione dati (CSV, API REST)",
      auditLog: "Conservazione del registro di audit",
      sso: "Single sign-on SAML e SCIM",
      entities: "Più società e centri di costo",
      residency: "Residenza dei dati nell'UE",
      helpCentre: "Centro assistenza, guide e forum della community",
      responseTime: "Tempo di prima risposta",
      onboarding: "Sessione di onboarding",
      uptime: "Impegno di disponibilità",
    },
    values: {
      upTo250: "Fino a 250",
      unlimited: "Illimitati",
      upTo10Products: "Fino a 10 prodotti",
      days30: "30 giorni",
      months12: "12 mesi",
      years3: "3 anni",
      euOrUs: "UE o USA",
      businessDays2: "2 giorni lavorativi",
      businessHours8: "8 ore lavorative",
      hour1Urgent: "1 ora (urgente)",
      session60: "1 × 60 min",
      guidedRollout: "Rollout guidato",
      uptime995: "99,5%",
      sla999: "SLA 99,9%",
    },
    faqTitle: "Domande sulla fatturazione",
    faqs: [
      {
        question: "Che cosa conta come dispositivo?",
        answer:
          "Un portatile, un desktop, un telefono, un tablet o un server del tuo inventario, che invii i dati tramite osquery o che sia stato aggiunto a mano o con un'importazione. Monitor, dock, cuffie e altri accessori sono registrati come asset e sono gratuiti.",
      },
      {
        question: "Come viene calcolata la fattura mensile?",
        answer:
          "Contiamo ogni giorno i dispositivi attivi e fatturiamo il valore più alto del mese. Se a marzo passate da 180 a 195 dispositivi, la fattura di aprile è 195 × 4 € = 780 € più IVA ove applicabile.",
      },
      {
        question: "C'è uno sconto per il pagamento annuale?",
        answer:
          "Sì. Con il pagamento annuale un dispositivo costa 40 € all'anno invece di 48 €: due mesi gratis. Potete aggiungere dispositivi durante l'anno; vengono fatturati pro rata nella fattura successiva.",
      },
      {
        question: "Cosa succede quando finisce la prova?",
        answer:
          "Dopo 90 giorni lo spazio di lavoro di prova viene disattivato automaticamente. Passate a Business prima di quella data per continuare senza interruzioni; dispositivi, persone e cronologia restano esattamente come sono.",
      },
      {
        question: "Quali metodi di pagamento accettate?",
        answer:
          "Carte di credito e di debito (Visa, Mastercard, American Express) e addebito diretto SEPA su ogni piano. I clienti Enterprise possono anche pagare con bonifico a fronte di un ordine d'acquisto, a 30 giorni.",
      },
      {
        question: "Posso disdire in qualsiasi momento?",
        answer:
          "I piani mensili si possono disdire in qualsiasi momento e terminano alla chiusura del mese di fatturazione. I piani annuali durano fino alla fine dell'anno pagato. Prima di andarvene potete esportare tutti i dati in CSV o tramite API.",
      },
      {
        question: "Applicate l'IVA?",
        answer:
          "I prezzi sono IVA esclusa. Le aziende dell'UE con partita IVA valida ricevono fattura in regime di inversione contabile; verifichiamo il numero su VIES quando lo inserite nella fatturazione.",
      },
    ],
    moreQuestions:
      "Un'altra domanda su fatture o ordini d'acquisto? <page>Contattate il nostro team commerciale</page>.",
  },
  about: {
    eyebrow: "Azienda",
    storyTitle: "La nostra storia",
    story: [
      "Fleetward è nato in un reparto IT che gestiva 1.400 portatili con tre fogli di calcolo, un sistema di ticketing e la memoria di un collega molto paziente. Gli audit richiedevano settimane; i dispositivi persi venivano notati mesi dopo.",
      "Abbiamo costruito lo strumento che volevamo: un unico posto che conosce ogni dispositivo, chi lo ha, se è sicuro e quando va sostituito, senza nulla da installare su un server.",
    ],
    principlesTitle: "In cosa crediamo",
    principles: [
      {
        title: "Prima accurati, poi brillanti",
        text: "Un inventario è utile solo se è vero. Ogni scheda dispositivo mostra da dove provengono i dati e quando sono stati confermati l'ultima volta.",
      },
      {
        title: "Sicurezza leggibile",
        text: "Crittografia, livello di patch, blocco schermo e protezione endpoint sono mostrati come risposte chiare, non come punteggi da decifrare.",
      },
      {
        title: "Veloce per i team piccoli",
        text: "La maggior parte dei team IT è composta da poche persone. Con Fleetward una sola persona registra cento portatili prima di pranzo.",
      },
    ],
    numbersTitle: "Cosa fa Fleetward",
    figures: [
      {
        value: "osquery",
        label: "L'agente open source attraverso cui i tuoi dispositivi inviano i dati",
      },
      { value: "16", label: "Lingue dell'app e delle sue e-mail" },
      {
        value: "REST API",
        label: "Ogni azione dello spazio di lavoro, documentata in OpenAPI, con webhook firmati",
      },
    ],
    officesTitle: "Dove lavoriamo",
    officesIntro:
      "I dati dei clienti sono ospitati a Francoforte, in Germania. Il nostro orario di assistenza segue il sole da Berlino ad Austin, quindi un ticket inviato in un giorno feriale raramente aspetta la notte.",
    offices: [
      {
        city: "Berlino",
        role: "Sede centrale: ingegneria, sicurezza e assistenza per l'Europa",
      },
      {
        city: "Amsterdam",
        role: "Prodotto, design e il nostro team clienti Benelux",
      },
      {
        city: "Austin",
        role: "Customer success e assistenza per il Nord America",
      },
    ],
    contactLink: "Indirizzi, numeri di telefono e orari",
  },
  team: {
    eyebrow: "Azienda",
    lead: "Quasi tutti abbiamo gestito l'IT di mestiere: per questo il prodotto ha idee precise su registri sempre veritieri e avvisi discreti.",
    peopleTitle: "La direzione e le persone che incontrerete",
    members: {
      lena: {
        role: "Cofondatrice e CEO",
        location: "Berlino",
        bio: "Ha guidato l'IT di un'azienda di logistica da 1.400 persone e ha vissuto tre audit su fogli di calcolo. Dedica un giorno a settimana alle chiamate con i clienti e legge ancora ogni motivo di disdetta.",
      },
      daniel: {
        role: "Cofondatore e CTO",
        location: "Berlino",
        bio: "Ha creato software di inventario in due aziende SaaS europee. È responsabile del modello dati, della ricezione dei dati di osquery e della regola per cui ogni record dice da dove vengono i suoi dati.",
      },
      sanne: {
        role: "Head of Product",
        location: "Amsterdam",
        bio: "In precedenza product lead di uno strumento di helpdesk usato da 9.000 team IT. Trasforma i ticket di assistenza in voci della roadmap e mantiene la consegna dei dispositivi a tre clic.",
      },
      marcus: {
        role: "Head of Customer Success",
        location: "Austin",
        bio: "Prima di entrare gestiva i 6.000 dispositivi di un distretto scolastico. Guida l'onboarding di ogni cliente Enterprise e tiene le office hour mensili.",
      },
      yuki: {
        role: "Head of Security",
        location: "Amsterdam",
        bio: "Ex penetration tester ed esperta di incident response. Guida la nostra modellazione delle minacce, il programma di bug bounty e le revisioni di sicurezza di ogni release.",
      },
      priya: {
        role: "Staff Engineer, integrazioni dei dispositivi",
        location: "Berlino",
        bio: "Cura l'integrazione con osquery: la registrazione, il file di flag e la libreria di policy. Ha opinioni sui formati dei numeri di serie e può dimostrarle una per una con una segnalazione di bug.",
      },
      jonas: {
        role: "Responsabile del team di assistenza",
        location: "Berlino",
        bio: "Otto anni al service desk IT. Ha scritto gran parte delle guide del centro assistenza e mantiene il tempo mediano di prima risposta sotto le due ore nei giorni lavorativi.",
      },
      amara: {
        role: "Senior Product Designer",
        location: "Austin",
        bio: "Progetta le dashboard, le schermate mobili di restituzione e le revisioni di accessibilità. Prova ogni schermata a 375 pixel di larghezza e con uno screen reader prima del rilascio.",
      },
    },
    habitsTitle: "Come lavoriamo",
    habits: [
      "Tutti, ingegneri compresi, rispondono ai ticket di assistenza un giorno al mese.",
      "Mettiamo le decisioni per iscritto: una proposta di una pagina prima di ogni modifica che i clienti noteranno.",
      "Le riunioni finiscono entro le 16:00 ora di Berlino, così Austin e Berlino condividono due ore di lavoro senza fare tardi.",
    ],
    joinTitle: "Lavora con noi",
    join: "Cerchiamo un o una senior backend engineer, un o una customer success manager per l'area DACH e un o una technical writer. Tutti i ruoli possono essere da remoto, entro due ore di fuso da Berlino o Austin.",
    openRoles: "Vedi le posizioni aperte",
    aboutLink: "Chi è Fleetward",
  },
  testimonials: {
    eyebrow: "Esempi",
    lead: "Nove team IT di esempio, da una fondazione con 64 dispositivi a un consorzio scolastico con 3.150, mostrano cosa cambia quando un parco passa a Fleetward. Persone, organizzazioni e citazioni sono inventate: non sono clienti.",
    quotesTitle: "Con le loro parole",
    fleet: "{{count}} dispositivi · {{sector}}",
    items: {
      katrin: {
        quote:
          "L'ultimo audit chiedeva la prova che ogni portatile fosse crittografato. Prima ci volevano due persone per una settimana. Questa volta ho esportato il report sulla postura e l'auditor non ha fatto altre domande.",
        role: "IT Manager",
        sector: "Logistica",
      },
      tom: {
        quote:
          "Nella prima settimana abbiamo trovato 37 portatili su cui nessuno accedeva da oltre 90 giorni. Metà erano in un armadio; li abbiamo riassegnati invece di comprarne di nuovi.",
        role: "Responsabile operazioni IT",
        sector: "Sanità",
      },
      meiLin: {
        quote:
          "Il prestito dei portatili ha sostituito un registro cartaceo alla reception. Ogni mattina riceviamo l'elenco dei prestiti scaduti, così chiediamo indietro un portatile il giorno stesso del ritardo, non una settimana dopo.",
        role: "Responsabile del service desk",
        sector: "Istruzione",
      },
      rafael: {
        quote:
          "Prima abbiamo provato Snipe-IT e un foglio di calcolo. Abbiamo importato l'export di Snipe-IT e ora l'inventario resta corretto senza che qualcuno debba sorvegliarlo, perché i nostri computer inviano i dati da soli tramite osquery.",
        role: "Amministratore di sistema",
        sector: "Ingegneria",
      },
      charlotte: {
        quote:
          "Il monitoraggio delle licenze da solo ha ripagato l'abbonamento. Pagavamo 120 licenze di uno strumento di design e ne usavamo 74; quest'anno la trattativa per il rinnovo è andata in modo molto diverso.",
        role: "Direttrice finanza e operazioni",
        sector: "Servizi professionali",
      },
      jakub: {
        quote:
          "Come team IT di due persone su quattro sedi non possiamo guardare ogni dashboard. Riceviamo un'e-mail quando un dispositivo inizia a non rispettare una policy, e nient'altro.",
        role: "Coordinatore IT",
        sector: "Legale",
      },
      aisha: {
        quote:
          "L'offboarding voleva dire rincorrere i responsabili per i portatili. Ora la pagina di chi lascia l'azienda elenca ogni dispositivo e ogni licenza che ha, li ritiriamo l'ultimo giorno e recuperiamo quasi tutto.",
        role: "People Operations Manager",
        sector: "Retail",
      },
      henrik: {
        quote:
          "Il team di sicurezza e il team IT finalmente guardano gli stessi numeri. La conformità delle patch è passata dal 71 al 96 percento in un trimestre, soprattutto perché tutti vedevano la stessa lista.",
        role: "CISO",
        sector: "Servizi finanziari",
      },
      grace: {
        quote:
          "La configurazione ha richiesto un pomeriggio: un'importazione CSV, osquery sui nostri portatili e una sede per ufficio. Il supporto ha risposto alla mia unica domanda in meno di un'ora, di venerdì.",
        role: "Generalista IT",
        sector: "Non profit",
      },
    },
    tryTitle: "Provatelo sul vostro parco dispositivi",
    try: "La prova gratuita dura 90 giorni sui tuoi dispositivi reali. Importa un CSV, registra i tuoi computer con osquery e vedi il tuo rapporto di postura il giorno stesso.",
    trialCta: "Inizia la prova gratuita",
    storiesLink: "Leggi le storie di esempio",
  },
  services: {
    eyebrow: "Cosa facciamo",
    lead: "Fleetward è prima di tutto un prodotto: inventario, postura di sicurezza, licenze e ciclo di vita in un'unica app. Se volete arrivarci più in fretta, il nostro team si occupa con voi di migrazione, rollout e preparazione agli audit.",
    trialCta: "Inizia la prova gratuita",
    engineerCta: "Parla con un solutions engineer",
    productTitle: "Nel prodotto",
    productIntro: "Incluso in ogni piano, già dalla prova gratuita di 90 giorni.",
    professionalTitle: "Servizi professionali",
    professionalIntro:
      "Progetti a prezzo fisso realizzati dalle persone che sviluppano Fleetward. Inclusi in Enterprise; disponibili per i clienti Business a partire da 1.200 € a progetto.",
    detailLink: "Come funziona il monitoraggio della sicurezza dei dispositivi",
    items: {
      inventory: {
        name: "Inventario degli asset",
        summary:
          "Un record per portatile, telefono, server e accessorio, tenuto aggiornato da osquery sui tuoi computer e dal tuo team.",
        points: [
          "Numero di serie, modello, data di acquisto, garanzia e costo in ogni record",
          "I computer con osquery comunicano hardware, sistema e software e sono collegati al loro bene tramite il numero di serie",
          "Importazione da file CSV o XLSX, anche da un export di Snipe-IT",
        ],
      },
      security: {
        name: "Monitoraggio della sicurezza dei dispositivi",
        summary:
          "Scoprite quali dispositivi sono non crittografati, non aggiornati, non bloccati o non protetti, e sistemateli per primi.",
        points: [
          "Quattro controlli su ogni dispositivo gestito, spiegati in modo chiaro",
          "Policy dalla libreria o il tuo SQL di sola lettura, con le tue soglie",
          "Avvisi via e-mail quando un dispositivo inizia a non rispettare una policy, e webhook",
        ],
      },
      licences: {
        name: "Monitoraggio delle licenze",
        summary:
          "Sapete quante licenze pagate, quante sono assegnate e quando si rinnova ogni contratto.",
        points: [
          "Licenze per utente, per dispositivo e in abbonamento con costo per licenza",
          "E-mail di promemoria quotidiana per le licenze in scadenza entro 30 giorni",
          "Licenze inutilizzate evidenziate prima di ogni rinnovo",
        ],
      },
      lifecycle: {
        name: "Gestione del ciclo di vita",
        summary:
          "Pianificate acquisti, sostituzioni e dismissioni da un unico calendario invece che da un foglio di calcolo.",
        points: [
          "Date di fine garanzia, con un promemoria quotidiano per le garanzie in scadenza entro 30 giorni",
          "Gli asset dismessi escono dal conteggio attivo ma conservano record e cronologia",
          "Cronologia completa di assegnatari, sedi e riparazioni",
        ],
      },
      migration: {
        name: "Migrazione da fogli di calcolo e altri strumenti",
        summary:
          "Mappiamo le vostre colonne, eliminiamo i duplicati e importiamo la cronologia da Excel, Snipe-IT, GLPI o Shelf. Progetto tipico: 5 giorni lavorativi fino a 5.000 asset.",
        points: [
          "Workshop di mappatura dei campi (60 minuti)",
          "Importazione di prova in una sandbox che potete verificare",
          "Importazione finale con report di riconciliazione",
        ],
      },
      rollout: {
        name: "Rollout guidato",
        summary:
          "Un customer success manager pianifica con te i primi 30 giorni: registrazione con osquery, sedi, policy e la prima revisione della postura.",
        points: [
          "Kick-off e check-in settimanali di 30 minuti",
          "Modelli di policy per ISO 27001 e Cyber Essentials",
          "Formazione per amministratori fino a 10 persone",
        ],
      },
      audit: {
        name: "Verifica di preparazione all'audit",
        summary:
          "Prima di un audit ISO 27001, SOC 2 o NIS2 esaminiamo il registro degli asset e i report sulla postura rispetto ai controlli richiesti dagli auditor.",
        points: [
          "Elenco delle lacune mappato sui controlli dell'Allegato A",
          "Pacchetto di evidenze da consegnare all'auditor",
          "Verifica di follow-up dopo 30 giorni",
        ],
      },
    },
    engagementTitle: "Come si svolge un progetto",
    engagementSteps: [
      {
        title: "Chiamata di definizione",
        text: "30 minuti con un solutions engineer: quanti dispositivi, quali sistemi operativi, quali audit sono in arrivo.",
      },
      {
        title: "Proposta scritta",
        text: "Un prezzo fisso e un piano con date entro due giorni lavorativi. Nessuna tariffa giornaliera che continua a correre.",
      },
      {
        title: "Realizzazione",
        text: "Il lavoro si svolge nel vostro spazio di prova o di produzione, con una checklist condivisa che potete seguire.",
      },
      {
        title: "Passaggio di consegne",
        text: "Una sessione registrata e un report di riconciliazione, perché il risultato resti al vostro team.",
      },
    ],
    comparePlans: "Confronta i piani",
    offices: "Le nostre sedi",
  },
  serviceDetail: {
    eyebrow: "Servizi",
    lead: "Quattro controlli, eseguiti da osquery su ogni computer registrato e spiegati in modo semplice: è cifrato, è aggiornato, si blocca, è protetto? Vedi prima i dispositivi non conformi, con il motivo.",
    trialCta: "Inizia la prova gratuita",
    allServices: "Tutti i servizi",
    checksTitle: "I quattro controlli",
    checksIntro:
      "Ogni controllo è una policy SQL di osquery di sola lettura presa dalla libreria di policy. Quando una policy ha una soglia, come la versione minima del sistema operativo o il tempo di inattività prima del blocco schermo, la fissi tu.",
    passesWhen: "Superato quando:",
    checks: [
      {
        title: "Crittografia del disco",
        passes:
          "FileVault (macOS), BitLocker sull'unità di sistema (Windows) o LUKS sul file system root (Linux) è attivo.",
        why: "Un portatile perso con il disco crittografato è un fastidio. Senza crittografia è una violazione dei dati da notificare.",
      },
      {
        title: "Livello di patch del sistema operativo",
        passes:
          "macOS o Windows è almeno alla versione minima che hai fissato e gli aggiornamenti automatici sono attivi (controllati anche su Linux).",
        why: "La maggior parte delle vulnerabilità sfruttate ha una patch da mesi. Conta più l'età dell'aggiornamento mancante che il numero.",
      },
      {
        title: "Blocco schermo",
        passes:
          "Su Windows e macOS lo schermo si blocca al più tardi dopo il tempo di inattività consentito (15 minuti per impostazione predefinita) e chiede la password.",
        why: "I dispositivi sbloccati in bar, treni e uffici condivisi sono la via più facile per entrare in una sessione aperta.",
      },
      {
        title: "Protezione endpoint",
        passes:
          "Su Windows, il Centro sicurezza segnala un antivirus attivo con firme aggiornate; su macOS, XProtect di Apple e le sue definizioni sono installati.",
        why: "Un agente installato ma disattivato fa bella figura nell'elenco acquisti e non protegge nulla.",
      },
    ],
    howTitle: "Come funziona",
    steps: [
      "Installa osquery, l'agente open source, su ogni computer con un segreto di registrazione e il file di flag che ti fornisce Fleetward.",
      "osquery si collega da solo, invia i dati del dispositivo ed esegue ogni policy, una query SQL di sola lettura, sul dispositivo.",
      "Ogni policy vale per le piattaforme per cui è scritta, con le soglie che fissi, come la versione minima di macOS.",
      "I dispositivi non conformi compaiono nella dashboard della postura con assegnatario, motivo e data di inizio del problema.",
      "Proprietari e amministratori ricevono un'e-mail e una notifica nell'app quando un dispositivo inizia a non rispettare una policy o torna a rispettarla; i webhook possono inoltrare ogni cambiamento ai tuoi strumenti.",
    ],
    platformsTitle: "Piattaforme supportate",
    platformsIntro:
      "Che cosa invia ogni piattaforma tramite osquery e quali controlli copre la libreria di policy.",
    platformsCaption: "Controlli supportati per piattaforma",
    columns: {
      platform: "Piattaforma",
      source: "Origine dati",
      encryption: "Crittografia",
      patch: "Livello di patch",
      lock: "Blocco schermo",
      protection: "Protezione endpoint",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Versione minima, controllo automatico degli aggiornamenti",
        lock: "Sì",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Build minima, aggiornamenti automatici",
        lock: "Sì",
        protection: "Antivirus (Centro sicurezza)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Aggiornamenti automatici",
        lock: "Nessuna policy nella libreria",
        protection: "Nessuna policy nella libreria",
      },
    ],
    boundariesTitle: "Cosa non facciamo mai",
    boundaries: [
      {
        title: "Nessuna chiave di ripristino",
        text: "Le policy di cifratura del disco chiedono a osquery se FileVault, BitLocker o LUKS sono attivi. Non leggiamo, copiamo né conserviamo mai una chiave di ripristino.",
      },
      {
        title: "Un agente in sola lettura",
        text: "osquery, l'agente open source, risponde solo a query di sola lettura: Fleetward vede lo stato di un dispositivo ma non può modificarlo.",
      },
      {
        title: "Nessuna modifica silenziosa",
        text: "Fleetward segnala e ricorda. Non invia comandi ai tuoi dispositivi: niente blocco remoto, niente cancellazione.",
      },
    ],
    startTitle: "Vedete la vostra postura in un pomeriggio",
    start:
      "Registra i tuoi primi computer con osquery e vedi il loro rapporto di postura entro un'ora. La prova è gratuita per 90 giorni e non richiede carta di credito.",
    guidesLink: "Leggi le guide di configurazione",
  },
  helpCentre: {
    eyebrow: "Centro assistenza",
    lead: "Risposte per amministratori, tecnici e utenti in prova di Fleetward. Cercate prima: la maggior parte delle domande trova risposta in meno di un minuto.",
    searchTitle: "Cerca",
    topicsTitle: "Sfoglia per argomento",
    topics: [
      {
        title: "Domande frequenti",
        text: "20 risposte brevi su account, prova gratuita, dispositivi e sicurezza.",
        cta: "Sfoglia le FAQ",
      },
      {
        title: "Guide passo passo",
        text: "Guide dalla prima importazione CSV alla dismissione di un dispositivo.",
        cta: "Apri le guide",
      },
      {
        title: "Contatta l'assistenza",
        text: "Orari di assistenza, tempi di risposta per piano e un modulo che smista la richiesta in base alla gravità.",
        cta: "Ottieni assistenza",
      },
      {
        title: "Documentazione e API",
        text: "Concetti, configurazione e riferimento dell'API REST per le integrazioni.",
        cta: "Leggi la documentazione",
      },
    ],
    popularTitle: "Articoli più letti",
    popular: [
      { title: "Importare dispositivi da un CSV", meta: "Guida · 15 min" },
      { title: "Registrare dispositivi macOS", meta: "Guida · 20 min" },
      { title: "Cosa succede alla fine dei 90 giorni?", meta: "FAQ · Prova gratuita" },
      { title: "Configurare il prestito dei portatili", meta: "Guida · 10 min" },
      { title: "Perché un dispositivo compare due volte?", meta: "FAQ · Dispositivi" },
      { title: "Fleetward conserva le chiavi di ripristino?", meta: "FAQ · Sicurezza" },
    ],
    stillStuckTitle: "Ancora bloccati?",
    stillStuck:
      "Il nostro team di assistenza lavora dal lunedì al venerdì, dalle 08:00 ora di Berlino alle 17:00 ora di Austin. Inviate una <support>richiesta di assistenza</support> con l'indirizzo del vostro spazio di lavoro, oppure chiedete ad altri team IT nei <forums>forum della community</forums>.",
    faqs: {
      topicsLabel: "Argomenti delle FAQ",
      moreTitle: "Non avete trovato la risposta?",
      more: "Seguite una <guides>guida passo passo</guides> oppure <support>inviate una richiesta di assistenza</support>. Rispondiamo agli utenti in prova entro due giorni lavorativi e ai clienti paganti entro otto ore lavorative.",
    },
    guides: {
      allTitle: "Tutte le guide",
      stepsTitle: "Passo passo",
      minutes: "{{minutes}} min",
      helpTitle: "Serve una mano?",
      help: "Se un passaggio non corrisponde a ciò che vedete nel vostro spazio di lavoro, indicateci guida e passaggio in una <support>richiesta di assistenza</support>. Aggiorniamo queste guide a ogni rilascio mensile.",
    },
    support: {
      lead: "Persone vere che conoscono la gestione dei dispositivi rispondono a ogni richiesta.",
      hoursTitle: "Orari di assistenza",
      hours: [
        { region: "Europa", team: "Berlino", time: "Dal lunedì al venerdì, 08:00–18:00 CET" },
        { region: "Nord America", team: "Austin", time: "Dal lunedì al venerdì, 08:00–17:00 CT" },
        {
          region: "Problemi urgenti",
          team: "Reperibilità Enterprise",
          time: "24 ore su 24, 7 giorni su 7",
        },
      ],
      hoursNote:
        "L'orario lavorativo esclude i giorni festivi di Berlino e del Texas. I problemi urgenti Enterprise sono coperti anche in quei giorni.",
      slaTitle: "Tempi di risposta per piano",
      slaIntro:
        "Il tempo fino alla nostra prima risposta umana, non una conferma automatica. La gravità è quella che scegliete nel modulo; possiamo modificarla e in quel caso ve lo diremo.",
      slaCaption: "Tempi di prima risposta per piano e gravità",
      severityColumn: "Gravità",
      planColumns: ["Prova gratuita", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Urgente",
          times: ["2 giorni lavorativi", "4 ore lavorative", "1 ora, 24 ore su 24"],
        },
        {
          severity: "Alta",
          times: ["2 giorni lavorativi", "8 ore lavorative", "4 ore lavorative"],
        },
        {
          severity: "Normale",
          times: ["2 giorni lavorativi", "8 ore lavorative", "8 ore lavorative"],
        },
        {
          severity: "Bassa",
          times: ["5 giorni lavorativi", "2 giorni lavorativi", "1 giorno lavorativo"],
        },
      ],
      requestTitle: "Invia una richiesta di assistenza",
      includeTitle: "Cosa includere",
      checklist: [
        "L'indirizzo del vostro spazio di lavoro, ad esempio vostraazienda.fleetward.com",
        "Cosa stavate cercando di fare, passo per passo",
        "Cosa vi aspettavate e cosa è successo invece, con il messaggio di errore esatto",
        "Quando è iniziato e se riguarda un utente, un dispositivo o tutti",
        "Numeri di serie o etichette inventario dei dispositivi coinvolti, se presenti",
        "Uno screenshot, con i dati personali oscurati",
      ],
      vulnerability:
        "Volete segnalare una vulnerabilità? Scrivete invece a <mail>security@fleetward.com</mail>.",
      beforeTitle: "Prima di scriverci",
      before:
        "Molte domande trovano risposta nelle <faqs>FAQ</faqs> e nelle <guides>guide di configurazione</guides>. Le domande su prezzi o nuovi contratti vanno al nostro <sales>team commerciale</sales>.",
    },
    form: {
      name: "Il vostro nome",
      email: "Indirizzo e-mail del vostro account Fleetward",
      subject: "Oggetto",
      subjectHint: "Una riga, per esempio: un Mac non invia più dati dal 12 novembre.",
      severity: "Gravità",
      severities: {
        low: "Bassa — una domanda o un problema estetico",
        normal: "Normale — qualcosa non funziona, ma c'è una soluzione alternativa",
        high: "Alta — una funzione da cui dipende il vostro team non funziona",
        urgent: "Urgente — lo spazio di lavoro non è disponibile o i dati sembrano errati",
      },
      description: "Descrizione",
      descriptionHint:
        "L'indirizzo del vostro spazio di lavoro, cosa avete fatto, cosa vi aspettavate e cosa è successo invece. Non inserite mai password o chiavi di ripristino.",
      sending: "Invio in corso…",
      send: "Invia richiesta di assistenza",
      received: "Richiesta di assistenza {{reference}} ricevuta.",
      sent: "Abbiamo ricevuto «{{subject}}» come ticket <ref>{{reference}}</ref>. Citate questo numero quando scrivete a support@fleetward.com a riguardo.",
    },
  },
  legal: {
    eyebrow: "Note legali",
    termsLead:
      "L'accordo tra la vostra organizzazione e Fleetward GmbH per l'uso di Fleetward, dalla prova gratuita di 90 giorni agli abbonamenti a pagamento Business ed Enterprise. Il testo è in inglese.",
    privacyLead:
      "Quali dati personali tratta Fleetward quando visitate il sito, usate il vostro account o ci contattate, perché ci servono, per quanto tempo li conserviamo e come esercitare i vostri diritti ai sensi del GDPR. Il testo è in inglese.",
  },
  documentation: {
    eyebrow: "Prodotto",
    lead: "Com'è organizzato Fleetward, come configurare uno spazio di lavoro e come integrarlo tramite l'API REST. Per istruzioni passo per passo, consultate il centro assistenza. La documentazione è in inglese.",
  },
};
