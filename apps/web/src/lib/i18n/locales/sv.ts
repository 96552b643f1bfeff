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

  auth: {
    errors: {
      usernameTaken: "Användarnamnet är upptaget. Välj ett annat.",
      passwordRejected:
        "Välj ett lösenord som är svårare att gissa – inte ett vanligt lösenord och inte ditt användarnamn eller din e-postadress.",
      resetLinkInvalid: "Återställningslänken är ogiltig eller har gått ut. Begär en ny nedan.",
      incorrectPassword: "Lösenordet är fel.",
      currentPasswordWrong:
        "Ditt nuvarande lösenord är fel, eller så är det nya för lätt att gissa.",
    },
    confirmingTitle: "Bekräftar din e-postadress…",
    confirmedTitle: "E-postadressen är bekräftad",
    confirmedText: "Tack. Din adress är bekräftad – logga in för att starta din gratis provperiod.",
    confirmFailedTitle: "Vi kunde inte bekräfta adressen",
    confirmFailedText:
      "Länken är ogiltig, har redan använts eller har gått ut. Logga in och begär ett nytt bekräftelsemejl, eller registrera dig igen.",
    continueToSignIn: "Fortsätt till inloggningen",
    fields: {
      workEmail: "E-postadress i jobbet",
      password: "Lösenord",
      username: "Användarnamn",
      newPassword: "Nytt lösenord",
      confirmNewPassword: "Bekräfta nytt lösenord",
    },
    login: {
      lead: "Välkommen tillbaka. Logga in för att se dina enheter, din provperiod och ditt konto.",
      rememberMe: "Kom ihåg mig",
      forgotPassword: "Glömt lösenordet?",
      submit: "Logga in",
      submitting: "Loggar in…",
      noAccount: "Ny på Fleetward? <a>Skapa konto</a>",
    },
    signup: {
      lead: "Ett konto för din profil, din gratis provperiod på 90 dagar och senare ditt teams arbetsyta. Inget kreditkort krävs.",
      usernameHint: "3 till 32 tecken: bokstäver, siffror, punkter, understreck och bindestreck.",
      emailHint: "Vi skickar en bekräftelselänk till den här adressen.",
      acceptTerms: "Jag godkänner <a>användarvillkoren</a>.",
      submit: "Skapa konto",
      submitting: "Skapar ditt konto…",
      haveAccount: "Har du redan ett konto? <a>Logga in</a>",
    },
    signupSuccess: {
      lead: "Ditt konto är skapat. Vi har skickat en bekräftelselänk till {{email}}: öppna den för att bekräfta att adressen är din.",
      leadNoEmail:
        "Ditt konto är skapat. Vi har skickat en bekräftelselänk till din e-postadress: öppna den för att bekräfta att adressen är din.",
      steps: {
        openEmail: "Öppna mejlet från Fleetward där vi ber dig bekräfta din adress.",
        selectButton: "Välj bekräftelseknappen. Den öppnar Fleetward i din webbläsare.",
        signIn: "Logga in och starta din gratis provperiod på 90 dagar från din profil.",
      },
      nothingArrived: "Har inget kommit?",
      tips: {
        wait: "Vänta fem minuter: vissa företags e-postfilter håller kvar nya avsändare en kort stund.",
        spam: "Titta i mappen för skräppost eller karantän och markera vårt meddelande som ej skräppost.",
        typo: "Kontrollera att adressen du registrerade dig med inte innehåller något stavfel – i så fall registrerar du dig bara igen.",
        allowSender:
          "Be din IT-avdelning att tillåta e-post från Fleetward om din organisation filtrerar externa avsändare.",
      },
      stillNothing:
        "Fortfarande inget efter det? <a>Kontakta supporten</a> och berätta vilken adress du använde.",
    },
    lockScreen: {
      title: "Din session är låst",
      lead: "Vi låste Fleetward efter en tids inaktivitet. Ange ditt lösenord för att fortsätta där du slutade.",
      submit: "Lås upp",
      submitting: "Låser upp…",
      notYou: "Inte du? <a>Logga in som någon annan</a>",
    },
    recover: {
      requestLead:
        "Ange e-postadressen för ditt Fleetward-konto så skickar vi en länk där du kan välja ett nytt lösenord.",
      newPasswordTitle: "Välj ett nytt lösenord",
      newPasswordLead:
        "Välj ett lösenord som du inte använder någon annanstans. När du har sparat det loggar du in med det på alla dina enheter.",
      remembered: "Kom du på det? <a>Tillbaka till inloggningen</a>",
    },
    requestReset: {
      emailHint: "Adressen du registrerade dig med.",
      submit: "Skicka återställningslänk",
      submitting: "Skickar…",
      sent: "Om det finns ett konto för den adressen har vi skickat en länk där du kan välja ett nytt lösenord. Det kan ta några minuter innan den kommer fram – titta även i mappen för skräppost.",
      useDifferentAddress: "Använd en annan adress",
    },
    newPassword: {
      changedNotice: "Lösenordet har ändrats",
      changed: "Ditt lösenord har ändrats. <a>Logga in med ditt nya lösenord</a>.",
      mismatch: "Lösenorden matchar inte.",
      confirmHint: "Skriv det en gång till.",
      submit: "Spara nytt lösenord",
      submitting: "Sparar…",
    },
    passwordStrength: {
      empty: "8 till 128 tecken. Längre är starkare.",
      strength: "Styrka: {{level}}.",
      weak: "Svag",
      weakAdvice: "Använd minst 8 tecken – några orelaterade ord fungerar bra.",
      fair: "Medel",
      fairAdvice: "Bra början. Gör det längre eller blanda in versaler, siffror och symboler.",
      strong: "Stark",
      strongAdvice: "Svårt att gissa. Spara det i din lösenordshanterare.",
    },
  },

  accountArea: {
    notProvided: "Inte angivet än",
    profile: {
      lead: "Dina person- och företagsuppgifter, din e-postadress och status för din provperiod i Fleetward.",
      trialSection: "Gratis provperiod",
      trialStatus: "Status för provperioden",
      activeUntil: "Aktiv till och med {{date}}",
      activeFor90Days: "Aktiv i 90 dagar",
      detailsSection: "Dina uppgifter",
      detailsIntro:
        "Hämtade från formuläret för provperioden. Skriv till support@fleetward.com om något behöver rättas.",
      personalDetails: "Personuppgifter",
      companyDetails: "Företagsuppgifter",
      emailAddress: "E-postadress",
      yourApp: "Din app",
      emailConfirmed: "Bekräftad",
      emailNotConfirmed: "Inte bekräftad",
      emailNote:
        "Säkerhetsvarningar och påminnelser om provperioden skickas till den här adressen, så se till att den är bekräftad.",
      appNote:
        "Du väljer appnamnet i formuläret för provperioden; din arbetsyta finns sedan på <address/>.",
      fields: {
        firstName: "Förnamn",
        lastName: "Efternamn",
        username: "Användarnamn",
        title: "Titel",
        position: "Befattning",
        department: "Avdelning",
        company: "Företag",
        address: "Adress",
        phone: "Telefon",
        email: "E-post",
        app: "App",
        appUrl: "Appens URL",
        trialExpires: "Provperioden går ut",
      },
    },
    trial: {
      stepDone: "Klart",
      stepCurrent: "Aktuellt steg",
      stepUpcoming: "Inte påbörjat än",
      steps: {
        none: {
          title: "Ingen provperiod än",
          text: "Godkänn villkoren för provperioden och berätta sedan om ditt företag och vilket appnamn du vill ha. Det tar ungefär tre minuter.",
        },
        pending: {
          title: "Väntar på godkännande",
          text: "Vi granskar varje ansökan manuellt, oftast inom en arbetsdag, och mejlar dig så snart den har godkänts.",
        },
        deploying: {
          title: "Din arbetsyta driftsätts",
          text: "Vi skapar din egen arbetsyta och dess databas. Det brukar ta några minuter; du kan stänga sidan under tiden.",
        },
        active: {
          title: "Aktiv",
          text: "Din arbetsyta är i drift i 90 dagar. Registrera dina första enheter och bjud in ditt team; efter 90 dagar stängs den av om du inte uppgraderar.",
        },
      },
      next: {
        noneText:
          "Prova alla funktioner i Fleetward gratis i 90 dagar, utan kreditkort. Provperioden är en betaversion: lägg inte in verksamhetskritiska eller känsliga data, och observera att dataexport inte finns än.",
        startTrial: "Starta din gratis provperiod",
        pending:
          "Din ansökan ligger i kö. Vi mejlar {{email}} när den har godkänts – du behöver inte göra något mer.",
        pendingNoEmail:
          "Din ansökan ligger i kö. Vi mejlar dig när den har godkänts – du behöver inte göra något mer.",
        deploying: "Din arbetsyta driftsätts. Vänta några minuter och läs sedan in sidan igen.",
        openWorkspace: "Öppna din arbetsyta",
        guides: "Kom igång-guider",
      },
    },
    billing: {
      lead: "Ditt abonnemang, hur många enheter du hanterar och vart vi skickar fakturor.",
      planSection: "Abonnemang och användning",
      currentPlan: "Nuvarande abonnemang",
      noPlan: "Inget abonnemang än",
      noPlanText:
        "Börja med den gratis provperioden på 90 dagar: alla funktioner, inget kreditkort. När de 90 dagarna är slut stängs provperioden av automatiskt; uppgradera innan dess för att behålla din arbetsyta.",
      startTrial: "Starta din gratis provperiod",
      deviceUsage: "Enhetsanvändning",
      managedDevices_one: "{{count}} <unit>hanterad enhet</unit>",
      managedDevices_other: "{{count}} <unit>hanterade enheter</unit>",
      deviceUsageText:
        "En enhet räknas från att den första gången rapporterar till din arbetsyta. Avvecklade och arkiverade enheter räknas inte, så städa upp före ditt faktureringsdatum.",
      detailsSection: "Faktureringsuppgifter",
      billingAddress: "Faktureringsadress",
      noBillingAddress: "Ingen faktureringsadress registrerad",
      noBillingAddressText:
        "När betalabonnemangen öppnar efter betan kopierar vi hit ditt företags adress. Du kan ändra den före din första faktura, till exempel till en ekonomiavdelning.",
      keepFleetward: "Behåll Fleetward efter provperioden",
      keepFleetwardText:
        "Betalabonnemangen prissätts per hanterad enhet, så du betalar för det du faktiskt håller koll på. Jämför dem eller prata med oss om volympriser för en stor enhetspark.",
      comparePlans: "Jämför abonnemang",
      talkToSales: "Prata med säljteamet",
    },
    payment: {
      lead: "Korten vi debiterar för ditt Fleetward-abonnemang. Den gratis provperioden kräver aldrig något kort.",
      methodsSection: "Betalningsmetoder",
      savedMethods: "Sparade betalningsmetoder",
      noMethod: "Ingen betalningsmetod registrerad",
      noMethodText:
        "Du behöver inget kort för provperioden på 90 dagar. Kort som du lägger till senare visas här med kortmärke, de fyra sista siffrorna och utgångsdatum.",
      addCard: "Lägg till ett kort",
      paymentsClosed:
        "Kortbetalningar öppnar när Fleetward lämnar betan. Fram till dess finns det inget att betala, så formuläret kan inte skickas än.",
      cardDetails: "Kortuppgifter",
      cardHolder: "Kortinnehavare",
      cardNumber: "Kortnummer",
      expiry: "Giltigt till (MM/ÅÅ)",
      cvc: "CVC",
      saveCard: "Spara kort",
    },
    invoice: {
      lead: "Alla fakturor för ditt Fleetward-abonnemang, med de enheter de omfattar, redo att laddas ned som PDF.",
      historySection: "Fakturahistorik",
      allInvoices: "Alla fakturor",
      columns: {
        invoice: "Faktura",
        issued: "Utfärdad",
        billingPeriod: "Faktureringsperiod",
        devices: "Enheter",
        amount: "Belopp",
        status: "Status",
      },
      download: "Ladda ned",
      noInvoices: "Inga fakturor än",
      noInvoicesText:
        "Provperioden är gratis, så det finns inget att fakturera. Din första faktura visas här när du går över till ett betalabonnemang.",
      emailCopy:
        "Vill du få en kopia av varje faktura via e-post? Aktivera fakturamejl under <a>Aviseringar</a>.",
    },
    social: {
      lead: "Länkar som visas på din offentliga profil i communityforumet och bredvid dina inlägg, så att andra IT-team kan hitta dig.",
      linksSection: "Profillänkar",
      yourLinks: "Dina länkar",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Webbplats",
      hint: "Fullständiga adresser som börjar med https://. Lämna ett fält tomt för att ta bort länken.",
      submit: "Spara länkar",
      submitting: "Sparar…",
      saved: "Sociala länkar sparade",
    },
    notifications: {
      lead: "Välj vad Fleetward mejlar dig om. Meddelanden om ditt kontos säkerhet, till exempel lösenordsbyten, skickas alltid.",
      emailSection: "Aviseringar via e-post",
      whatWeSend: "Det här skickar vi dig",
      legend: "Mejl du vill få",
      submit: "Spara inställningar",
      submitting: "Sparar…",
      saved: "Aviseringsinställningarna har sparats",
      options: {
        securityAlerts: "Säkerhetsvarningar",
        securityAlertsText:
          "Direkt när en enhet förlorar diskkrypteringen, stänger av skärmlåset eller slutpunktsskyddet eller slutar rapportera.",
        complianceDigest: "Sammanfattning av enheternas efterlevnad",
        complianceDigestText:
          "Varje måndagsmorgon: de enheter som inte uppfyller en policy, grupperade per ägare, med vad som bör åtgärdas först.",
        trialReminders: "Påminnelser om provperioden",
        trialRemindersText:
          "14 dagar, 7 dagar och 1 dag innan din provperiod på 90 dagar tar slut.",
        productNews: "Produktnyheter",
        productNewsText: "Nya funktioner och säkerhetsmeddelanden, högst ett mejl i månaden.",
        invoices: "Fakturor",
        invoicesText: "En kopia av varje faktura som PDF-bilaga när den utfärdas.",
      },
    },
    settings: {
      lead: "Håll ditt konto säkert: ditt lösenord, när skärmen låses och var du är inloggad.",
      securitySection: "Säkerhet",
      changePassword: "Byt lösenord",
      autoLock: "Automatiskt lås",
      activeSessions: "Aktiva sessioner",
      thisBrowser: "Den här webbläsaren",
      currentSession: "Aktuell session",
      sharedComputer:
        "Har du använt en delad eller lånad dator? Välj ”Logga ut” i kontomenyn där: det avslutar sessionen även på vår server, inte bara i den webbläsaren.",
      dangerSection: "Riskzon",
      deleteAccount: "Radera konto",
      deleteText:
        "Om du raderar ditt konto tas din profil, din ansökan om provperiod och din arbetsyta bort, med alla enhetsposter i den. Medan Fleetward är i beta finns ingen dataexport, så det går inte att ångra.",
      deleteRequest:
        "För att ingen ska kunna radera ett konto från en stulen session gör vi det på begäran: skriv till <email/> från adressen som är kopplad till ditt konto. Vi bekräftar via e-post inom en arbetsdag.",
      deleteSubject: "Radera mitt Fleetward-konto",
    },
    password: {
      current: "Nuvarande lösenord",
      new: "Nytt lösenord",
      newHint:
        "8 till 128 tecken. Några orelaterade ord är lätta att komma ihåg och svåra att gissa.",
      confirm: "Bekräfta nytt lösenord",
      confirmHint: "Skriv det nya lösenordet en gång till.",
      mismatch: "Lösenorden matchar inte.",
      submit: "Byt lösenord",
      submitting: "Byter…",
      changed: "Lösenordet har bytts",
    },
    autoLock: {
      label: "Lås skärmen efter",
      option_one: "{{count}} minuts inaktivitet",
      option_other: "{{count}} minuters inaktivitet",
      optionDefault_one: "{{count}} minuts inaktivitet (standard)",
      optionDefault_other: "{{count}} minuters inaktivitet (standard)",
      hint: "Gäller den här webbläsaren. När skärmen har låsts låser du upp med ditt lösenord och fortsätter där du slutade.",
      saved_one: "Sparat: skärmen låses efter {{count}} minut utan aktivitet.",
      saved_other: "Sparat: skärmen låses efter {{count}} minuter utan aktivitet.",
      notSaved_one:
        "Den här webbläsaren tillåter inte att inställningar sparas, så standardvärdet på {{count}} minut gäller.",
      notSaved_other:
        "Den här webbläsaren tillåter inte att inställningar sparas, så standardvärdet på {{count}} minuter gäller.",
    },
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

  blog: {
    allCategories: "Alla kategorier",
    articleErrorTitle: "Artikeln kunde inte läsas in",
    audioNote: "Lyssna i din poddapp. Avsnittsanteckningarna finns nedan.",
    backToBlog: "Tillbaka till bloggen",
    blogNavigation: "Bloggnavigering",
    byAuthor: "Av {{name}}",
    carouselHint: "Använd knapparna eller piltangenterna vänster och höger för att byta bild.",
    carouselRole: "karusell",
    categoriesHeading: "Kategorier",
    categoryLabel: "Kategori",
    clearFilters: "Rensa alla filter",
    duration: "Längd: {{duration}}",
    emptyPage: "Det finns inga artiklar på den här sidan.",
    emptyText: "Prova färre taggar, en annan kategori eller ett annat sökord.",
    emptyTitle: "Inga artiklar matchar filtren",
    errorText: "Kontrollera din internetanslutning och försök igen.",
    errorTitle: "Artiklarna kunde inte läsas in",
    filtersLabel: "Filtrera artiklar",
    firstPage: "Gå till första sidan",
    galleryLabel: "Galleri",
    knowledgeBase: "Kunskapsbas",
    knowledgeBaseIntro: "Steg-för-steg-svar om hur du konfigurerar och använder Fleetward.",
    knowledgeBaseTitle: "Från kunskapsbasen",
    latestArticles: "Senaste artiklarna",
    loading: "Läser in artiklar …",
    loadingArticle: "Läser in artikeln …",
    minutesToRead: "Lästid i minuter: {{count}}",
    nextPage: "Nästa",
    nextSlide: "Nästa bild",
    notFoundTitle: "Vi kunde inte hitta artikeln",
    notFoundText:
      "Artikeln du efterfrågade finns inte eller har tagits bort. Bläddra i bloggen i stället.",
    openLarger: "Öppna en större vy",
    opensInNewTab: "(öppnas i en ny flik)",
    pageOf: "Sida {{page}} av {{total}}",
    pagination: "Sidnumrering",
    podcastEpisode: "Poddavsnitt",
    postCount: "Artiklar: {{count}}",
    previousPage: "Föregående",
    previousSlide: "Föregående bild",
    readMore: "Läs mer",
    relatedArticles: "Relaterade artiklar",
    resultCount: "Hittade artiklar: {{count}}",
    retry: "Försök igen",
    searchLabel: "Sök bland artiklar",
    searchPlaceholder: "Till exempel: kryptering",
    showAllTags: "Visa alla taggar",
    showFewerTags: "Visa färre taggar",
    showSlide: "Visa bild {{number}}",
    slideOf: "Bild {{current}} av {{total}}",
    slideRole: "bild",
    slidesLabel: "Bilder",
    tagsHint: "Artiklarna måste ha alla valda taggar.",
    tagsLabel: "Taggar",
    videoOn: "Video på {{provider}}",
    videoOpened: "Videon har öppnats i en ny flik. Om inte:",
    videoPrivacy:
      "Inget läses in från {{provider}} förrän du väljer att titta. Videon öppnas då på {{provider}} i en ny flik.",
    watchOn: "Titta på {{provider}}",
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
