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
