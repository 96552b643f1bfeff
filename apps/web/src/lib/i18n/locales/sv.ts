import type { Translation } from "./en.ts";

export const sv: Translation = {
  login_failed: "Inloggningen misslyckades. Kontrollera dina inloggningsuppgifter.",
  login_error: "Ett oväntat fel uppstod. Försök igen.",
  login_success: "Du är nu inloggad!",
  welcome_back: "Välkommen tillbaka!",
  logout_success: "Du har loggats ut",
  see_you_again: "Vi ses snart igen!",

  common: {
    appName: "Fleetward",
    tagline: "Hantering av IT-tillgångar och enheter, säkrat från en app",
    skipToContent: "Hoppa till huvudinnehållet",
    loading: "Läser in…",
    close: "Stäng",
    home: "Startsida",
    backHome: "Tillbaka till startsidan",
    signIn: "Logga in",
    signUp: "Skapa konto",
    startTrial: "Starta gratis provperiod",
    signOut: "Logga ut",
    learnMore: "Mer information",
    readMore: "Läs mer",
    contactSales: "Kontakta säljteamet",
    breadcrumb: "Brödsmulor",
    onThisPage: "På den här sidan",
    trialBadge: "Gratis i 90 dagar – inget kreditkort krävs",
  },

  nav: {
    mainLabel: "Huvudnavigering",
    openMenu: "Öppna menyn",
    closeMenu: "Stäng menyn",
    product: "Produkt",
    resources: "Resurser",
    company: "Företaget",
    services: "Tjänster",
    serviceDetail: "Tjänst för enhetssäkerhet",
    pricing: "Priser",
    customerStories: "Kundberättelser",
    testimonials: "Kundomdömen",
    documentation: "Dokumentation",
    changelog: "Ändringslogg",
    uiComponents: "UI-komponenter",
    blog: "Blogg",
    knowledgeBase: "Kunskapsbas",
    courses: "Kurser",
    forums: "Forum",
    helpCenter: "Hjälpcenter",
    faqs: "Vanliga frågor",
    guides: "Guider",
    support: "Support",
    about: "Om oss",
    team: "Team",
    careers: "Karriär",
    jobBoard: "Lediga jobb",
    contact: "Kontakt",
  },

  account: {
    menuLabel: "Kontomeny",
    sidebarLabel: "Kontonavigering",
    signedInAs: "Inloggad som {{name}}",
    profile: "Profil",
    billing: "Fakturering",
    payment: "Betalning",
    invoice: "Fakturor",
    social: "Sociala länkar",
    notifications: "Aviseringar",
    settings: "Inställningar",
    lock: "Lås skärmen",
    collapseSidebar: "Fäll ihop sidofältet",
    expandSidebar: "Fäll ut sidofältet",
  },

  footer: {
    about:
      "Fleetward håller en korrekt förteckning över alla bärbara datorer, telefoner, servrar och licenser som din organisation äger, och visar direkt vilka enheter som kräver åtgärder.",
    product: "Produkt",
    resources: "Resurser",
    company: "Företaget",
    legal: "Juridiskt",
    terms: "Användarvillkor",
    privacy: "Integritetspolicy",
    trialTerms: "Villkor för provperiod",
    copyright: "© {{year}} Fleetward. Alla rättigheter förbehållna.",
    languageLabel: "Språk",
  },

  newsletter: {
    title: "Ligg steget före enhetsriskerna",
    description:
      "Ett mejl i månaden: säkerhetsmeddelanden, tips om tillgångshantering och produktnyheter.",
    emailLabel: "E-postadress",
    placeholder: "du@foretaget.se",
    submit: "Prenumerera",
    submitting: "Skickar…",
    success: "Tack! Kontrollera din inkorg för att bekräfta din prenumeration.",
    invalidEmail: "Ange en giltig e-postadress.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Vi använder bara de cookies som behövs för att hålla dig inloggad och skydda dina formulär. Inga cookies för annonsering eller spårning.",
    accept: "Jag förstår",
    learnMore: "Läs vår integritetspolicy",
  },

  settings: {
    open: "Öppna utseendeinställningar",
    title: "Utseende",
    description: "Anpassa hur Fleetward ser ut på den här enheten. Ändringarna gäller direkt.",
    theme: "Färgtema",
    themeLight: "Ljust",
    themeDark: "Mörkt",
    themeSystem: "System",
    direction: "Textriktning",
    directionLtr: "Vänster till höger",
    directionRtl: "Höger till vänster",
    navbar: "Navigeringsfält",
    navbarSticky: "Fäst",
    navbarFloating: "Flytande",
    navbarStatic: "Statiskt",
    menu: "Sidomeny",
    menuVertical: "Vertikal",
    menuCollapsible: "Hopfällbar",
    menuHorizontal: "Horisontell",
    layout: "Sidbredd",
    layoutFull: "Full bredd",
    layoutBoxed: "Begränsad bredd",
    animation: "Sidövergång",
    animationNone: "Ingen",
    animationFade: "Tona in",
    animationFadeUp: "Tona in uppåt",
    animationZoom: "Zooma",
    semidark: "Mörkt sidofält i ljust tema",
    language: "Språk",
    reset: "Återställ till standard",
  },

  errors: {
    notFoundCode: "Fel 404",
    notFoundTitle: "Vi hittar inte sidan",
    notFoundText:
      "Sidan du letar efter kan ha flyttats eller har aldrig funnits. Kontrollera adressen eller börja om från startsidan.",
    genericTitle: "Något gick fel",
    genericText: "Ett oväntat fel hindrade sidan från att läsas in. Försök igen.",
    tryAgain: "Försök igen",
    network: "Vi kunde inte nå Fleetward. Kontrollera din internetanslutning och försök igen.",
    timeout: "Servern tog för lång tid att svara. Försök igen.",
    server: "Fleetward kunde inte hantera din begäran. Försök igen om en stund.",
    unauthorized: "Din session har upphört. Logga in igen.",
    forbidden: "Du har inte behörighet att göra det.",
    notFound: "Det du begärde kunde inte hittas.",
    rateLimited: "För många försök. Vänta en stund och försök igen.",
    invalidInput: "En del av uppgifterna du angav är ogiltiga.",
    tooLarge: "Det du skickade är för stort.",
  },

  pages: {
    home: {
      title: "Fleetward – hantering av IT-tillgångar och enheter",
      description:
        "Inventera alla enheter, licenser och tillgångar som din organisation äger och håll dem säkra från en app. Gratis provperiod i 90 dagar.",
    },
    about: {
      title: "Om Fleetward",
      description:
        "Därför bygger vi Fleetward: IT-team förtjänar en lugn och korrekt överblick över alla enheter de ansvarar för.",
    },
    services: {
      title: "Tjänster",
      description:
        "Inventering av tillgångar, enheternas säkerhetsstatus, licensuppföljning, livscykelhantering och introduktionstjänster från Fleetward.",
    },
    serviceDetail: {
      title: "Övervakning av enhetssäkerhet",
      description:
        "Så kontrollerar Fleetward diskkryptering, uppdateringsnivå för operativsystemet, skärmlås och slutpunktsskydd på varje hanterad enhet.",
    },
    team: {
      title: "Vårt team",
      description: "Möt personerna som utvecklar Fleetward och ger support.",
    },
    pricing: {
      title: "Priser",
      description:
        "Enkel prissättning per enhet för hantering av IT-tillgångar och enheter. Börja med en gratis provperiod i 90 dagar.",
    },
    testimonials: {
      title: "Det här säger våra kunder",
      description:
        "IT-chefer berättar hur Fleetward har förändrat sättet de håller koll på och skyddar enheter.",
    },
    contact: {
      title: "Kontakta oss",
      description: "Prata med Fleetwards försäljning eller support. Vi svarar inom en arbetsdag.",
    },
    contactDetail: {
      title: "Kontor och kontaktuppgifter",
      description: "Adresser, telefonnummer och öppettider för Fleetwards kontor.",
    },
    terms: {
      title: "Användarvillkor",
      description: "Villkoren som gäller för din användning av Fleetward.",
    },
    privacy: {
      title: "Integritetspolicy",
      description:
        "Vilka personuppgifter Fleetward behandlar, varför och vilka rättigheter du har.",
    },
    termsTrial: {
      title: "Villkor för provperiod",
      description: "Villkoren för Fleetwards kostnadsfria betaprovperiod på 90 dagar.",
    },
    blog: {
      title: "Blogg",
      description:
        "Artiklar om hantering av IT-tillgångar, enhetssäkerhet, regelefterlevnad och om att driva ett slimmat IT-team.",
    },
    blogDetail: {
      title: "Artikel",
      description: "En artikel från Fleetwards blogg.",
    },
    kbDetail: {
      title: "Kunskapsbasartikel",
      description: "Steg-för-steg-svar från Fleetwards kunskapsbas.",
    },
    blogStandardPost: {
      title: "Standardinlägg",
      description: "En vanlig artikel från Fleetwards blogg.",
    },
    blogSliderPost: { title: "Inlägg med bildspel", description: "En artikel med ett bildspel." },
    blogGalleryPost: { title: "Galleriinlägg", description: "En artikel med ett fotogalleri." },
    blogYoutubePost: { title: "Videoinlägg", description: "En artikel med en YouTube-video." },
    blogVimeoPost: { title: "Vimeo-inlägg", description: "En artikel med en Vimeo-video." },
    blogAudioPost: { title: "Ljudinlägg", description: "En artikel med ett poddavsnitt." },
    blogBlockquotePost: {
      title: "Citatinlägg",
      description: "En artikel uppbyggd kring ett citat.",
    },
    blogLeftSidebarPost: {
      title: "Inlägg med sidofält",
      description: "En artikel med navigeringen vid sidan.",
    },
    courseListing: {
      title: "Kurser",
      description:
        "Kostnadsfria kurser om hantering av IT-tillgångar, enhetssäkerhet och regelefterlevnad.",
    },
    courseDetail: {
      title: "Kurs",
      description: "Kursöversikt, lektioner och vad du kommer att lära dig.",
    },
    jobGrid: {
      title: "Lediga jobb",
      description: "Lediga tjänster inom IT-drift, säkerhet och tillgångshantering.",
    },
    jobDetail: { title: "Om jobbet", description: "Roll, ansvarsområden och hur du söker." },
    jobApply: { title: "Sök ett jobb", description: "Skicka din ansökan." },
    jobPost: {
      title: "Annonsera ett jobb",
      description: "Publicera en ledig tjänst på Fleetwards jobbsida.",
    },
    jobCareer: {
      title: "Karriär på Fleetward",
      description:
        "Arbeta med oss på den lugnaste produkten för hantering av IT-tillgångar som finns.",
    },
    jobCandidates: {
      title: "Kandidater",
      description: "Yrkesverksamma som är öppna för nya roller.",
    },
    jobCandidateDetail: {
      title: "Kandidatprofil",
      description: "En kandidats erfarenhet och kompetenser.",
    },
    jobCompanies: {
      title: "Företag som rekryterar",
      description: "Organisationer som rekryterar IT-personal.",
    },
    jobCompanyDetail: {
      title: "Företagsprofil",
      description: "Om företaget och dess lediga tjänster.",
    },
    forumsTopic: {
      title: "Communityforum",
      description: "Ställ frågor och dela arbetssätt med andra IT-team.",
    },
    forumsComments: { title: "Diskussion", description: "En diskussion från communityforumet." },
    helpCenter: {
      title: "Hjälpcenter",
      description: "Guider, svar och support för Fleetwards kunder.",
    },
    helpCenterFaqs: {
      title: "Vanliga frågor",
      description: "Snabba svar om konton, provperioden, enheter och säkerhet.",
    },
    helpCenterGuides: {
      title: "Guider",
      description: "Steg-för-steg-guider för att konfigurera och använda Fleetward.",
    },
    helpCenterSupport: {
      title: "Support",
      description: "Så når du Fleetwards support och vad du bör ta med i ditt ärende.",
    },
    emailConfirmation: {
      title: "E-post: bekräfta din adress",
      description: "Förhandsvisning av mejlet som bekräftar adressen för ett nytt konto.",
    },
    emailPasswordReset: {
      title: "E-post: återställ ditt lösenord",
      description: "Förhandsvisning av mejlet för lösenordsåterställning.",
    },
    emailAlert: {
      title: "E-post: säkerhetsvarning",
      description: "Förhandsvisning av mejlet med säkerhetsvarningar för enheter.",
    },
    emailInvoice: {
      title: "E-post: faktura",
      description: "Förhandsvisning av fakturamejlet.",
    },
    portfolio: {
      title: "Kundberättelser",
      description: "Så hanterar organisationer av alla storlekar sina enheter med Fleetward.",
    },
    portfolioDetail: {
      title: "Kundberättelse",
      description: "Så fick en organisation kontroll över sina enheter med Fleetward.",
    },
    uiComponents: {
      title: "UI-komponenter",
      description: "Byggstenarna i Fleetwards gränssnitt.",
    },
    documentation: {
      title: "Dokumentation",
      description: "Installera, konfigurera och integrera Fleetward.",
    },
    changelog: {
      title: "Ändringslogg",
      description: "Nyheter i Fleetward, version för version.",
    },
    notFound: {
      title: "Sidan hittades inte",
      description: "Sidan du letar efter finns inte.",
    },
    comingSoon: {
      title: "Kommer snart",
      description: "Den här delen av Fleetward är på väg.",
    },
    maintenance: {
      title: "Planerat underhåll",
      description: "Fleetward är tillfälligt otillgängligt medan vi uppgraderar.",
    },
    thankYou: {
      title: "Tack",
      description: "Vi har tagit emot ditt meddelande.",
    },
    login: {
      title: "Logga in",
      description: "Logga in på ditt Fleetward-konto.",
    },
    signup: {
      title: "Skapa ditt konto",
      description: "Skapa ett Fleetward-konto och starta din gratis provperiod på 90 dagar.",
    },
    recoverPassword: {
      title: "Återställ ditt lösenord",
      description: "Få en länk för att välja ett nytt lösenord.",
    },
    lockScreen: {
      title: "Sessionen är låst",
      description: "Ange ditt lösenord för att fortsätta.",
    },
    signupSuccess: {
      title: "Kontrollera din inkorg",
      description: "Bekräfta din e-postadress för att slutföra registreringen av ditt konto.",
    },
    profile: {
      title: "Profil",
      description: "Dina personuppgifter, ditt företag och din provperiod.",
    },
    billing: {
      title: "Fakturering",
      description: "Abonnemang, faktureringsadress och användning.",
    },
    payment: { title: "Betalningsmetoder", description: "Sparade kort och betalningsmetoder." },
    invoice: { title: "Fakturor", description: "Dina fakturor och kvitton." },
    social: { title: "Sociala länkar", description: "Länkar som visas på din profil." },
    notifications: {
      title: "Aviseringar",
      description: "Välj vilka mejl och varningar du vill få.",
    },
    accountSettings: {
      title: "Kontoinställningar",
      description: "Lösenord, sessioner och preferenser.",
    },
  },
};
