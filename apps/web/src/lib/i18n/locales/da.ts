import type { Translation } from "./en.ts";

export const da: Translation = {
  login_failed: "Login mislykkedes. Kontrollér dine loginoplysninger.",
  login_error: "Der opstod en uventet fejl. Prøv igen.",
  login_success: "Du er nu logget ind!",
  welcome_back: "Velkommen tilbage!",
  logout_success: "Du er logget ud",
  see_you_again: "Vi ses snart igen!",

  common: {
    appName: "Fleetward",
    tagline: "Styring af it-aktiver og enheder, sikret fra én app",
    skipToContent: "Spring til hovedindhold",
    loading: "Indlæser…",
    close: "Luk",
    home: "Forside",
    backHome: "Tilbage til forsiden",
    signIn: "Log ind",
    signUp: "Opret konto",
    startTrial: "Start gratis prøveperiode",
    signOut: "Log ud",
    learnMore: "Få mere at vide",
    readMore: "Læs mere",
    contactSales: "Kontakt salg",
    breadcrumb: "Brødkrummesti",
    onThisPage: "På denne side",
    trialBadge: "Gratis i 90 dage – uden betalingskort",
  },

  nav: {
    mainLabel: "Hovednavigation",
    openMenu: "Åbn menu",
    closeMenu: "Luk menu",
    product: "Produkt",
    resources: "Ressourcer",
    company: "Virksomhed",
    services: "Tjenester",
    serviceDetail: "Tjeneste til enhedssikkerhed",
    pricing: "Priser",
    customerStories: "Kundehistorier",
    testimonials: "Kundeudtalelser",
    documentation: "Dokumentation",
    changelog: "Ændringslog",
    uiComponents: "UI-komponenter",
    blog: "Blog",
    knowledgeBase: "Vidensbase",
    courses: "Kurser",
    forums: "Fora",
    helpCenter: "Hjælpecenter",
    faqs: "FAQ",
    guides: "Vejledninger",
    support: "Support",
    about: "Om os",
    team: "Team",
    careers: "Karriere",
    jobBoard: "Jobbørs",
    contact: "Kontakt",
  },

  account: {
    menuLabel: "Kontomenu",
    sidebarLabel: "Kontonavigation",
    signedInAs: "Logget ind som {{name}}",
    profile: "Profil",
    billing: "Fakturering",
    payment: "Betaling",
    invoice: "Fakturaer",
    social: "Sociale links",
    notifications: "Notifikationer",
    settings: "Indstillinger",
    lock: "Lås skærmen",
    collapseSidebar: "Fold sidepanel sammen",
    expandSidebar: "Fold sidepanel ud",
  },

  footer: {
    about:
      "Fleetward fører en præcis fortegnelse over alle bærbare computere, telefoner, servere og licenser, som din organisation ejer, og viser med ét blik, hvilke enheder der kræver opmærksomhed.",
    product: "Produkt",
    resources: "Ressourcer",
    company: "Virksomhed",
    legal: "Juridisk",
    terms: "Servicevilkår",
    privacy: "Privatlivspolitik",
    trialTerms: "Vilkår for prøveperiode",
    copyright: "© {{year}} Fleetward. Alle rettigheder forbeholdes.",
    languageLabel: "Sprog",
  },

  newsletter: {
    title: "Vær på forkant med enhedsrisici",
    description:
      "Én e-mail om måneden: sikkerhedsmeddelelser, tips til aktivstyring og produktnyheder.",
    emailLabel: "E-mailadresse",
    placeholder: "dig@virksomhed.dk",
    submit: "Tilmeld",
    submitting: "Tilmelder…",
    success: "Tak! Tjek din indbakke for at bekræfte din tilmelding.",
    invalidEmail: "Indtast en gyldig e-mailadresse.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Vi bruger kun de cookies, der er nødvendige for at holde dig logget ind og beskytte dine formularer. Ingen annonce- eller sporingscookies.",
    accept: "Forstået",
    learnMore: "Læs vores privatlivspolitik",
  },

  settings: {
    open: "Åbn indstillinger for udseende",
    title: "Udseende",
    description:
      "Tilpas, hvordan Fleetward ser ud på denne enhed. Ændringer træder i kraft med det samme.",
    theme: "Farvetema",
    themeLight: "Lyst",
    themeDark: "Mørkt",
    themeSystem: "System",
    direction: "Tekstretning",
    directionLtr: "Venstre mod højre",
    directionRtl: "Højre mod venstre",
    navbar: "Navigationslinje",
    navbarSticky: "Fastgjort",
    navbarFloating: "Svævende",
    navbarStatic: "Statisk",
    menu: "Sidemenu",
    menuVertical: "Lodret",
    menuCollapsible: "Sammenfoldelig",
    menuHorizontal: "Vandret",
    layout: "Sidebredde",
    layoutFull: "Fuld bredde",
    layoutBoxed: "Begrænset bredde",
    animation: "Sideovergang",
    animationNone: "Ingen",
    animationFade: "Ton ind",
    animationFadeUp: "Ton ind opad",
    animationZoom: "Zoom",
    semidark: "Mørkt sidepanel i lyst tema",
    language: "Sprog",
    reset: "Nulstil til standard",
  },

  auth: {
    errors: {
      usernameTaken: "Brugernavnet er optaget. Vælg et andet.",
      passwordRejected:
        "Vælg en adgangskode, der er sværere at gætte: ikke en almindelig adgangskode og hverken dit brugernavn eller din e-mailadresse.",
      resetLinkInvalid: "Linket til nulstilling er ugyldigt eller udløbet. Bed om et nyt nedenfor.",
      incorrectPassword: "Adgangskoden er forkert.",
      currentPasswordWrong:
        "Din nuværende adgangskode er forkert, eller den nye er for let at gætte.",
    },
    confirmingTitle: "Bekræfter din e-mailadresse…",
    confirmedTitle: "E-mailadressen er bekræftet",
    confirmedText: "Tak. Din adresse er bekræftet. Log ind for at starte din gratis prøveperiode.",
    confirmFailedTitle: "Vi kunne ikke bekræfte denne adresse",
    confirmFailedText:
      "Linket er ugyldigt, er allerede brugt eller er udløbet. Log ind, og bed om en ny bekræftelsesmail, eller opret dig igen.",
    continueToSignIn: "Fortsæt til login",
    fields: {
      workEmail: "Arbejdsmail",
      password: "Adgangskode",
      username: "Brugernavn",
      newPassword: "Ny adgangskode",
      confirmNewPassword: "Bekræft ny adgangskode",
    },
    login: {
      lead: "Velkommen tilbage. Log ind for at se dine enheder, din prøveperiode og din konto.",
      rememberMe: "Husk mig",
      forgotPassword: "Glemt adgangskoden?",
      submit: "Log ind",
      submitting: "Logger ind…",
      noAccount: "Ny hos Fleetward? <a>Opret konto</a>",
    },
    signup: {
      lead: "Én konto til din profil, din gratis prøveperiode på 90 dage og senere dit teams arbejdsområde. Intet kreditkort nødvendigt.",
      usernameHint: "3 til 32 tegn: bogstaver, tal, punktummer, understregninger og bindestreger.",
      emailHint: "Vi sender et bekræftelseslink til denne adresse.",
      acceptTerms: "Jeg accepterer <a>servicevilkårene</a>.",
      submit: "Opret konto",
      submitting: "Opretter din konto…",
      haveAccount: "Har du allerede en konto? <a>Log ind</a>",
    },
    signupSuccess: {
      lead: "Din konto er oprettet. Vi har sendt et bekræftelseslink til {{email}}: Åbn det for at bekræfte, at adressen er din.",
      leadNoEmail:
        "Din konto er oprettet. Vi har sendt et bekræftelseslink til din e-mailadresse: Åbn det for at bekræfte, at adressen er din.",
      steps: {
        openEmail: "Åbn e-mailen fra Fleetward, der beder dig bekræfte din adresse.",
        selectButton: "Vælg bekræftelsesknappen. Den åbner Fleetward i din browser.",
        signIn: "Log ind, og start din gratis prøveperiode på 90 dage fra din profil.",
      },
      nothingArrived: "Er der ikke kommet noget?",
      tips: {
        wait: "Vent fem minutter: Nogle virksomheders mailfiltre holder kortvarigt nye afsendere tilbage.",
        spam: "Kig i din spam-, uønsket post- eller karantænemappe, og markér vores besked som ikke-spam.",
        typo: "Tjek, at den adresse, du oprettede dig med, ikke indeholder en tastefejl – hvis den gør, skal du blot oprette dig igen.",
        allowSender:
          "Bed din it-afdeling om at tillade mails fra Fleetward, hvis din organisation filtrerer eksterne afsendere.",
      },
      stillNothing:
        "Stadig intet derefter? <a>Kontakt support</a>, og fortæl os, hvilken adresse du brugte.",
    },
    lockScreen: {
      title: "Din session er låst",
      lead: "Vi har låst Fleetward efter en periode uden aktivitet. Indtast din adgangskode for at fortsætte, hvor du slap.",
      submit: "Lås op",
      submitting: "Låser op…",
      notYou: "Ikke dig? <a>Log ind som en anden</a>",
    },
    recover: {
      requestLead:
        "Indtast e-mailadressen til din Fleetward-konto, så sender vi dig et link til at vælge en ny adgangskode.",
      newPasswordTitle: "Vælg en ny adgangskode",
      newPasswordLead:
        "Vælg en adgangskode, du ikke bruger andre steder. Når du har gemt den, skal du logge ind med den på alle dine enheder.",
      remembered: "Kom du i tanke om den? <a>Tilbage til login</a>",
    },
    requestReset: {
      emailHint: "Den adresse, du oprettede dig med.",
      submit: "Send link til nulstilling",
      submitting: "Sender…",
      sent: "Hvis der findes en konto med den adresse, har vi sendt et link til at vælge en ny adgangskode. Det kan tage et par minutter, før det når frem – tjek også din spam- eller uønsket post-mappe.",
      useDifferentAddress: "Brug en anden adresse",
    },
    newPassword: {
      changedNotice: "Adgangskoden er ændret",
      changed: "Din adgangskode er blevet ændret. <a>Log ind med din nye adgangskode</a>.",
      mismatch: "De to adgangskoder er ikke ens.",
      confirmHint: "Skriv den en gang til.",
      submit: "Gem ny adgangskode",
      submitting: "Gemmer…",
    },
    passwordStrength: {
      empty: "8 til 128 tegn. Jo længere, jo stærkere.",
      strength: "Styrke: {{level}}.",
      weak: "Svag",
      weakAdvice:
        "Brug mindst 8 tegn – et par ord, der ikke har noget med hinanden at gøre, fungerer godt.",
      fair: "Middel",
      fairAdvice: "God start. Gør den længere, eller bland store bogstaver, tal og symboler ind.",
      strong: "Stærk",
      strongAdvice: "Svær at gætte. Gem den i din adgangskodeadministrator.",
    },
  },

  accountArea: {
    notProvided: "Ikke angivet endnu",
    profile: {
      lead: "Dine personlige oplysninger og virksomhedsoplysninger, din e-mailadresse og status for din prøveperiode af Fleetward.",
      trialSection: "Gratis prøveperiode",
      trialStatus: "Status for prøveperiode",
      activeUntil: "Aktiv til og med {{date}}",
      activeFor90Days: "Aktiv i 90 dage",
      detailsSection: "Dine oplysninger",
      detailsIntro:
        "Udfyldt ud fra formularen til prøveperioden. Skriv til support@fleetward.com, hvis noget skal rettes.",
      personalDetails: "Personlige oplysninger",
      companyDetails: "Virksomhedsoplysninger",
      emailAddress: "E-mailadresse",
      yourApp: "Din app",
      emailConfirmed: "Bekræftet",
      emailNotConfirmed: "Ikke bekræftet",
      emailNote:
        "Sikkerhedsadvarsler og påmindelser om prøveperioden sendes til denne adresse, så sørg for, at den forbliver bekræftet.",
      appNote:
        "Du vælger appnavnet i formularen til prøveperioden; dit arbejdsområde ligger derefter på <address/>.",
      fields: {
        firstName: "Fornavn",
        lastName: "Efternavn",
        username: "Brugernavn",
        title: "Titel",
        position: "Stilling",
        department: "Afdeling",
        company: "Virksomhed",
        address: "Adresse",
        phone: "Telefon",
        email: "E-mail",
        app: "App",
        appUrl: "Appens URL",
        trialExpires: "Prøveperioden udløber",
      },
    },
    trial: {
      stepDone: "Fuldført",
      stepCurrent: "Aktuelt trin",
      stepUpcoming: "Ikke nået endnu",
      steps: {
        none: {
          title: "Ingen prøveperiode endnu",
          text: "Acceptér vilkårene for prøveperioden, og fortæl os derefter om din virksomhed og det appnavn, du ønsker. Det tager cirka tre minutter.",
        },
        pending: {
          title: "Afventer godkendelse",
          text: "Vi gennemgår hver anmodning manuelt, normalt inden for én arbejdsdag, og sender dig en e-mail, så snart den er godkendt.",
        },
        deploying: {
          title: "Dit arbejdsområde bliver udrullet",
          text: "Vi opretter dit eget arbejdsområde og dets database. Det tager normalt et par minutter; du kan lukke siden imens.",
        },
        active: {
          title: "Aktiv",
          text: "Dit arbejdsområde er aktivt i 90 dage. Tilmeld dine første enheder, og invitér dit team; efter de 90 dage lukkes det, medmindre du opgraderer.",
        },
      },
      next: {
        noneText:
          "Prøv alle Fleetwards funktioner gratis i 90 dage uden kreditkort. Prøveperioden er en beta: Hold forretningskritiske og følsomme data ude af den, og bemærk, at dataeksport endnu ikke er tilgængelig.",
        startTrial: "Start din gratis prøveperiode",
        pending:
          "Din anmodning er i kø. Vi sender en e-mail til {{email}}, når den er godkendt; du behøver ikke gøre andet.",
        pendingNoEmail:
          "Din anmodning er i kø. Vi sender dig en e-mail, når den er godkendt; du behøver ikke gøre andet.",
        deploying:
          "Dit arbejdsområde bliver udrullet. Vent et par minutter, og genindlæs derefter siden.",
        openWorkspace: "Åbn dit arbejdsområde",
        guides: "Kom godt i gang-vejledninger",
      },
    },
    billing: {
      lead: "Dit abonnement, hvor mange enheder du administrerer, og hvor vi sender fakturaer hen.",
      planSection: "Abonnement og forbrug",
      currentPlan: "Nuværende abonnement",
      noPlan: "Intet abonnement endnu",
      noPlanText:
        "Start med den gratis prøveperiode på 90 dage: alle funktioner, intet kreditkort. Når de 90 dage er gået, lukkes prøveperioden automatisk; opgradér inden da for at beholde dit arbejdsområde.",
      startTrial: "Start din gratis prøveperiode",
      deviceUsage: "Enhedsforbrug",
      managedDevices_one: "{{count}} <unit>administreret enhed</unit>",
      managedDevices_other: "{{count}} <unit>administrerede enheder</unit>",
      deviceUsageText:
        "En enhed tæller med, så snart den første gang rapporterer til dit arbejdsområde. Udfasede og arkiverede enheder tæller ikke med, så ryd op før din faktureringsdato.",
      detailsSection: "Faktureringsoplysninger",
      billingAddress: "Faktureringsadresse",
      noBillingAddress: "Ingen faktureringsadresse registreret",
      noBillingAddressText:
        "Når betalingsabonnementerne åbner efter betaperioden, kopierer vi din virksomhedsadresse hertil. Du kan ændre den før din første faktura, for eksempel til en økonomiafdeling.",
      keepFleetward: "Behold Fleetward efter prøveperioden",
      keepFleetwardText:
        "Betalingsabonnementerne prissættes pr. administreret enhed, så du betaler for det, du faktisk holder styr på. Sammenlign dem, eller tal med os om mængderabat til en stor enhedsflåde.",
      comparePlans: "Sammenlign abonnementer",
      talkToSales: "Tal med salg",
    },
    payment: {
      lead: "De kort, vi trækker betaling fra for dit Fleetward-abonnement. Den gratis prøveperiode kræver aldrig et kort.",
      methodsSection: "Betalingsmetoder",
      savedMethods: "Gemte betalingsmetoder",
      noMethod: "Ingen betalingsmetode registreret",
      noMethodText:
        "Du behøver ikke et kort til prøveperioden på 90 dage. Kort, du tilføjer senere, vises her med kortmærke, de sidste fire cifre og udløbsdato.",
      addCard: "Tilføj et kort",
      paymentsClosed:
        "Kortbetaling åbner, når Fleetward kommer ud af beta. Indtil da er der intet at betale, så denne formular kan ikke sendes endnu.",
      cardDetails: "Kortoplysninger",
      cardHolder: "Kortholder",
      cardNumber: "Kortnummer",
      expiry: "Udløbsdato (MM/ÅÅ)",
      cvc: "CVC",
      saveCard: "Gem kort",
    },
    invoice: {
      lead: "Alle fakturaer for dit Fleetward-abonnement med de enheder, de dækker, klar til download som PDF.",
      historySection: "Fakturahistorik",
      allInvoices: "Alle fakturaer",
      columns: {
        invoice: "Faktura",
        issued: "Udstedt",
        billingPeriod: "Faktureringsperiode",
        devices: "Enheder",
        amount: "Beløb",
        status: "Status",
      },
      download: "Download",
      noInvoices: "Ingen fakturaer endnu",
      noInvoicesText:
        "Prøveperioden er gratis, så der er intet at fakturere. Din første faktura vises her, når du skifter til et betalingsabonnement.",
      emailCopy:
        "Vil du have en kopi af hver faktura pr. e-mail? Slå faktura-e-mails til under <a>Notifikationer</a>.",
    },
    social: {
      lead: "Links, der vises på din offentlige profil i fællesskabsforaene og ved siden af dine indlæg, så andre it-teams kan finde dig.",
      linksSection: "Profillinks",
      yourLinks: "Dine links",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Websted",
      hint: "Fulde adresser, der starter med https://. Lad et felt stå tomt for at fjerne linket.",
      submit: "Gem links",
      submitting: "Gemmer…",
      saved: "Sociale links er gemt",
    },
    notifications: {
      lead: "Vælg, hvad Fleetward sender dig e-mails om. Beskeder om din kontos sikkerhed, f.eks. ændringer af adgangskode, sendes altid.",
      emailSection: "E-mailnotifikationer",
      whatWeSend: "Det sender vi dig",
      legend: "E-mails, du vil modtage",
      submit: "Gem præferencer",
      submitting: "Gemmer…",
      saved: "Notifikationspræferencerne er gemt",
      options: {
        securityAlerts: "Sikkerhedsadvarsler",
        securityAlertsText:
          "Med det samme, når en enhed mister diskkryptering, slår skærmlås eller endpoint-beskyttelse fra eller holder op med at rapportere.",
        complianceDigest: "Oversigt over enhedernes compliance",
        complianceDigestText:
          "Hver mandag morgen: de enheder, der ikke overholder en politik, grupperet efter ejer og med det, der skal rettes først.",
        trialReminders: "Påmindelser om prøveperioden",
        trialRemindersText: "14 dage, 7 dage og 1 dag før din prøveperiode på 90 dage slutter.",
        productNews: "Produktnyheder",
        productNewsText: "Nye funktioner og sikkerhedsmeddelelser, højst én e-mail om måneden.",
        invoices: "Fakturaer",
        invoicesText: "En kopi af hver faktura som vedhæftet PDF, når den udstedes.",
      },
    },
    settings: {
      lead: "Hold din konto sikker: din adgangskode, hvornår skærmen låses, og hvor du er logget ind.",
      securitySection: "Sikkerhed",
      changePassword: "Skift adgangskode",
      autoLock: "Automatisk låsning",
      activeSessions: "Aktive sessioner",
      thisBrowser: "Denne browser",
      currentSession: "Aktuel session",
      sharedComputer:
        "Har du brugt en delt eller lånt computer? Vælg »Log ud« i kontomenuen dér: Det afslutter også sessionen på vores server, ikke kun i den browser.",
      dangerSection: "Farezone",
      deleteAccount: "Slet konto",
      deleteText:
        "Hvis du sletter din konto, fjernes din profil, din anmodning om prøveperiode og dit arbejdsområde med alle enhedsposter i det. Så længe Fleetward er i beta, er der ingen dataeksport, så det kan ikke fortrydes.",
      deleteRequest:
        "For at sikre, at ingen sletter en konto fra en stjålet session, gør vi det på anmodning: Skriv til <email/> fra den adresse, der er knyttet til din konto. Vi bekræfter pr. e-mail inden for én arbejdsdag.",
      deleteSubject: "Slet min Fleetward-konto",
    },
    password: {
      current: "Nuværende adgangskode",
      new: "Ny adgangskode",
      newHint:
        "8 til 128 tegn. Et par ord, der ikke har noget med hinanden at gøre, er nemme at huske og svære at gætte.",
      confirm: "Bekræft ny adgangskode",
      confirmHint: "Skriv den nye adgangskode en gang til.",
      mismatch: "De to adgangskoder er ikke ens.",
      submit: "Skift adgangskode",
      submitting: "Skifter…",
      changed: "Adgangskoden er skiftet",
    },
    autoLock: {
      label: "Lås skærmen efter",
      option_one: "{{count}} minuts inaktivitet",
      option_other: "{{count}} minutters inaktivitet",
      optionDefault_one: "{{count}} minuts inaktivitet (standard)",
      optionDefault_other: "{{count}} minutters inaktivitet (standard)",
      hint: "Gælder for denne browser. Når skærmen er låst, låser du op med din adgangskode og fortsætter, hvor du slap.",
      saved_one: "Gemt: Skærmen låses efter {{count}} minut uden aktivitet.",
      saved_other: "Gemt: Skærmen låses efter {{count}} minutter uden aktivitet.",
      notSaved_one:
        "Denne browser tillader ikke, at indstillinger gemmes, så standardværdien på {{count}} minut gælder.",
      notSaved_other:
        "Denne browser tillader ikke, at indstillinger gemmes, så standardværdien på {{count}} minutter gælder.",
    },
  },

  errors: {
    notFoundCode: "Fejl 404",
    notFoundTitle: "Vi kan ikke finde siden",
    notFoundText:
      "Siden, du leder efter, er muligvis flyttet eller har aldrig eksisteret. Tjek adressen, eller start forfra fra forsiden.",
    genericTitle: "Noget gik galt",
    genericText: "En uventet fejl forhindrede siden i at blive indlæst. Prøv igen.",
    tryAgain: "Prøv igen",
    network:
      "Vi kunne ikke få forbindelse til Fleetward. Tjek din internetforbindelse, og prøv igen.",
    timeout: "Serveren var for længe om at svare. Prøv igen.",
    server: "Fleetward kunne ikke behandle din anmodning. Prøv igen om et øjeblik.",
    unauthorized: "Din session er udløbet. Log ind igen.",
    forbidden: "Du har ikke tilladelse til at gøre dette.",
    notFound: "Det, du bad om, blev ikke fundet.",
    rateLimited: "For mange forsøg. Vent et øjeblik, og prøv igen.",
    invalidInput: "Nogle af de oplysninger, du har indtastet, er ugyldige.",
    tooLarge: "Det, du har sendt, er for stort.",
  },

  blog: {
    allCategories: "Alle kategorier",
    articleErrorTitle: "Artiklen kunne ikke indlæses",
    audioNote: "Lyt i din podcast-app. Shownoterne følger nedenfor.",
    backToBlog: "Tilbage til bloggen",
    blogNavigation: "Blognavigation",
    byAuthor: "Af {{name}}",
    carouselHint:
      "Brug knapperne eller piletasterne til venstre og højre for at skifte mellem slides.",
    carouselRole: "karrusel",
    categoriesHeading: "Kategorier",
    categoryLabel: "Kategori",
    clearFilters: "Ryd alle filtre",
    duration: "Varighed: {{duration}}",
    emptyPage: "Der er ingen artikler på denne side.",
    emptyText: "Prøv med færre tags, en anden kategori eller et andet søgeord.",
    emptyTitle: "Ingen artikler matcher disse filtre",
    errorText: "Kontrollér din internetforbindelse, og prøv igen.",
    errorTitle: "Artiklerne kunne ikke indlæses",
    filtersLabel: "Filtrér artikler",
    firstPage: "Gå til første side",
    galleryLabel: "Galleri",
    knowledgeBase: "Vidensbase",
    knowledgeBaseIntro: "Trin-for-trin-svar om opsætning og drift af Fleetward.",
    knowledgeBaseTitle: "Fra vidensbasen",
    latestArticles: "Seneste artikler",
    loading: "Indlæser artikler …",
    loadingArticle: "Indlæser artiklen …",
    minutesToRead: "Læsetid i minutter: {{count}}",
    nextPage: "Næste",
    nextSlide: "Næste slide",
    notFoundTitle: "Vi kunne ikke finde artiklen",
    notFoundText: "Den ønskede artikel findes ikke eller er blevet fjernet. Se i stedet bloggen.",
    openLarger: "Åbn en større visning",
    opensInNewTab: "(åbner i en ny fane)",
    pageOf: "Side {{page}} af {{total}}",
    pagination: "Sidenavigation",
    podcastEpisode: "Podcastafsnit",
    postCount: "Artikler: {{count}}",
    previousPage: "Forrige",
    previousSlide: "Forrige slide",
    readMore: "Læs mere",
    relatedArticles: "Relaterede artikler",
    resultCount: "Fundne artikler: {{count}}",
    retry: "Prøv igen",
    searchLabel: "Søg i artikler",
    searchPlaceholder: "For eksempel: kryptering",
    showAllTags: "Vis alle tags",
    showFewerTags: "Vis færre tags",
    showSlide: "Vis slide {{number}}",
    slideOf: "Slide {{current}} af {{total}}",
    slideRole: "slide",
    slidesLabel: "Slides",
    tagsHint: "Artiklerne skal have alle de valgte tags.",
    tagsLabel: "Tags",
    videoOn: "Video på {{provider}}",
    videoOpened: "Videoen er åbnet i en ny fane. Hvis ikke:",
    videoPrivacy:
      "Intet indlæses fra {{provider}}, før du vælger at se videoen. Den åbnes derefter på {{provider}} i en ny fane.",
    watchOn: "Se på {{provider}}",
  },

  pages: {
    home: {
      title: "Fleetward – styring af it-aktiver og enheder",
      description:
        "Registrér alle enheder, licenser og aktiver, som din organisation ejer, og hold dem sikre fra én app. Gratis prøveperiode i 90 dage.",
    },
    about: {
      title: "Om Fleetward",
      description:
        "Derfor udvikler vi Fleetward: It-teams fortjener ét roligt og præcist overblik over alle de enheder, de har ansvaret for.",
    },
    services: {
      title: "Tjenester",
      description:
        "Aktivregistrering, sikkerhedsstatus for enheder, licensstyring, livscyklusstyring og onboarding-tjenester fra Fleetward.",
    },
    serviceDetail: {
      title: "Overvågning af enhedssikkerhed",
      description:
        "Sådan kontrollerer Fleetward diskkryptering, opdateringsniveau for styresystemet, skærmlås og endpoint-beskyttelse på alle administrerede enheder.",
    },
    team: {
      title: "Vores team",
      description: "Mød de mennesker, der udvikler og supporterer Fleetward.",
    },
    pricing: {
      title: "Priser",
      description:
        "Enkel pris pr. enhed for styring af it-aktiver og enheder. Start med en gratis prøveperiode på 90 dage.",
    },
    testimonials: {
      title: "Det siger vores kunder",
      description:
        "It-ledere fortæller, hvordan Fleetward har ændret den måde, de holder styr på og sikrer enheder på.",
    },
    contact: {
      title: "Kontakt os",
      description: "Tal med Fleetwards salg eller support. Vi svarer inden for én hverdag.",
    },
    contactDetail: {
      title: "Kontorer og kontaktoplysninger",
      description: "Adresser, telefonnumre og åbningstider for Fleetwards kontorer.",
    },
    terms: {
      title: "Servicevilkår",
      description: "De vilkår, der gælder for din brug af Fleetward.",
    },
    privacy: {
      title: "Privatlivspolitik",
      description:
        "Hvilke personoplysninger Fleetward behandler, hvorfor, og hvilke rettigheder du har.",
    },
    termsTrial: {
      title: "Vilkår for prøveperiode",
      description: "Vilkårene for den gratis 90-dages betaprøveperiode af Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Artikler om styring af it-aktiver, enhedssikkerhed, compliance og drift af et slankt it-team.",
    },
    blogDetail: {
      title: "Artikel",
      description: "En artikel fra Fleetwards blog.",
    },
    kbDetail: {
      title: "Vidensbaseartikel",
      description: "Trin-for-trin-svar fra Fleetwards vidensbase.",
    },
    blogStandardPost: {
      title: "Standardindlæg",
      description: "En almindelig artikel fra Fleetwards blog.",
    },
    blogSliderPost: {
      title: "Indlæg med billedkarrusel",
      description: "En artikel med en billedkarrusel.",
    },
    blogGalleryPost: { title: "Galleriindlæg", description: "En artikel med et fotogalleri." },
    blogYoutubePost: { title: "Videoindlæg", description: "En artikel med en YouTube-video." },
    blogVimeoPost: { title: "Vimeo-indlæg", description: "En artikel med en Vimeo-video." },
    blogAudioPost: { title: "Lydindlæg", description: "En artikel med en podcastepisode." },
    blogBlockquotePost: {
      title: "Citatindlæg",
      description: "En artikel bygget op omkring et citat.",
    },
    blogLeftSidebarPost: {
      title: "Indlæg med sidepanel",
      description: "En artikel med navigationen i siden.",
    },
    courseListing: {
      title: "Kurser",
      description: "Gratis kurser i styring af it-aktiver, enhedssikkerhed og compliance.",
    },
    courseDetail: {
      title: "Kursus",
      description: "Kursusoversigt, lektioner og hvad du vil lære.",
    },
    jobGrid: {
      title: "Jobbørs",
      description: "Ledige stillinger inden for it-drift, sikkerhed og aktivstyring.",
    },
    jobDetail: { title: "Jobdetaljer", description: "Rolle, ansvarsområder og sådan søger du." },
    jobApply: { title: "Søg et job", description: "Send din ansøgning." },
    jobPost: {
      title: "Opret et jobopslag",
      description: "Slå en ledig stilling op på Fleetwards jobbørs.",
    },
    jobCareer: {
      title: "Karriere hos Fleetward",
      description:
        "Arbejd sammen med os på det roligste produkt til styring af it-aktiver, der findes.",
    },
    jobCandidates: { title: "Kandidater", description: "Fagfolk, der er åbne for nye stillinger." },
    jobCandidateDetail: {
      title: "Kandidatprofil",
      description: "En kandidats erfaring og kompetencer.",
    },
    jobCompanies: {
      title: "Virksomheder, der ansætter",
      description: "Organisationer, der ansætter it-folk.",
    },
    jobCompanyDetail: {
      title: "Virksomhedsprofil",
      description: "Om virksomheden og dens ledige stillinger.",
    },
    forumsTopic: {
      title: "Fællesskabsfora",
      description: "Stil spørgsmål, og del erfaringer med andre it-teams.",
    },
    forumsComments: { title: "Diskussion", description: "En diskussion fra fællesskabsforaene." },
    helpCenter: {
      title: "Hjælpecenter",
      description: "Vejledninger, svar og support til Fleetwards kunder.",
    },
    helpCenterFaqs: {
      title: "Ofte stillede spørgsmål",
      description: "Hurtige svar om konti, prøveperioden, enheder og sikkerhed.",
    },
    helpCenterGuides: {
      title: "Vejledninger",
      description: "Trin-for-trin-vejledninger i at konfigurere og bruge Fleetward.",
    },
    helpCenterSupport: {
      title: "Support",
      description: "Sådan kontakter du Fleetwards support, og hvad din henvendelse bør indeholde.",
    },
    emailConfirmation: {
      title: "E-mail: bekræft din adresse",
      description: "Forhåndsvisning af den e-mail, der bekræfter adressen på en ny konto.",
    },
    emailPasswordReset: {
      title: "E-mail: nulstil din adgangskode",
      description: "Forhåndsvisning af e-mailen til nulstilling af adgangskode.",
    },
    emailAlert: {
      title: "E-mail: sikkerhedsadvarsel",
      description: "Forhåndsvisning af e-mailen med sikkerhedsadvarsler om enheder.",
    },
    emailInvoice: {
      title: "E-mail: faktura",
      description: "Forhåndsvisning af faktura-e-mailen.",
    },
    portfolio: {
      title: "Kundehistorier",
      description: "Sådan styrer organisationer i alle størrelser deres enheder med Fleetward.",
    },
    portfolioDetail: {
      title: "Kundehistorie",
      description: "Sådan fik en organisation styr på sine enheder med Fleetward.",
    },
    uiComponents: {
      title: "UI-komponenter",
      description: "Byggestenene i Fleetwards brugerflade.",
    },
    documentation: {
      title: "Dokumentation",
      description: "Opsæt, konfigurer og integrer Fleetward.",
    },
    changelog: {
      title: "Ændringslog",
      description: "Nyheder i Fleetward, version for version.",
    },
    notFound: {
      title: "Siden blev ikke fundet",
      description: "Den side, du leder efter, findes ikke.",
    },
    comingSoon: {
      title: "Kommer snart",
      description: "Denne del af Fleetward er på vej.",
    },
    maintenance: {
      title: "Planlagt vedligeholdelse",
      description: "Fleetward er kortvarigt utilgængelig, mens vi opgraderer.",
    },
    thankYou: {
      title: "Tak",
      description: "Vi har modtaget din besked.",
    },
    login: {
      title: "Log ind",
      description: "Log ind på din Fleetward-konto.",
    },
    signup: {
      title: "Opret din konto",
      description: "Opret en Fleetward-konto, og start din gratis prøveperiode på 90 dage.",
    },
    recoverPassword: {
      title: "Nulstil din adgangskode",
      description: "Få et link til at vælge en ny adgangskode.",
    },
    lockScreen: {
      title: "Sessionen er låst",
      description: "Indtast din adgangskode for at fortsætte.",
    },
    signupSuccess: {
      title: "Tjek din indbakke",
      description: "Bekræft din e-mailadresse for at færdiggøre oprettelsen af din konto.",
    },
    profile: {
      title: "Profil",
      description: "Dine personlige oplysninger, virksomhed og prøveperiode.",
    },
    billing: { title: "Fakturering", description: "Abonnement, faktureringsadresse og forbrug." },
    payment: { title: "Betalingsmetoder", description: "Gemte kort og betalingsmetoder." },
    invoice: { title: "Fakturaer", description: "Dine fakturaer og kvitteringer." },
    social: { title: "Sociale links", description: "Links, der vises på din profil." },
    notifications: {
      title: "Notifikationer",
      description: "Vælg, hvilke e-mails og advarsler du vil modtage.",
    },
    accountSettings: {
      title: "Kontoindstillinger",
      description: "Adgangskode, sessioner og præferencer.",
    },
  },
};
