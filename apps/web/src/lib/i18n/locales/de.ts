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

  auth: {
    errors: {
      usernameTaken: "Dieser Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.",
      passwordRejected:
        "Wählen Sie ein Passwort, das schwerer zu erraten ist: kein gängiges Passwort und weder Ihr Benutzername noch Ihre E-Mail-Adresse.",
      resetLinkInvalid:
        "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie unten einen neuen an.",
      incorrectPassword: "Das Passwort ist nicht korrekt.",
      currentPasswordWrong:
        "Ihr aktuelles Passwort ist nicht korrekt oder das neue Passwort ist zu leicht zu erraten.",
    },
    confirmingTitle: "Ihre E-Mail-Adresse wird bestätigt …",
    confirmedTitle: "E-Mail-Adresse bestätigt",
    confirmedText:
      "Vielen Dank. Ihre Adresse ist bestätigt. Melden Sie sich an, um Ihre kostenlose Testphase zu starten.",
    confirmFailedTitle: "Wir konnten diese Adresse nicht bestätigen",
    confirmFailedText:
      "Der Link ist ungültig, wurde bereits verwendet oder ist abgelaufen. Melden Sie sich an und fordern Sie eine neue Bestätigungs-E-Mail an, oder registrieren Sie sich erneut.",
    continueToSignIn: "Weiter zur Anmeldung",
    fields: {
      workEmail: "Geschäftliche E-Mail-Adresse",
      password: "Passwort",
      username: "Benutzername",
      newPassword: "Neues Passwort",
      confirmNewPassword: "Neues Passwort bestätigen",
    },
    login: {
      lead: "Willkommen zurück. Melden Sie sich an, um Ihre Geräte, Ihre Testphase und Ihr Konto zu sehen.",
      rememberMe: "Angemeldet bleiben",
      forgotPassword: "Passwort vergessen?",
      submit: "Anmelden",
      submitting: "Anmeldung läuft …",
      noAccount: "Neu bei Fleetward? <a>Konto erstellen</a>",
    },
    signup: {
      lead: "Ein Konto für Ihr Profil, Ihre kostenlose 90-tägige Testphase und später den Arbeitsbereich Ihres Teams. Keine Kreditkarte erforderlich.",
      usernameHint: "3 bis 32 Zeichen: Buchstaben, Ziffern, Punkte, Unterstriche und Bindestriche.",
      emailHint: "An diese Adresse senden wir einen Bestätigungslink.",
      acceptTerms: "Ich akzeptiere die <a>Nutzungsbedingungen</a>.",
      submit: "Konto erstellen",
      submitting: "Ihr Konto wird erstellt …",
      haveAccount: "Sie haben bereits ein Konto? <a>Anmelden</a>",
    },
    signupSuccess: {
      lead: "Ihr Konto wurde erstellt. Wir haben einen Bestätigungslink an {{email}} gesendet: Öffnen Sie ihn, um zu bestätigen, dass die Adresse Ihnen gehört.",
      leadNoEmail:
        "Ihr Konto wurde erstellt. Wir haben einen Bestätigungslink an Ihre E-Mail-Adresse gesendet: Öffnen Sie ihn, um zu bestätigen, dass die Adresse Ihnen gehört.",
      steps: {
        openEmail:
          "Öffnen Sie die E-Mail von Fleetward, in der Sie gebeten werden, Ihre Adresse zu bestätigen.",
        selectButton:
          "Wählen Sie die Schaltfläche zur Bestätigung. Sie öffnet Fleetward in Ihrem Browser.",
        signIn:
          "Melden Sie sich an und starten Sie Ihre kostenlose 90-tägige Testphase über Ihr Profil.",
      },
      nothingArrived: "Nichts angekommen?",
      tips: {
        wait: "Warten Sie fünf Minuten: Manche E-Mail-Filter in Unternehmen halten neue Absender kurz zurück.",
        spam: "Sehen Sie in Ihrem Spam-, Junk- oder Quarantäneordner nach und markieren Sie unsere Nachricht als „Kein Spam“.",
        typo: "Prüfen Sie, ob die Adresse, mit der Sie sich registriert haben, einen Tippfehler enthält – falls ja, registrieren Sie sich einfach erneut.",
        allowSender:
          "Bitten Sie Ihr IT-Team, E-Mails von Fleetward zuzulassen, falls Ihre Organisation externe Absender filtert.",
      },
      stillNothing:
        "Immer noch nichts angekommen? <a>Kontaktieren Sie den Support</a> und nennen Sie uns die Adresse, die Sie verwendet haben.",
    },
    lockScreen: {
      title: "Ihre Sitzung ist gesperrt",
      lead: "Wir haben Fleetward nach einer Zeit ohne Aktivität gesperrt. Geben Sie Ihr Passwort ein, um dort weiterzumachen, wo Sie aufgehört haben.",
      submit: "Entsperren",
      submitting: "Wird entsperrt …",
      notYou: "Nicht Sie? <a>Mit einem anderen Konto anmelden</a>",
    },
    recover: {
      requestLead:
        "Geben Sie die E-Mail-Adresse Ihres Fleetward-Kontos ein. Wir senden Ihnen dann einen Link, über den Sie ein neues Passwort festlegen können.",
      newPasswordTitle: "Neues Passwort festlegen",
      newPasswordLead:
        "Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden. Melden Sie sich nach dem Speichern auf allen Geräten damit an.",
      remembered: "Doch wieder eingefallen? <a>Zurück zur Anmeldung</a>",
    },
    requestReset: {
      emailHint: "Die Adresse, mit der Sie sich registriert haben.",
      submit: "Link zum Zurücksetzen senden",
      submitting: "Wird gesendet …",
      sent: "Falls für diese Adresse ein Konto existiert, haben wir einen Link zum Festlegen eines neuen Passworts gesendet. Es kann einige Minuten dauern, bis er ankommt; sehen Sie auch in Ihrem Spam- oder Junk-Ordner nach.",
      useDifferentAddress: "Andere Adresse verwenden",
    },
    newPassword: {
      changedNotice: "Passwort geändert",
      changed: "Ihr Passwort wurde geändert. <a>Melden Sie sich mit Ihrem neuen Passwort an</a>.",
      mismatch: "Die beiden Passwörter stimmen nicht überein.",
      confirmHint: "Geben Sie es noch einmal ein.",
      submit: "Neues Passwort speichern",
      submitting: "Wird gespeichert …",
    },
    passwordStrength: {
      empty: "8 bis 128 Zeichen. Je länger, desto sicherer.",
      strength: "Stärke: {{level}}.",
      weak: "Schwach",
      weakAdvice:
        "Verwenden Sie mindestens 8 Zeichen; einige Wörter ohne Zusammenhang eignen sich gut.",
      fair: "Mittel",
      fairAdvice:
        "Guter Anfang. Machen Sie es länger oder kombinieren Sie Großbuchstaben, Ziffern und Sonderzeichen.",
      strong: "Stark",
      strongAdvice: "Schwer zu erraten. Speichern Sie es in Ihrem Passwort-Manager.",
    },
  },

  accountArea: {
    notProvided: "Noch nicht angegeben",
    profile: {
      lead: "Ihre persönlichen und geschäftlichen Angaben, Ihre E-Mail-Adresse und der Stand Ihrer Fleetward-Testphase.",
      trialSection: "Kostenlose Testphase",
      trialStatus: "Status der Testphase",
      activeUntil: "Aktiv bis {{date}}",
      activeFor90Days: "90 Tage aktiv",
      detailsSection: "Ihre Angaben",
      detailsIntro:
        "Aus dem Testformular übernommen. Für Korrekturen schreiben Sie bitte an support@fleetward.com.",
      personalDetails: "Persönliche Angaben",
      companyDetails: "Unternehmensangaben",
      emailAddress: "E-Mail-Adresse",
      yourApp: "Ihre App",
      emailConfirmed: "Bestätigt",
      emailNotConfirmed: "Nicht bestätigt",
      emailNote:
        "Sicherheitswarnungen und Erinnerungen zur Testphase werden an diese Adresse gesendet. Sorgen Sie daher dafür, dass sie bestätigt bleibt.",
      appNote:
        "Den App-Namen wählen Sie im Testformular; Ihr Arbeitsbereich ist dann unter <address/> erreichbar.",
      fields: {
        firstName: "Vorname",
        lastName: "Nachname",
        username: "Benutzername",
        title: "Titel",
        position: "Position",
        department: "Abteilung",
        company: "Unternehmen",
        address: "Adresse",
        phone: "Telefon",
        email: "E-Mail",
        app: "App",
        appUrl: "App-URL",
        trialExpires: "Testphase endet",
      },
    },
    trial: {
      stepDone: "Abgeschlossen",
      stepCurrent: "Aktueller Schritt",
      stepUpcoming: "Noch nicht erreicht",
      steps: {
        none: {
          title: "Noch keine Testphase",
          text: "Akzeptieren Sie die Testbedingungen und nennen Sie uns dann Angaben zu Ihrem Unternehmen und den gewünschten App-Namen. Das dauert etwa drei Minuten.",
        },
        pending: {
          title: "Wartet auf Freigabe",
          text: "Wir prüfen jede Anfrage von Hand, meist innerhalb eines Werktags, und benachrichtigen Sie per E-Mail, sobald sie freigegeben ist.",
        },
        deploying: {
          title: "Ihr Arbeitsbereich wird bereitgestellt",
          text: "Wir erstellen Ihren eigenen Arbeitsbereich mit seiner Datenbank. Das dauert meist nur wenige Minuten; Sie können diese Seite in der Zwischenzeit schließen.",
        },
        active: {
          title: "Aktiv",
          text: "Ihr Arbeitsbereich ist 90 Tage lang aktiv. Registrieren Sie Ihre ersten Geräte und laden Sie Ihr Team ein; nach den 90 Tagen wird er abgeschaltet, sofern Sie kein Upgrade durchführen.",
        },
      },
      next: {
        noneText:
          "Testen Sie alle Funktionen von Fleetward 90 Tage lang kostenlos, ohne Kreditkarte. Die Testphase ist eine Beta: Verwenden Sie keine produktionskritischen oder sensiblen Daten, und beachten Sie, dass ein Datenexport noch nicht möglich ist.",
        startTrial: "Kostenlose Testphase starten",
        pending:
          "Ihre Anfrage befindet sich in der Warteschlange. Wir schreiben an {{email}}, sobald sie freigegeben ist; Sie müssen sonst nichts tun.",
        pendingNoEmail:
          "Ihre Anfrage befindet sich in der Warteschlange. Wir benachrichtigen Sie per E-Mail, sobald sie freigegeben ist; Sie müssen sonst nichts tun.",
        deploying:
          "Ihr Arbeitsbereich wird bereitgestellt. Bitte warten Sie einige Minuten und laden Sie diese Seite dann neu.",
        openWorkspace: "Arbeitsbereich öffnen",
        guides: "Anleitungen für den Einstieg",
      },
    },
    billing: {
      lead: "Ihr Tarif, wie viele Geräte Sie verwalten und wohin wir Rechnungen senden.",
      planSection: "Tarif und Nutzung",
      currentPlan: "Aktueller Tarif",
      noPlan: "Noch kein Tarif",
      noPlanText:
        "Beginnen Sie mit der kostenlosen 90-tägigen Testphase: alle Funktionen, keine Kreditkarte. Nach Ablauf der 90 Tage endet die Testphase automatisch; führen Sie vorher ein Upgrade durch, um Ihren Arbeitsbereich zu behalten.",
      startTrial: "Kostenlose Testphase starten",
      deviceUsage: "Gerätenutzung",
      managedDevices_one: "{{count}} <unit>verwaltetes Gerät</unit>",
      managedDevices_other: "{{count}} <unit>verwaltete Geräte</unit>",
      deviceUsageText:
        "Ein Gerät zählt, sobald es sich zum ersten Mal bei Ihrem Arbeitsbereich meldet. Ausgemusterte und archivierte Geräte zählen nicht – räumen Sie also vor Ihrem Abrechnungsdatum auf.",
      detailsSection: "Rechnungsdetails",
      billingAddress: "Rechnungsadresse",
      noBillingAddress: "Keine Rechnungsadresse hinterlegt",
      noBillingAddressText:
        "Sobald nach der Beta kostenpflichtige Tarife verfügbar sind, übernehmen wir hier Ihre Unternehmensadresse. Sie können sie vor Ihrer ersten Rechnung ändern, zum Beispiel in die Adresse Ihrer Finanzabteilung.",
      keepFleetward: "Fleetward nach der Testphase weiter nutzen",
      keepFleetwardText:
        "Kostenpflichtige Tarife werden pro verwaltetem Gerät berechnet, Sie zahlen also nur für das, was Sie tatsächlich erfassen. Vergleichen Sie die Tarife oder sprechen Sie mit uns über Mengenpreise für eine große Geräteflotte.",
      comparePlans: "Tarife vergleichen",
      talkToSales: "Mit dem Vertrieb sprechen",
    },
    payment: {
      lead: "Die Karten, die wir für Ihren Fleetward-Tarif belasten. Für die kostenlose Testphase ist nie eine Karte nötig.",
      methodsSection: "Zahlungsmethoden",
      savedMethods: "Gespeicherte Zahlungsmethoden",
      noMethod: "Keine Zahlungsmethode hinterlegt",
      noMethodText:
        "Für die 90-tägige Testphase brauchen Sie keine Karte. Karten, die Sie später hinzufügen, erscheinen hier mit Kartenmarke, den letzten vier Ziffern und dem Ablaufdatum.",
      addCard: "Karte hinzufügen",
      paymentsClosed:
        "Kartenzahlungen sind möglich, sobald Fleetward die Beta verlässt. Bis dahin gibt es nichts zu bezahlen, daher kann dieses Formular noch nicht gesendet werden.",
      cardDetails: "Kartendaten",
      cardHolder: "Karteninhaber",
      cardNumber: "Kartennummer",
      expiry: "Ablaufdatum (MM/JJ)",
      cvc: "CVC",
      saveCard: "Karte speichern",
    },
    invoice: {
      lead: "Alle Rechnungen für Ihren Fleetward-Tarif, mit den abgerechneten Geräten, bereit zum Herunterladen als PDF.",
      historySection: "Rechnungsverlauf",
      allInvoices: "Alle Rechnungen",
      columns: {
        invoice: "Rechnung",
        issued: "Ausgestellt",
        billingPeriod: "Abrechnungszeitraum",
        devices: "Geräte",
        amount: "Betrag",
        status: "Status",
      },
      download: "Herunterladen",
      noInvoices: "Noch keine Rechnungen",
      noInvoicesText:
        "Die Testphase ist kostenlos, es gibt also nichts abzurechnen. Ihre erste Rechnung erscheint hier, sobald Sie zu einem kostenpflichtigen Tarif wechseln.",
      emailCopy:
        "Möchten Sie jede Rechnung zusätzlich per E-Mail erhalten? Aktivieren Sie Rechnungs-E-Mails unter <a>Benachrichtigungen</a>.",
    },
    social: {
      lead: "Links, die in Ihrem öffentlichen Profil in den Community-Foren und neben Ihren Beiträgen angezeigt werden, damit andere IT-Teams Sie finden.",
      linksSection: "Profillinks",
      yourLinks: "Ihre Links",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Website",
      hint: "Vollständige Adressen, die mit https:// beginnen. Lassen Sie ein Feld leer, um den entsprechenden Link zu entfernen.",
      submit: "Links speichern",
      submitting: "Wird gespeichert …",
      saved: "Social-Media-Links gespeichert",
    },
    notifications: {
      lead: "Legen Sie fest, welche E-Mails Fleetward Ihnen sendet. Nachrichten zur Sicherheit Ihres Kontos, etwa zu Passwortänderungen, werden immer gesendet.",
      emailSection: "E-Mail-Benachrichtigungen",
      whatWeSend: "Was wir Ihnen senden",
      legend: "Gewünschte E-Mails",
      submit: "Einstellungen speichern",
      submitting: "Wird gespeichert …",
      saved: "Benachrichtigungseinstellungen gespeichert",
      options: {
        securityAlerts: "Sicherheitswarnungen",
        securityAlertsText:
          "Sofort, wenn ein Gerät seine Festplattenverschlüsselung verliert, die Bildschirmsperre oder den Endpunktschutz deaktiviert oder sich nicht mehr meldet.",
        complianceDigest: "Compliance-Übersicht der Geräte",
        complianceDigestText:
          "Jeden Montagmorgen: die Geräte, die gegen eine Richtlinie verstoßen, gruppiert nach Besitzer, und was Sie zuerst beheben sollten.",
        trialReminders: "Erinnerungen zur Testphase",
        trialRemindersText: "14 Tage, 7 Tage und 1 Tag vor dem Ende Ihrer 90-tägigen Testphase.",
        productNews: "Produktneuigkeiten",
        productNewsText: "Neue Funktionen und Sicherheitshinweise, höchstens eine E-Mail im Monat.",
        invoices: "Rechnungen",
        invoicesText: "Eine Kopie jeder Rechnung als PDF-Anhang, sobald sie ausgestellt wird.",
      },
    },
    settings: {
      lead: "Schützen Sie Ihr Konto: Ihr Passwort, wann der Bildschirm gesperrt wird und wo Sie angemeldet sind.",
      securitySection: "Sicherheit",
      changePassword: "Passwort ändern",
      autoLock: "Automatische Sperre",
      activeSessions: "Aktive Sitzungen",
      thisBrowser: "Dieser Browser",
      currentSession: "Aktuelle Sitzung",
      sharedComputer:
        "Haben Sie einen gemeinsam genutzten oder geliehenen Computer verwendet? Wählen Sie dort im Kontomenü „Abmelden“: Damit wird die Sitzung auch auf unserem Server beendet, nicht nur in diesem Browser.",
      dangerSection: "Gefahrenzone",
      deleteAccount: "Konto löschen",
      deleteText:
        "Wenn Sie Ihr Konto löschen, werden Ihr Profil, Ihre Testanfrage und Ihr Arbeitsbereich mit allen darin enthaltenen Gerätedatensätzen entfernt. Solange Fleetward in der Beta ist, gibt es keinen Datenexport; dies kann also nicht rückgängig gemacht werden.",
      deleteRequest:
        "Damit niemand ein Konto über eine gestohlene Sitzung löschen kann, erledigen wir das auf Anfrage: Schreiben Sie von der Adresse Ihres Kontos an <email/>. Wir bestätigen die Löschung innerhalb eines Werktags per E-Mail.",
      deleteSubject: "Mein Fleetward-Konto löschen",
    },
    password: {
      current: "Aktuelles Passwort",
      new: "Neues Passwort",
      newHint:
        "8 bis 128 Zeichen. Einige Wörter ohne Zusammenhang sind leicht zu merken und schwer zu erraten.",
      confirm: "Neues Passwort bestätigen",
      confirmHint: "Geben Sie das neue Passwort noch einmal ein.",
      mismatch: "Die beiden Passwörter stimmen nicht überein.",
      submit: "Passwort ändern",
      submitting: "Wird geändert …",
      changed: "Passwort geändert",
    },
    autoLock: {
      label: "Bildschirm sperren nach",
      option_one: "{{count}} Minute Inaktivität",
      option_other: "{{count}} Minuten Inaktivität",
      optionDefault_one: "{{count}} Minute Inaktivität (Standard)",
      optionDefault_other: "{{count}} Minuten Inaktivität (Standard)",
      hint: "Gilt für diesen Browser. Ist der Bildschirm gesperrt, entsperren Sie ihn mit Ihrem Passwort und machen dort weiter, wo Sie aufgehört haben.",
      saved_one: "Gespeichert: Der Bildschirm wird nach {{count}} Minute ohne Aktivität gesperrt.",
      saved_other:
        "Gespeichert: Der Bildschirm wird nach {{count}} Minuten ohne Aktivität gesperrt.",
      notSaved_one:
        "Dieser Browser erlaubt das Speichern von Einstellungen nicht, daher gilt der Standardwert von {{count}} Minute.",
      notSaved_other:
        "Dieser Browser erlaubt das Speichern von Einstellungen nicht, daher gilt der Standardwert von {{count}} Minuten.",
    },
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

  blog: {
    allCategories: "Alle Kategorien",
    articleErrorTitle: "Der Artikel konnte nicht geladen werden",
    audioNote: "Hören Sie die Folge in Ihrer Podcast-App. Die Shownotes finden Sie unten.",
    backToBlog: "Zurück zum Blog",
    blogNavigation: "Blog-Navigation",
    byAuthor: "Von {{name}}",
    carouselHint:
      "Mit den Schaltflächen oder den Pfeiltasten links und rechts wechseln Sie zwischen den Folien.",
    carouselRole: "Karussell",
    categoriesHeading: "Kategorien",
    categoryLabel: "Kategorie",
    clearFilters: "Alle Filter zurücksetzen",
    duration: "Dauer: {{duration}}",
    emptyPage: "Auf dieser Seite gibt es keine Artikel.",
    emptyText:
      "Versuchen Sie es mit weniger Schlagwörtern, einer anderen Kategorie oder einem anderen Suchbegriff.",
    emptyTitle: "Keine Artikel entsprechen diesen Filtern",
    errorText: "Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    errorTitle: "Die Artikel konnten nicht geladen werden",
    filtersLabel: "Artikel filtern",
    firstPage: "Zur ersten Seite",
    galleryLabel: "Galerie",
    knowledgeBase: "Wissensdatenbank",
    knowledgeBaseIntro:
      "Schritt-für-Schritt-Antworten zur Einrichtung und zum Betrieb von Fleetward.",
    knowledgeBaseTitle: "Aus der Wissensdatenbank",
    latestArticles: "Neueste Artikel",
    loading: "Artikel werden geladen …",
    loadingArticle: "Artikel wird geladen …",
    minutesToRead: "Lesezeit in Minuten: {{count}}",
    nextPage: "Weiter",
    nextSlide: "Nächste Folie",
    notFoundTitle: "Wir konnten diesen Artikel nicht finden",
    notFoundText:
      "Der gewünschte Artikel existiert nicht oder wurde entfernt. Stöbern Sie stattdessen im Blog.",
    openLarger: "Größere Ansicht öffnen",
    opensInNewTab: "(öffnet in einem neuen Tab)",
    pageOf: "Seite {{page}} von {{total}}",
    pagination: "Seitennavigation",
    podcastEpisode: "Podcast-Folge",
    postCount: "Artikel: {{count}}",
    previousPage: "Zurück",
    previousSlide: "Vorherige Folie",
    readMore: "Weiterlesen",
    relatedArticles: "Ähnliche Artikel",
    resultCount: "Gefundene Artikel: {{count}}",
    retry: "Erneut versuchen",
    searchLabel: "Artikel durchsuchen",
    searchPlaceholder: "Zum Beispiel: Verschlüsselung",
    showAllTags: "Alle Schlagwörter anzeigen",
    showFewerTags: "Weniger Schlagwörter anzeigen",
    showSlide: "Folie {{number}} anzeigen",
    slideOf: "Folie {{current}} von {{total}}",
    slideRole: "Folie",
    slidesLabel: "Folien",
    tagsHint: "Artikel müssen alle ausgewählten Schlagwörter tragen.",
    tagsLabel: "Schlagwörter",
    videoOn: "Video auf {{provider}}",
    videoOpened: "Das Video wurde in einem neuen Tab geöffnet. Falls nicht:",
    videoPrivacy:
      "Von {{provider}} wird nichts geladen, bevor Sie sich für das Ansehen entscheiden. Das Video öffnet sich dann auf {{provider}} in einem neuen Tab.",
    watchOn: "Auf {{provider}} ansehen",
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
