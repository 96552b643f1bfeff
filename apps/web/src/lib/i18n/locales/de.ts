import type { Translation } from "./en.ts";

export const de: Translation = {
  login_failed: "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Zugangsdaten.",
  login_error: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
  login_success: "Anmeldung erfolgreich!",
  welcome_back: "Willkommen zurück!",
  logout_success: "Abgemeldet",
  see_you_again: "Bis bald!",

  common: {
    appName: "Fleetward",
    tagline: "IT-Asset- und Geräteverwaltung, sicher aus einer App",
    skipToContent: "Zum Hauptinhalt springen",
    loading: "Wird geladen …",
    close: "Schließen",
    home: "Startseite",
    backHome: "Zurück zur Startseite",
    signIn: "Anmelden",
    signUp: "Konto erstellen",
    startTrial: "Kostenlos testen",
    signOut: "Abmelden",
    learnMore: "Mehr erfahren",
    readMore: "Weiterlesen",
    contactSales: "Vertrieb kontaktieren",
    breadcrumb: "Navigationspfad",
    onThisPage: "Auf dieser Seite",
    trialBadge: "90 Tage kostenlos – ohne Kreditkarte",
  },

  nav: {
    mainLabel: "Hauptnavigation",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    product: "Produkt",
    resources: "Ressourcen",
    company: "Unternehmen",
    services: "Leistungen",
    serviceDetail: "Service für Gerätesicherheit",
    pricing: "Preise",
    customerStories: "Erfolgsgeschichten",
    testimonials: "Kundenstimmen",
    documentation: "Dokumentation",
    changelog: "Änderungsprotokoll",
    uiComponents: "UI-Komponenten",
    blog: "Blog",
    knowledgeBase: "Wissensdatenbank",
    courses: "Kurse",
    forums: "Foren",
    helpCenter: "Hilfe-Center",
    faqs: "FAQ",
    guides: "Anleitungen",
    support: "Support",
    about: "Über uns",
    team: "Team",
    careers: "Karriere",
    jobBoard: "Stellenbörse",
    contact: "Kontakt",
  },

  account: {
    menuLabel: "Kontomenü",
    sidebarLabel: "Kontonavigation",
    signedInAs: "Angemeldet als {{name}}",
    profile: "Profil",
    billing: "Abrechnung",
    payment: "Zahlung",
    invoice: "Rechnungen",
    social: "Social-Media-Links",
    notifications: "Benachrichtigungen",
    settings: "Einstellungen",
    lock: "Bildschirm sperren",
    collapseSidebar: "Seitenleiste einklappen",
    expandSidebar: "Seitenleiste ausklappen",
  },

  footer: {
    about:
      "Fleetward führt ein genaues Inventar aller Laptops, Smartphones, Server und Lizenzen Ihrer Organisation und zeigt auf einen Blick, welche Geräte Aufmerksamkeit erfordern.",
    product: "Produkt",
    resources: "Ressourcen",
    company: "Unternehmen",
    legal: "Rechtliches",
    terms: "Nutzungsbedingungen",
    privacy: "Datenschutzerklärung",
    trialTerms: "Testbedingungen",
    copyright: "© {{year}} Fleetward. Alle Rechte vorbehalten.",
    languageLabel: "Sprache",
  },

  newsletter: {
    title: "Geräterisiken immer einen Schritt voraus",
    description:
      "Eine E-Mail im Monat: Sicherheitshinweise, Tipps zur Asset-Verwaltung und Produktneuigkeiten.",
    emailLabel: "E-Mail-Adresse",
    placeholder: "name@firma.de",
    submit: "Abonnieren",
    submitting: "Wird abonniert …",
    success: "Vielen Dank! Bitte prüfen Sie Ihren Posteingang, um Ihr Abonnement zu bestätigen.",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Wir verwenden nur die Cookies, die nötig sind, um Sie angemeldet zu halten und Ihre Formulare zu schützen. Keine Werbe- oder Tracking-Cookies.",
    accept: "Verstanden",
    learnMore: "Unsere Datenschutzerklärung lesen",
  },

  settings: {
    open: "Darstellungseinstellungen öffnen",
    title: "Darstellung",
    description:
      "Passen Sie an, wie Fleetward auf diesem Gerät aussieht. Änderungen werden sofort übernommen.",
    theme: "Farbschema",
    themeLight: "Hell",
    themeDark: "Dunkel",
    themeSystem: "System",
    direction: "Textrichtung",
    directionLtr: "Links nach rechts",
    directionRtl: "Rechts nach links",
    navbar: "Navigationsleiste",
    navbarSticky: "Fixiert",
    navbarFloating: "Schwebend",
    navbarStatic: "Statisch",
    menu: "Seitenmenü",
    menuVertical: "Vertikal",
    menuCollapsible: "Einklappbar",
    menuHorizontal: "Horizontal",
    layout: "Seitenbreite",
    layoutFull: "Volle Breite",
    layoutBoxed: "Begrenzt",
    animation: "Seitenübergang",
    animationNone: "Keiner",
    animationFade: "Überblenden",
    animationFadeUp: "Von unten einblenden",
    animationZoom: "Zoom",
    semidark: "Dunkle Seitenleiste im hellen Farbschema",
    language: "Sprache",
    reset: "Auf Standard zurücksetzen",
  },

  errors: {
    notFoundCode: "Fehler 404",
    notFoundTitle: "Diese Seite wurde nicht gefunden",
    notFoundText:
      "Die gesuchte Seite wurde möglicherweise verschoben oder hat nie existiert. Überprüfen Sie die Adresse oder beginnen Sie erneut auf der Startseite.",
    genericTitle: "Etwas ist schiefgelaufen",
    genericText:
      "Ein unerwarteter Fehler hat das Laden dieser Seite verhindert. Bitte versuchen Sie es erneut.",
    tryAgain: "Erneut versuchen",
    network:
      "Fleetward ist nicht erreichbar. Überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    timeout: "Der Server hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.",
    server:
      "Fleetward konnte Ihre Anfrage nicht verarbeiten. Bitte versuchen Sie es gleich noch einmal.",
    unauthorized: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    forbidden: "Sie haben keine Berechtigung für diese Aktion.",
    notFound: "Das Angeforderte wurde nicht gefunden.",
    rateLimited: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    invalidInput: "Einige Ihrer Angaben sind ungültig.",
    tooLarge: "Die gesendeten Daten sind zu groß.",
  },

  pages: {
    home: {
      title: "Fleetward – IT-Asset- und Geräteverwaltung",
      description:
        "Inventarisieren Sie alle Geräte, Lizenzen und Assets Ihrer Organisation und schützen Sie sie aus einer App. 90 Tage kostenlos testen.",
    },
    about: {
      title: "Über Fleetward",
      description:
        "Warum wir Fleetward entwickeln: IT-Teams verdienen einen ruhigen, genauen Überblick über alle Geräte, für die sie verantwortlich sind.",
    },
    services: {
      title: "Leistungen",
      description:
        "Asset-Inventar, Sicherheitsstatus von Geräten, Lizenzverwaltung, Lebenszyklusmanagement und Onboarding-Services von Fleetward.",
    },
    serviceDetail: {
      title: "Überwachung der Gerätesicherheit",
      description:
        "Wie Fleetward Festplattenverschlüsselung, Patch-Stand des Betriebssystems, Bildschirmsperre und Endpoint-Schutz auf jedem verwalteten Gerät prüft.",
    },
    team: {
      title: "Unser Team",
      description: "Lernen Sie die Menschen kennen, die Fleetward entwickeln und betreuen.",
    },
    pricing: {
      title: "Preise",
      description:
        "Einfache Preise pro Gerät für IT-Asset- und Geräteverwaltung. Starten Sie mit einer kostenlosen 90-tägigen Testphase.",
    },
    testimonials: {
      title: "Das sagen unsere Kunden",
      description:
        "IT-Verantwortliche berichten, wie Fleetward die Erfassung und Absicherung ihrer Geräte verändert hat.",
    },
    contact: {
      title: "Kontakt",
      description:
        "Sprechen Sie mit dem Vertrieb oder Support von Fleetward. Wir antworten innerhalb eines Werktags.",
    },
    contactDetail: {
      title: "Standorte und Kontaktdaten",
      description: "Adressen, Telefonnummern und Öffnungszeiten der Fleetward-Standorte.",
    },
    terms: {
      title: "Nutzungsbedingungen",
      description: "Die Bedingungen für Ihre Nutzung von Fleetward.",
    },
    privacy: {
      title: "Datenschutzerklärung",
      description:
        "Welche personenbezogenen Daten Fleetward verarbeitet, warum und welche Rechte Sie haben.",
    },
    termsTrial: {
      title: "Testbedingungen",
      description: "Die Bedingungen der kostenlosen 90-tägigen Beta-Testphase von Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Artikel über IT-Asset-Management, Gerätesicherheit, Compliance und die Führung eines schlanken IT-Teams.",
    },
    blogDetail: {
      title: "Artikel",
      description: "Ein Artikel aus dem Fleetward-Blog.",
    },
    kbDetail: {
      title: "Artikel der Wissensdatenbank",
      description: "Schritt-für-Schritt-Antworten aus der Fleetward-Wissensdatenbank.",
    },
    blogStandardPost: {
      title: "Standardbeitrag",
      description: "Ein Standardartikel aus dem Fleetward-Blog.",
    },
    blogSliderPost: { title: "Slider-Beitrag", description: "Ein Artikel mit Bilder-Slider." },
    blogGalleryPost: { title: "Galerie-Beitrag", description: "Ein Artikel mit Fotogalerie." },
    blogYoutubePost: { title: "Videobeitrag", description: "Ein Artikel mit YouTube-Video." },
    blogVimeoPost: { title: "Vimeo-Beitrag", description: "Ein Artikel mit Vimeo-Video." },
    blogAudioPost: { title: "Audiobeitrag", description: "Ein Artikel mit einer Podcast-Folge." },
    blogBlockquotePost: { title: "Zitatbeitrag", description: "Ein Artikel rund um ein Zitat." },
    blogLeftSidebarPost: {
      title: "Beitrag mit Seitenleiste",
      description: "Ein Artikel mit seitlicher Navigation.",
    },
    courseListing: {
      title: "Kurse",
      description: "Kostenlose Kurse zu IT-Asset-Management, Gerätesicherheit und Compliance.",
    },
    courseDetail: {
      title: "Kurs",
      description: "Kursübersicht, Lektionen und Lernziele.",
    },
    jobGrid: {
      title: "Stellenbörse",
      description: "Offene Stellen in IT-Betrieb, Sicherheit und Asset-Management.",
    },
    jobDetail: { title: "Stellendetails", description: "Rolle, Aufgaben und Bewerbungsweg." },
    jobApply: { title: "Auf eine Stelle bewerben", description: "Senden Sie Ihre Bewerbung." },
    jobPost: {
      title: "Stelle ausschreiben",
      description: "Veröffentlichen Sie eine Stelle in der Fleetward-Stellenbörse.",
    },
    jobCareer: {
      title: "Karriere bei Fleetward",
      description: "Arbeiten Sie mit uns am gelassensten IT-Asset-Management-Produkt überhaupt.",
    },
    jobCandidates: {
      title: "Kandidaten",
      description: "Fachkräfte, die offen für neue Aufgaben sind.",
    },
    jobCandidateDetail: {
      title: "Kandidatenprofil",
      description: "Berufserfahrung und Kompetenzen im Überblick.",
    },
    jobCompanies: {
      title: "Unternehmen mit offenen Stellen",
      description: "Organisationen, die IT-Fachkräfte suchen.",
    },
    jobCompanyDetail: {
      title: "Unternehmensprofil",
      description: "Über das Unternehmen und seine offenen Stellen.",
    },
    forumsTopic: {
      title: "Community-Foren",
      description: "Stellen Sie Fragen und tauschen Sie Praxiswissen mit anderen IT-Teams aus.",
    },
    forumsComments: {
      title: "Diskussion",
      description: "Eine Diskussion aus den Community-Foren.",
    },
    helpCenter: {
      title: "Hilfe-Center",
      description: "Anleitungen, Antworten und Support für Fleetward-Kunden.",
    },
    helpCenterFaqs: {
      title: "Häufig gestellte Fragen",
      description: "Schnelle Antworten zu Konten, Testphase, Geräten und Sicherheit.",
    },
    helpCenterGuides: {
      title: "Anleitungen",
      description: "Schritt-für-Schritt-Anleitungen für Einrichtung und Betrieb von Fleetward.",
    },
    helpCenterSupport: {
      title: "Support",
      description: "So erreichen Sie den Fleetward-Support und was Ihre Anfrage enthalten sollte.",
    },
    emailConfirmation: {
      title: "E-Mail: Adresse bestätigen",
      description: "Vorschau der E-Mail, mit der die Adresse eines neuen Kontos bestätigt wird.",
    },
    emailPasswordReset: {
      title: "E-Mail: Passwort zurücksetzen",
      description: "Vorschau der E-Mail zum Zurücksetzen des Passworts.",
    },
    emailAlert: {
      title: "E-Mail: Sicherheitswarnung",
      description: "Vorschau der E-Mail mit einer Sicherheitswarnung zu einem Gerät.",
    },
    emailInvoice: {
      title: "E-Mail: Rechnung",
      description: "Vorschau der Rechnungs-E-Mail.",
    },
    portfolio: {
      title: "Erfolgsgeschichten",
      description: "Wie Organisationen jeder Größe ihre Geräte mit Fleetward verwalten.",
    },
    portfolioDetail: {
      title: "Erfolgsgeschichte",
      description: "Wie eine Organisation ihre Geräte mit Fleetward in den Griff bekam.",
    },
    uiComponents: {
      title: "UI-Komponenten",
      description: "Die Bausteine der Fleetward-Oberfläche.",
    },
    documentation: {
      title: "Dokumentation",
      description: "Fleetward einrichten, konfigurieren und integrieren.",
    },
    changelog: {
      title: "Änderungsprotokoll",
      description: "Neuerungen in Fleetward, Version für Version.",
    },
    notFound: {
      title: "Seite nicht gefunden",
      description: "Die gesuchte Seite existiert nicht.",
    },
    comingSoon: {
      title: "Demnächst verfügbar",
      description: "Dieser Bereich von Fleetward ist in Arbeit.",
    },
    maintenance: {
      title: "Geplante Wartung",
      description: "Fleetward ist wegen eines Upgrades kurzzeitig nicht verfügbar.",
    },
    thankYou: {
      title: "Vielen Dank",
      description: "Wir haben Ihre Nachricht erhalten.",
    },
    login: {
      title: "Anmelden",
      description: "Melden Sie sich bei Ihrem Fleetward-Konto an.",
    },
    signup: {
      title: "Konto erstellen",
      description:
        "Erstellen Sie ein Fleetward-Konto und starten Sie Ihre kostenlose 90-tägige Testphase.",
    },
    recoverPassword: {
      title: "Passwort zurücksetzen",
      description: "Erhalten Sie einen Link, um ein neues Passwort festzulegen.",
    },
    lockScreen: {
      title: "Sitzung gesperrt",
      description: "Geben Sie Ihr Passwort ein, um fortzufahren.",
    },
    signupSuccess: {
      title: "Prüfen Sie Ihren Posteingang",
      description: "Bestätigen Sie Ihre E-Mail-Adresse, um die Kontoerstellung abzuschließen.",
    },
    profile: {
      title: "Profil",
      description: "Ihre persönlichen Daten, Ihr Unternehmen und Ihre Testphase.",
    },
    billing: { title: "Abrechnung", description: "Tarif, Rechnungsadresse und Nutzung." },
    payment: { title: "Zahlungsmethoden", description: "Hinterlegte Karten und Zahlungsmethoden." },
    invoice: { title: "Rechnungen", description: "Ihre Rechnungen und Belege." },
    social: {
      title: "Social-Media-Links",
      description: "Links, die in Ihrem Profil angezeigt werden.",
    },
    notifications: {
      title: "Benachrichtigungen",
      description: "Legen Sie fest, welche E-Mails und Warnungen Sie erhalten.",
    },
    accountSettings: {
      title: "Kontoeinstellungen",
      description: "Passwort, Sitzungen und Präferenzen.",
    },
  },
};
