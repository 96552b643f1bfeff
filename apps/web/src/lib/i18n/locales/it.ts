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

  auth: {
    errors: {
      usernameTaken: "Questo nome utente è già in uso. Sceglierne un altro.",
      passwordRejected:
        "Scegliere una password più difficile da indovinare: non una password comune, né il proprio nome utente o indirizzo e-mail.",
      resetLinkInvalid:
        "Questo link di reimpostazione non è valido o è scaduto. Richiederne uno nuovo qui sotto.",
      incorrectPassword: "La password non è corretta.",
      currentPasswordWrong:
        "La password attuale non è corretta, oppure quella nuova è troppo facile da indovinare.",
    },
    confirmingTitle: "Conferma dell’indirizzo e-mail in corso…",
    confirmedTitle: "Indirizzo e-mail confermato",
    confirmedText: "Grazie. L’indirizzo è confermato: accedere per iniziare la prova gratuita.",
    confirmFailedTitle: "Impossibile confermare questo indirizzo",
    confirmFailedText:
      "Il link non è valido, è già stato utilizzato o è scaduto. Accedere e richiedere una nuova e-mail di conferma, oppure registrarsi di nuovo.",
    continueToSignIn: "Procedi all’accesso",
    fields: {
      workEmail: "E-mail di lavoro",
      password: "Password",
      username: "Nome utente",
      newPassword: "Nuova password",
      confirmNewPassword: "Conferma nuova password",
    },
    login: {
      lead: "Lieti di rivederLa. Accedere per visualizzare i dispositivi, la prova gratuita e l’account.",
      rememberMe: "Ricordami",
      forgotPassword: "Password dimenticata?",
      submit: "Accedi",
      submitting: "Accesso in corso…",
      noAccount: "Nessun account Fleetward? <a>Crea account</a>",
    },
    signup: {
      lead: "Un unico account per il profilo, la prova gratuita di 90 giorni e, in seguito, lo spazio di lavoro del team. Non serve la carta di credito.",
      usernameHint: "Da 3 a 32 caratteri: lettere, cifre, punti, trattini bassi e trattini.",
      emailHint: "A questo indirizzo invieremo un link di conferma.",
      acceptTerms: "Accetto i <a>termini di servizio</a>.",
      submit: "Crea account",
      submitting: "Creazione dell’account in corso…",
      haveAccount: "Già in possesso di un account? <a>Accedi</a>",
    },
    signupSuccess: {
      lead: "L’account è stato creato. Abbiamo inviato un link di conferma a {{email}}: aprirlo per confermare la titolarità dell’indirizzo.",
      leadNoEmail:
        "L’account è stato creato. Abbiamo inviato un link di conferma all’indirizzo e-mail indicato: aprirlo per confermare la titolarità dell’indirizzo.",
      steps: {
        openEmail: "Aprire l’e-mail di Fleetward che chiede di confermare l’indirizzo.",
        selectButton: "Selezionare il pulsante di conferma: Fleetward si aprirà nel browser.",
        signIn: "Accedere e avviare la prova gratuita di 90 giorni dal profilo.",
      },
      nothingArrived: "Non è arrivato nulla?",
      tips: {
        wait: "Attendere cinque minuti: alcuni filtri di posta aziendali trattengono per breve tempo i messaggi dei nuovi mittenti.",
        spam: "Controllare la cartella spam, posta indesiderata o quarantena e contrassegnare il nostro messaggio come non spam.",
        typo: "Verificare che l’indirizzo usato per la registrazione non contenga errori di battitura: in tal caso, è sufficiente registrarsi di nuovo.",
        allowSender:
          "Se l’organizzazione filtra i mittenti esterni, chiedere al team IT di consentire la posta da Fleetward.",
      },
      stillNothing:
        "Ancora nulla dopo questi controlli? <a>Contattare l’assistenza</a> indicando l’indirizzo utilizzato.",
    },
    lockScreen: {
      title: "La sessione è bloccata",
      lead: "Fleetward è stato bloccato dopo un periodo di inattività. Inserire la password per riprendere da dove si era rimasti.",
      submit: "Sblocca",
      submitting: "Sblocco in corso…",
      notYou: "Non è Lei? <a>Accedi come un altro utente</a>",
    },
    recover: {
      requestLead:
        "Inserire l’indirizzo e-mail dell’account Fleetward: invieremo un link per scegliere una nuova password.",
      newPasswordTitle: "Scegli una nuova password",
      newPasswordLead:
        "Scegliere una password non utilizzata altrove. Dopo averla salvata, usarla per accedere su tutti i dispositivi.",
      remembered: "Password ricordata? <a>Torna all’accesso</a>",
    },
    requestReset: {
      emailHint: "L’indirizzo usato per la registrazione.",
      submit: "Invia link di reimpostazione",
      submitting: "Invio in corso…",
      sent: "Se esiste un account associato a questo indirizzo, abbiamo inviato un link per scegliere una nuova password. Potrebbero volerci alcuni minuti: controllare anche la cartella spam o posta indesiderata.",
      useDifferentAddress: "Usa un altro indirizzo",
    },
    newPassword: {
      changedNotice: "Password modificata",
      changed: "La password è stata modificata. <a>Accedi con la nuova password</a>.",
      mismatch: "Le due password non coincidono.",
      confirmHint: "Digitarla di nuovo.",
      submit: "Salva nuova password",
      submitting: "Salvataggio in corso…",
    },
    passwordStrength: {
      empty: "Da 8 a 128 caratteri. Più è lunga, più è sicura.",
      strength: "Robustezza: {{level}}.",
      weak: "Debole",
      weakAdvice:
        "Usare almeno 8 caratteri; alcune parole senza relazione tra loro funzionano bene.",
      fair: "Discreta",
      fairAdvice: "Buon inizio. Allungarla o aggiungere maiuscole, cifre e simboli.",
      strong: "Forte",
      strongAdvice: "Difficile da indovinare. Conservarla nel gestore di password.",
    },
  },

  accountArea: {
    notProvided: "Non ancora indicato",
    profile: {
      lead: "Dati personali e aziendali, indirizzo e-mail e stato della prova gratuita di Fleetward.",
      trialSection: "Prova gratuita",
      trialStatus: "Stato della prova",
      activeUntil: "Attiva fino al {{date}}",
      activeFor90Days: "Attiva per 90 giorni",
      detailsSection: "I Suoi dati",
      detailsIntro:
        "Compilati a partire dal modulo di richiesta della prova. Per correggere qualcosa, scrivere a support@fleetward.com.",
      personalDetails: "Dati personali",
      companyDetails: "Dati aziendali",
      emailAddress: "Indirizzo e-mail",
      yourApp: "La Sua app",
      emailConfirmed: "Confermato",
      emailNotConfirmed: "Non confermato",
      emailNote:
        "Gli avvisi di sicurezza e i promemoria della prova vengono inviati a questo indirizzo: è importante che resti confermato.",
      appNote:
        "Il nome dell’app si sceglie nel modulo di richiesta della prova; lo spazio di lavoro sarà poi disponibile all’indirizzo <address/>.",
      fields: {
        firstName: "Nome",
        lastName: "Cognome",
        username: "Nome utente",
        title: "Titolo",
        position: "Ruolo",
        department: "Reparto",
        company: "Azienda",
        address: "Indirizzo",
        phone: "Telefono",
        email: "E-mail",
        app: "App",
        appUrl: "URL dell’app",
        trialExpires: "Scadenza della prova",
      },
    },
    trial: {
      stepDone: "Completato",
      stepCurrent: "Passaggio attuale",
      stepUpcoming: "Non ancora raggiunto",
      steps: {
        none: {
          title: "Nessuna prova attiva",
          text: "Accettare le condizioni della prova, poi indicare i dati dell’azienda e il nome desiderato per l’app. Servono circa tre minuti.",
        },
        pending: {
          title: "In attesa di approvazione",
          text: "Verifichiamo ogni richiesta manualmente, di solito entro un giorno lavorativo, e inviamo un’e-mail non appena viene approvata.",
        },
        deploying: {
          title: "Creazione dello spazio di lavoro",
          text: "Stiamo creando lo spazio di lavoro dedicato e il relativo database. Di solito servono pochi minuti; nel frattempo è possibile chiudere questa pagina.",
        },
        active: {
          title: "Attiva",
          text: "Lo spazio di lavoro è attivo per 90 giorni. Registrare i primi dispositivi e invitare il team; allo scadere dei 90 giorni verrà disattivato, a meno di passare a un piano a pagamento.",
        },
      },
      next: {
        noneText:
          "Provare gratuitamente ogni funzionalità di Fleetward per 90 giorni, senza carta di credito. La prova è una beta: non inserire dati sensibili o critici per la produzione e tenere presente che l’esportazione dei dati non è ancora disponibile.",
        startTrial: "Inizia la prova gratuita",
        pending:
          "La richiesta è in coda. Invieremo un’e-mail a {{email}} quando sarà approvata; non è necessario fare altro.",
        pendingNoEmail:
          "La richiesta è in coda. Invieremo un’e-mail quando sarà approvata; non è necessario fare altro.",
        deploying:
          "Lo spazio di lavoro è in fase di creazione. Attendere qualche minuto, poi ricaricare questa pagina.",
        openWorkspace: "Apri lo spazio di lavoro",
        guides: "Guide introduttive",
      },
    },
    billing: {
      lead: "Piano, numero di dispositivi gestiti e indirizzo a cui inviamo le fatture.",
      planSection: "Piano e utilizzo",
      currentPlan: "Piano attuale",
      noPlan: "Nessun piano attivo",
      noPlanText:
        "Si inizia con la prova gratuita di 90 giorni: tutte le funzionalità, senza carta di credito. Allo scadere dei 90 giorni la prova si disattiva automaticamente; per mantenere lo spazio di lavoro, passare prima a un piano a pagamento.",
      startTrial: "Inizia la prova gratuita",
      deviceUsage: "Utilizzo dei dispositivi",
      managedDevices_one: "{{count}} <unit>dispositivo gestito</unit>",
      managedDevices_other: "{{count}} <unit>dispositivi gestiti</unit>",
      deviceUsageText:
        "Un dispositivo viene conteggiato dal momento in cui invia i primi dati allo spazio di lavoro. I dispositivi dismessi e archiviati non vengono conteggiati: conviene fare ordine prima della data di fatturazione.",
      detailsSection: "Dati di fatturazione",
      billingAddress: "Indirizzo di fatturazione",
      noBillingAddress: "Nessun indirizzo di fatturazione registrato",
      noBillingAddressText:
        "Quando, dopo la beta, saranno disponibili i piani a pagamento, copieremo qui l’indirizzo dell’azienda. Sarà possibile modificarlo prima della prima fattura, ad esempio indicando l’ufficio amministrativo.",
      keepFleetward: "Continua con Fleetward dopo la prova",
      keepFleetwardText:
        "I piani a pagamento hanno un prezzo per dispositivo gestito: si paga solo ciò che si monitora davvero. È possibile confrontarli o contattarci per prezzi a volume per un parco dispositivi di grandi dimensioni.",
      comparePlans: "Confronta i piani",
      talkToSales: "Contatta le vendite",
    },
    payment: {
      lead: "Le carte su cui addebitiamo il piano Fleetward. Per la prova gratuita non serve alcuna carta.",
      methodsSection: "Metodi di pagamento",
      savedMethods: "Metodi di pagamento salvati",
      noMethod: "Nessun metodo di pagamento registrato",
      noMethodText:
        "Per la prova di 90 giorni non serve una carta. Le carte aggiunte in seguito compariranno qui con circuito, ultime quattro cifre e data di scadenza.",
      addCard: "Aggiungi una carta",
      paymentsClosed:
        "I pagamenti con carta saranno attivati quando Fleetward uscirà dalla fase beta. Fino ad allora non c’è nulla da pagare, quindi questo modulo non può ancora essere inviato.",
      cardDetails: "Dati della carta",
      cardHolder: "Titolare della carta",
      cardNumber: "Numero della carta",
      expiry: "Scadenza (MM/AA)",
      cvc: "CVC",
      saveCard: "Salva carta",
    },
    invoice: {
      lead: "Tutte le fatture del piano Fleetward, con i dispositivi coperti, pronte da scaricare in PDF.",
      historySection: "Storico fatture",
      allInvoices: "Tutte le fatture",
      columns: {
        invoice: "Fattura",
        issued: "Emessa il",
        billingPeriod: "Periodo di fatturazione",
        devices: "Dispositivi",
        amount: "Importo",
        status: "Stato",
      },
      download: "Scarica",
      noInvoices: "Nessuna fattura",
      noInvoicesText:
        "La prova è gratuita, quindi non c’è nulla da fatturare. La prima fattura comparirà qui dopo il passaggio a un piano a pagamento.",
      emailCopy:
        "Si desidera ricevere una copia di ogni fattura via e-mail? Attivare le e-mail delle fatture in <a>Notifiche</a>.",
    },
    social: {
      lead: "Link mostrati nel profilo pubblico dei forum della community e accanto ai post, affinché altri team IT possano trovarLa.",
      linksSection: "Link del profilo",
      yourLinks: "I Suoi link",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Sito web",
      hint: "Indirizzi completi che iniziano con https://. Lasciare vuoto un campo per rimuovere il link corrispondente.",
      submit: "Salva link",
      submitting: "Salvataggio in corso…",
      saved: "Profili social salvati",
    },
    notifications: {
      lead: "Scegliere quali e-mail ricevere da Fleetward. I messaggi sulla sicurezza dell’account, come le modifiche della password, vengono sempre inviati.",
      emailSection: "Notifiche via e-mail",
      whatWeSend: "Cosa inviamo",
      legend: "E-mail da ricevere",
      submit: "Salva preferenze",
      submitting: "Salvataggio in corso…",
      saved: "Preferenze di notifica salvate",
      options: {
        securityAlerts: "Avvisi di sicurezza",
        securityAlertsText:
          "Immediatamente, quando un dispositivo perde la crittografia del disco, disattiva il blocco schermo o la protezione endpoint oppure smette di inviare dati.",
        complianceDigest: "Riepilogo della conformità dei dispositivi",
        complianceDigestText:
          "Ogni lunedì mattina: i dispositivi che non rispettano una policy, raggruppati per assegnatario, con le priorità di intervento.",
        trialReminders: "Promemoria della prova",
        trialRemindersText:
          "14 giorni, 7 giorni e 1 giorno prima della scadenza della prova di 90 giorni.",
        productNews: "Novità sul prodotto",
        productNewsText: "Nuove funzionalità e avvisi di sicurezza, al massimo un’e-mail al mese.",
        invoices: "Fatture",
        invoicesText: "Una copia di ogni fattura come allegato PDF al momento dell’emissione.",
      },
    },
    settings: {
      lead: "Mantenere sicuro l’account: la password, il blocco automatico dello schermo e le sessioni attive.",
      securitySection: "Sicurezza",
      changePassword: "Modifica password",
      autoLock: "Blocco automatico",
      activeSessions: "Sessioni attive",
      thisBrowser: "Questo browser",
      currentSession: "Sessione corrente",
      sharedComputer:
        "È stato usato un computer condiviso o in prestito? Scegliere «Esci» nel menu dell’account su quel computer: la sessione viene chiusa anche sul nostro server, non solo in quel browser.",
      dangerSection: "Zona pericolosa",
      deleteAccount: "Elimina account",
      deleteText:
        "L’eliminazione dell’account rimuove il profilo, la richiesta di prova e lo spazio di lavoro con tutti i dati dei dispositivi che contiene. Finché Fleetward è in beta non è disponibile l’esportazione dei dati, quindi l’operazione è irreversibile.",
      deleteRequest:
        "Per evitare che qualcuno elimini un account da una sessione rubata, l’eliminazione avviene su richiesta: scrivere a <email/> dall’indirizzo associato all’account. Confermeremo via e-mail entro un giorno lavorativo.",
      deleteSubject: "Eliminazione del mio account Fleetward",
    },
    password: {
      current: "Password attuale",
      new: "Nuova password",
      newHint:
        "Da 8 a 128 caratteri. Alcune parole senza relazione tra loro sono facili da ricordare e difficili da indovinare.",
      confirm: "Conferma nuova password",
      confirmHint: "Digitare di nuovo la nuova password.",
      mismatch: "Le due password non coincidono.",
      submit: "Modifica password",
      submitting: "Modifica in corso…",
      changed: "Password modificata",
    },
    autoLock: {
      label: "Blocca lo schermo dopo",
      option_one: "{{count}} minuto di inattività",
      option_other: "{{count}} minuti di inattività",
      optionDefault_one: "{{count}} minuto di inattività (predefinito)",
      optionDefault_other: "{{count}} minuti di inattività (predefinito)",
      hint: "Vale per questo browser. Quando lo schermo si blocca, basta inserire la password per sbloccarlo e riprendere da dove si era rimasti.",
      saved_one: "Salvato: lo schermo si blocca dopo {{count}} minuto di inattività.",
      saved_other: "Salvato: lo schermo si blocca dopo {{count}} minuti di inattività.",
      notSaved_one:
        "Questo browser non consente di salvare le impostazioni, quindi si applica il valore predefinito di {{count}} minuto.",
      notSaved_other:
        "Questo browser non consente di salvare le impostazioni, quindi si applica il valore predefinito di {{count}} minuti.",
    },
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

  blog: {
    allCategories: "Tutte le categorie",
    articleErrorTitle: "Impossibile caricare l’articolo",
    audioNote:
      "Ascolti l’episodio nella sua app per podcast. Le note dell’episodio sono riportate qui sotto.",
    backToBlog: "Torna al blog",
    blogNavigation: "Navigazione del blog",
    byAuthor: "Di {{name}}",
    carouselHint:
      "Usi i pulsanti o i tasti freccia sinistra e destra per passare da una diapositiva all’altra.",
    carouselRole: "carosello",
    categoriesHeading: "Categorie",
    categoryLabel: "Categoria",
    clearFilters: "Cancella tutti i filtri",
    duration: "Durata: {{duration}}",
    emptyPage: "Non ci sono articoli in questa pagina.",
    emptyText: "Provi con meno tag, un’altra categoria o un termine di ricerca diverso.",
    emptyTitle: "Nessun articolo corrisponde a questi filtri",
    errorText: "Verifichi la connessione a internet e riprovi.",
    errorTitle: "Impossibile caricare gli articoli",
    filtersLabel: "Filtra gli articoli",
    firstPage: "Vai alla prima pagina",
    galleryLabel: "Galleria",
    knowledgeBase: "Knowledge base",
    knowledgeBaseIntro: "Risposte passo passo per configurare e gestire Fleetward.",
    knowledgeBaseTitle: "Dalla knowledge base",
    latestArticles: "Articoli più recenti",
    loading: "Caricamento degli articoli…",
    loadingArticle: "Caricamento dell’articolo…",
    minutesToRead: "Minuti di lettura: {{count}}",
    nextPage: "Successiva",
    nextSlide: "Diapositiva successiva",
    notFoundTitle: "Non abbiamo trovato questo articolo",
    notFoundText: "L’articolo richiesto non esiste o è stato rimosso. Consulti il blog.",
    openLarger: "Apri una vista più grande",
    opensInNewTab: "(si apre in una nuova scheda)",
    pageOf: "Pagina {{page}} di {{total}}",
    pagination: "Paginazione",
    podcastEpisode: "Episodio del podcast",
    postCount: "Articoli: {{count}}",
    previousPage: "Precedente",
    previousSlide: "Diapositiva precedente",
    readMore: "Leggi di più",
    relatedArticles: "Articoli correlati",
    resultCount: "Articoli trovati: {{count}}",
    retry: "Riprova",
    searchLabel: "Cerca negli articoli",
    searchPlaceholder: "Ad esempio: crittografia",
    showAllTags: "Mostra tutti i tag",
    showFewerTags: "Mostra meno tag",
    showSlide: "Mostra la diapositiva {{number}}",
    slideOf: "Diapositiva {{current}} di {{total}}",
    slideRole: "diapositiva",
    slidesLabel: "Diapositive",
    tagsHint: "Gli articoli devono avere tutti i tag selezionati.",
    tagsLabel: "Tag",
    videoOn: "Video su {{provider}}",
    videoOpened: "Il video è stato aperto in una nuova scheda. In caso contrario:",
    videoPrivacy:
      "Nulla viene caricato da {{provider}} finché non sceglie di guardare il video. Il video si apre quindi su {{provider}} in una nuova scheda.",
    watchOn: "Guarda su {{provider}}",
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
