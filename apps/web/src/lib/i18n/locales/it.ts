import type { Translation } from "./en.ts";

export const it: Translation = {
  login_failed: "Accesso non riuscito. Verificare le credenziali.",
  login_error: "Si è verificato un errore imprevisto. Riprovare.",
  login_success: "Accesso effettuato!",
  welcome_back: "Lieti di rivederLa!",
  logout_success: "Disconnessione effettuata",
  see_you_again: "A presto!",

  common: {
    appName: "Fleetward",
    tagline: "Gestione di asset IT e dispositivi, in sicurezza da un’unica app",
    skipToContent: "Vai al contenuto principale",
    loading: "Caricamento…",
    close: "Chiudi",
    home: "Home",
    backHome: "Torna alla home",
    signIn: "Accedi",
    signUp: "Crea account",
    startTrial: "Inizia la prova gratuita",
    signOut: "Esci",
    learnMore: "Scopri di più",
    readMore: "Leggi tutto",
    contactSales: "Contatta le vendite",
    breadcrumb: "Percorso di navigazione",
    onThisPage: "In questa pagina",
    trialBadge: "Gratis per 90 giorni – senza carta di credito",
  },

  nav: {
    mainLabel: "Navigazione principale",
    openMenu: "Apri menu",
    closeMenu: "Chiudi menu",
    product: "Prodotto",
    resources: "Risorse",
    company: "Azienda",
    services: "Servizi",
    serviceDetail: "Servizio di sicurezza dei dispositivi",
    pricing: "Prezzi",
    customerStories: "Storie dei clienti",
    testimonials: "Testimonianze",
    documentation: "Documentazione",
    changelog: "Registro delle modifiche",
    uiComponents: "Componenti UI",
    blog: "Blog",
    knowledgeBase: "Knowledge base",
    courses: "Corsi",
    forums: "Forum",
    helpCenter: "Centro assistenza",
    faqs: "Domande frequenti",
    guides: "Guide",
    support: "Supporto",
    about: "Chi siamo",
    team: "Team",
    careers: "Lavora con noi",
    jobBoard: "Offerte di lavoro",
    contact: "Contatti",
  },

  account: {
    menuLabel: "Menu account",
    sidebarLabel: "Navigazione account",
    signedInAs: "Accesso effettuato come {{name}}",
    profile: "Profilo",
    billing: "Fatturazione",
    payment: "Pagamento",
    invoice: "Fatture",
    social: "Profili social",
    notifications: "Notifiche",
    settings: "Impostazioni",
    lock: "Blocca schermo",
    collapseSidebar: "Comprimi barra laterale",
    expandSidebar: "Espandi barra laterale",
  },

  footer: {
    about:
      "Fleetward mantiene un inventario accurato di ogni portatile, telefono, server e licenza dell’organizzazione e mostra a colpo d’occhio quali dispositivi richiedono attenzione.",
    product: "Prodotto",
    resources: "Risorse",
    company: "Azienda",
    legal: "Note legali",
    terms: "Termini di servizio",
    privacy: "Informativa sulla privacy",
    trialTerms: "Condizioni della prova",
    copyright: "© {{year}} Fleetward. Tutti i diritti riservati.",
    languageLabel: "Lingua",
  },

  newsletter: {
    title: "Un passo avanti sui rischi dei dispositivi",
    description:
      "Un’e-mail al mese: avvisi di sicurezza, consigli sulla gestione degli asset e novità sul prodotto.",
    emailLabel: "Indirizzo e-mail",
    placeholder: "nome@azienda.it",
    submit: "Iscriviti",
    submitting: "Iscrizione in corso…",
    success: "Grazie! Per confermare l’iscrizione, controllare la posta in arrivo.",
    invalidEmail: "Inserire un indirizzo e-mail valido.",
  },

  cookies: {
    title: "Cookie",
    message:
      "Utilizziamo solo i cookie necessari per mantenere attivo l’accesso e proteggere i moduli. Nessun cookie pubblicitario o di tracciamento.",
    accept: "Ho capito",
    learnMore: "Leggi l’informativa sulla privacy",
  },

  settings: {
    open: "Apri impostazioni di aspetto",
    title: "Aspetto",
    description:
      "Regolare l’aspetto di Fleetward su questo dispositivo. Le modifiche hanno effetto immediato.",
    theme: "Tema colori",
    themeLight: "Chiaro",
    themeDark: "Scuro",
    themeSystem: "Sistema",
    direction: "Direzione del testo",
    directionLtr: "Da sinistra a destra",
    directionRtl: "Da destra a sinistra",
    navbar: "Barra di navigazione",
    navbarSticky: "Fissa",
    navbarFloating: "Fluttuante",
    navbarStatic: "Statica",
    menu: "Menu laterale",
    menuVertical: "Verticale",
    menuCollapsible: "Comprimibile",
    menuHorizontal: "Orizzontale",
    layout: "Larghezza pagina",
    layoutFull: "Larghezza intera",
    layoutBoxed: "Contenuta",
    animation: "Transizione di pagina",
    animationNone: "Nessuna",
    animationFade: "Dissolvenza",
    animationFadeUp: "Dissolvenza dal basso",
    animationZoom: "Zoom",
    semidark: "Barra laterale scura nel tema chiaro",
    language: "Lingua",
    reset: "Ripristina predefiniti",
  },

  errors: {
    notFoundCode: "Errore 404",
    notFoundTitle: "Impossibile trovare la pagina",
    notFoundText:
      "La pagina cercata potrebbe essere stata spostata o non essere mai esistita. Verificare l’indirizzo o ripartire dalla home page.",
    genericTitle: "Si è verificato un problema",
    genericText: "Un errore imprevisto ha impedito il caricamento della pagina. Riprovare.",
    tryAgain: "Riprova",
    network: "Impossibile raggiungere Fleetward. Verificare la connessione a Internet e riprovare.",
    timeout: "Il server ha impiegato troppo tempo a rispondere. Riprovare.",
    server:
      "Fleetward ha riscontrato un problema nell’elaborare la richiesta. Riprovare tra qualche istante.",
    unauthorized: "La sessione è scaduta. Accedere di nuovo.",
    forbidden: "Non si dispone dell’autorizzazione per questa operazione.",
    notFound: "Quanto richiesto non è stato trovato.",
    rateLimited: "Troppi tentativi. Attendere qualche istante e riprovare.",
    invalidInput: "Alcuni dati inseriti non sono validi.",
    tooLarge: "Il contenuto inviato è troppo grande.",
  },

  pages: {
    home: {
      title: "Fleetward – Gestione di asset IT e dispositivi",
      description:
        "Inventario di ogni dispositivo, licenza e asset dell’organizzazione, protetti da un’unica app. Prova gratuita di 90 giorni.",
    },
    about: {
      title: "Chi è Fleetward",
      description:
        "Perché sviluppiamo Fleetward: i team IT meritano una visione unica, serena e accurata di ogni dispositivo di cui sono responsabili.",
    },
    services: {
      title: "Servizi",
      description:
        "Inventario degli asset, stato di sicurezza dei dispositivi, monitoraggio delle licenze, gestione del ciclo di vita e servizi di onboarding di Fleetward.",
    },
    serviceDetail: {
      title: "Monitoraggio della sicurezza dei dispositivi",
      description:
        "Come Fleetward verifica crittografia del disco, aggiornamenti del sistema operativo, blocco schermo e protezione endpoint su ogni dispositivo gestito.",
    },
    team: {
      title: "Il nostro team",
      description: "Le persone che sviluppano e supportano Fleetward.",
    },
    pricing: {
      title: "Prezzi",
      description:
        "Prezzi semplici per dispositivo per la gestione di asset IT e dispositivi. Si inizia con una prova gratuita di 90 giorni.",
    },
    testimonials: {
      title: "Cosa dicono i nostri clienti",
      description:
        "Responsabili IT raccontano come Fleetward ha cambiato il modo in cui monitorano e proteggono i dispositivi.",
    },
    contact: {
      title: "Contatti",
      description:
        "Il team vendite e l’assistenza di Fleetward sono a disposizione. Rispondiamo entro un giorno lavorativo.",
    },
    contactDetail: {
      title: "Sedi e recapiti",
      description: "Indirizzi, numeri di telefono e orari di apertura delle sedi Fleetward.",
    },
    terms: {
      title: "Termini di servizio",
      description: "I termini che regolano l’uso di Fleetward.",
    },
    privacy: {
      title: "Informativa sulla privacy",
      description:
        "Quali dati personali tratta Fleetward, per quali finalità e quali diritti ha l’utente.",
    },
    termsTrial: {
      title: "Condizioni della prova",
      description: "Le condizioni della prova beta gratuita di 90 giorni di Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Articoli su gestione degli asset IT, sicurezza dei dispositivi, conformità e gestione di un team IT snello.",
    },
    blogDetail: {
      title: "Articolo",
      description: "Un articolo dal blog di Fleetward.",
    },
    kbDetail: {
      title: "Articolo della knowledge base",
      description: "Risposte passo passo dalla knowledge base di Fleetward.",
    },
    blogStandardPost: {
      title: "Articolo standard",
      description: "Un articolo standard dal blog di Fleetward.",
    },
    blogSliderPost: {
      title: "Articolo con carosello",
      description: "Un articolo con un carosello di immagini.",
    },
    blogGalleryPost: {
      title: "Articolo con galleria",
      description: "Un articolo con una galleria fotografica.",
    },
    blogYoutubePost: {
      title: "Articolo video",
      description: "Un articolo con un video di YouTube.",
    },
    blogVimeoPost: { title: "Articolo Vimeo", description: "Un articolo con un video di Vimeo." },
    blogAudioPost: {
      title: "Articolo audio",
      description: "Un articolo con un episodio di podcast.",
    },
    blogBlockquotePost: {
      title: "Articolo con citazione",
      description: "Un articolo costruito attorno a una citazione.",
    },
    blogLeftSidebarPost: {
      title: "Articolo con barra laterale",
      description: "Un articolo con la navigazione a lato.",
    },
    courseListing: {
      title: "Corsi",
      description:
        "Corsi gratuiti su gestione degli asset IT, sicurezza dei dispositivi e conformità.",
    },
    courseDetail: {
      title: "Corso",
      description: "Programma del corso, lezioni e obiettivi di apprendimento.",
    },
    jobGrid: {
      title: "Offerte di lavoro",
      description: "Posizioni aperte in operazioni IT, sicurezza e gestione degli asset.",
    },
    jobDetail: {
      title: "Dettagli dell’offerta",
      description: "Ruolo, responsabilità e modalità di candidatura.",
    },
    jobApply: { title: "Candidatura", description: "Invio della candidatura." },
    jobPost: {
      title: "Pubblica un’offerta",
      description: "Pubblicazione di un’offerta sulla bacheca di Fleetward.",
    },
    jobCareer: {
      title: "Lavorare in Fleetward",
      description: "Lavora con noi al prodotto di gestione degli asset IT più sereno che esista.",
    },
    jobCandidates: {
      title: "Candidati",
      description: "Professionisti disponibili per nuovi ruoli.",
    },
    jobCandidateDetail: {
      title: "Profilo del candidato",
      description: "Esperienza e competenze di un candidato.",
    },
    jobCompanies: {
      title: "Aziende che assumono",
      description: "Organizzazioni che cercano professionisti IT.",
    },
    jobCompanyDetail: {
      title: "Profilo aziendale",
      description: "L’azienda e le sue posizioni aperte.",
    },
    forumsTopic: {
      title: "Forum della community",
      description: "Domande e buone pratiche condivise con altri team IT.",
    },
    forumsComments: {
      title: "Discussione",
      description: "Una discussione dai forum della community.",
    },
    helpCenter: {
      title: "Centro assistenza",
      description: "Guide, risposte e assistenza per i clienti Fleetward.",
    },
    helpCenterFaqs: {
      title: "Domande frequenti",
      description: "Risposte rapide su account, prova gratuita, dispositivi e sicurezza.",
    },
    helpCenterGuides: {
      title: "Guide",
      description: "Guide passo passo per configurare e utilizzare Fleetward.",
    },
    helpCenterSupport: {
      title: "Supporto",
      description: "Come contattare il supporto Fleetward e cosa includere nella richiesta.",
    },
    emailConfirmation: {
      title: "E-mail: conferma dell’indirizzo",
      description: "Anteprima dell’e-mail che conferma l’indirizzo di un nuovo account.",
    },
    emailPasswordReset: {
      title: "E-mail: reimpostazione della password",
      description: "Anteprima dell’e-mail di reimpostazione della password.",
    },
    emailAlert: {
      title: "E-mail: avviso di sicurezza",
      description: "Anteprima dell’e-mail di avviso sulla sicurezza dei dispositivi.",
    },
    emailInvoice: {
      title: "E-mail: fattura",
      description: "Anteprima dell’e-mail con la fattura.",
    },
    portfolio: {
      title: "Storie dei clienti",
      description:
        "Come organizzazioni di ogni dimensione gestiscono i propri dispositivi con Fleetward.",
    },
    portfolioDetail: {
      title: "Storia di un cliente",
      description:
        "Come un’organizzazione ha preso il controllo dei propri dispositivi con Fleetward.",
    },
    uiComponents: {
      title: "Componenti UI",
      description: "Gli elementi costitutivi dell’interfaccia di Fleetward.",
    },
    documentation: {
      title: "Documentazione",
      description: "Installazione, configurazione e integrazione di Fleetward.",
    },
    changelog: {
      title: "Registro delle modifiche",
      description: "Le novità di Fleetward, versione per versione.",
    },
    notFound: {
      title: "Pagina non trovata",
      description: "La pagina cercata non esiste.",
    },
    comingSoon: {
      title: "Prossimamente",
      description: "Questa sezione di Fleetward è in arrivo.",
    },
    maintenance: {
      title: "Manutenzione programmata",
      description: "Fleetward è temporaneamente non disponibile per un aggiornamento.",
    },
    thankYou: {
      title: "Grazie",
      description: "Il messaggio è stato ricevuto.",
    },
    login: {
      title: "Accedi",
      description: "Accesso all’account Fleetward.",
    },
    signup: {
      title: "Crea un account",
      description: "Creazione di un account Fleetward con prova gratuita di 90 giorni.",
    },
    recoverPassword: {
      title: "Reimposta la password",
      description: "Un link per scegliere una nuova password.",
    },
    lockScreen: {
      title: "Sessione bloccata",
      description: "Inserire la password per continuare.",
    },
    signupSuccess: {
      title: "Controllare la posta in arrivo",
      description: "Confermare l’indirizzo e-mail per completare la creazione dell’account.",
    },
    profile: { title: "Profilo", description: "Dati personali, azienda e prova gratuita." },
    billing: { title: "Fatturazione", description: "Piano, indirizzo di fatturazione e utilizzo." },
    payment: {
      title: "Metodi di pagamento",
      description: "Carte e metodi di pagamento registrati.",
    },
    invoice: { title: "Fatture", description: "Fatture e ricevute." },
    social: { title: "Profili social", description: "Link mostrati nel profilo." },
    notifications: {
      title: "Notifiche",
      description: "Scelta delle e-mail e degli avvisi da ricevere.",
    },
    accountSettings: {
      title: "Impostazioni account",
      description: "Password, sessioni e preferenze.",
    },
  },
};
