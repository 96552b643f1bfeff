import type { CompanyText } from "./en.ts";

export const deCompany: CompanyText = {
  pricing: {
    eyebrow: "Preise",
    lead: "Ein Preis pro Gerät, alle Funktionen, die Ihr Team braucht, keine Kosten für Zubehör oder Administratoren. Starten Sie mit 90 kostenlosen Tagen und entscheiden Sie anhand Ihrer eigenen Daten.",
    plansTitle: "Tarife",
    mostTeams: "Die meisten Teams wählen diesen",
    customPrice: "Individuell",
    trialPriceNote: "für 90 Tage, ohne Kreditkarte",
    trialCta: "Kostenlos testen",
    trialNote: "Beta: Der Datenexport ist während der Testphase nicht verfügbar.",
    customPriceNote: "ab 2.000 Geräten",
    salesCta: "Vertrieb kontaktieren",
    paidPriceNote: "pro Gerät und Monat, monatliche oder jährliche Abrechnung",
    paidCta: "Mit der Testphase beginnen",
    vatNote:
      "Preise zzgl. MwSt. Die kostenlose Testphase ist eine Beta: Bitte lesen Sie die <page>Testbedingungen</page>, bevor Sie Daten darin speichern.",
    estimateTitle: "Kosten berechnen",
    devicesLabel: "Anzahl der Geräte",
    devicesHint: "Laptops, Desktops, Smartphones, Tablets und Server. Zubehör ist kostenlos.",
    billedMonthly: "{{plan}}, monatliche Abrechnung",
    billedYearly: "{{plan}}, jährliche Abrechnung",
    perMonth: "pro Monat",
    perYear: "pro Jahr",
    youSave: "Sie sparen {{amount}} pro Jahr",
    compareTitle: "Funktionen vergleichen",
    compareCaption: "Enthaltene Funktionen je Tarif",
    featureColumn: "Funktion",
    included: "Enthalten",
    notIncluded: "Nicht enthalten",
    groups: {
      inventory: "Inventar",
      posture: "Sicherheitsstatus",
      lifecycle: "Lebenszyklus und Lizenzen",
      data: "Daten und Verwaltung",
      support: "Support",
    },
    features: {
      managedDevices: "Verwaltete Geräte",
      nonDeviceAssets: "Sonstige Assets (Monitore, Docks, Telefone)",
      csvImport: "CSV-Import",
      mdmConnectors: "Geräte, die über osquery berichten (Windows, macOS, Linux)",
      customFields: "Benutzerdefinierte Felder",
      postureChecks: "Festplattenverschlüsselung, Patch-Stand, Bildschirmsperre, Endpoint-Schutz",
      postureEmail: "E-Mail-Warnungen zum Sicherheitsstatus",
      customPolicies: "Eigene Richtlinien und Schwellenwerte",
      alerts: "E-Mail-Warnungen und Webhooks",
      checkInOut: "Ausgabe und Rücknahme mit Erinnerungen",
      warranty: "Garantie- und Austauschplanung",
      licences: "Verwaltung von Softwarelizenzen",
      offboarding: "Offboarding-Checklisten",
      export: "Datenexport (CSV, REST-API)",
      auditLog: "Aufbewahrung des Audit-Logs",
      sso: "SAML-Single-Sign-on und SCIM",
      entities: "Mehrere Gesellschaften und Kostenstellen",
      residency: "Datenhaltung in der EU",
      helpCentre: "Hilfe-Center, Anleitungen und Community-Foren",
      responseTime: "Erste Reaktionszeit",
      onboarding: "Onboarding-Termin",
      uptime: "Verfügbarkeitszusage",
    },
    values: {
      upTo250: "Bis zu 250",
      unlimited: "Unbegrenzt",
      upTo10Products: "Bis zu 10 Produkte",
      days30: "30 Tage",
      months12: "12 Monate",
      years3: "3 Jahre",
      euOrUs: "EU oder USA",
      businessDays2: "2 Werktage",
      businessHours8: "8 Geschäftsstunden",
      hour1Urgent: "1 Stunde (dringend)",
      session60: "1 × 60 Min.",
      guidedRollout: "Begleiteter Rollout",
      uptime995: "99,5 %",
      sla999: "99,9 % SLA",
    },
    faqTitle: "Fragen zur Abrechnung",
    faqs: [
      {
        question: "Was zählt als Gerät?",
        answer:
          "Ein Laptop, Desktop, Smartphone, Tablet oder Server in Ihrem Bestand – ob er über osquery meldet oder von Hand bzw. per Import angelegt wurde. Monitore, Docks, Headsets und anderes Zubehör werden als Assets erfasst und sind kostenlos.",
      },
      {
        question: "Wie wird die monatliche Rechnung berechnet?",
        answer:
          "Wir zählen Ihre aktiven Geräte jeden Tag und berechnen den höchsten Stand des Monats. Wachsen Sie im März von 180 auf 195 Geräte, beträgt die Rechnung im April 195 × 4 € = 780 € zuzüglich MwSt., sofern diese anfällt.",
      },
      {
        question: "Gibt es einen Rabatt bei jährlicher Zahlung?",
        answer:
          "Ja. Bei jährlicher Zahlung kostet ein Gerät 40 € pro Jahr statt 48 € – zwei Monate gratis. Sie können im Laufe des Jahres Geräte hinzufügen; sie werden anteilig mit der nächsten Rechnung abgerechnet.",
      },
      {
        question: "Was passiert, wenn meine Testphase endet?",
        answer:
          "Nach 90 Tagen wird der Test-Workspace automatisch deaktiviert. Wechseln Sie vorher zu Business, um ohne Unterbrechung weiterzuarbeiten; Ihre Geräte, Personen und Historie bleiben genau so, wie sie sind.",
      },
      {
        question: "Welche Zahlungsmethoden akzeptieren Sie?",
        answer:
          "Kredit- und Debitkarten (Visa, Mastercard, American Express) sowie SEPA-Lastschrift in jedem Tarif. Enterprise-Kunden können zudem per Überweisung auf Bestellung zahlen, mit 30 Tagen Zahlungsziel.",
      },
      {
        question: "Kann ich jederzeit kündigen?",
        answer:
          "Monatliche Tarife sind jederzeit kündbar und enden mit dem Abrechnungsmonat. Jährliche Tarife laufen bis zum Ende des bezahlten Jahres. Vor dem Abschied können Sie alle Ihre Daten als CSV oder über die API exportieren.",
      },
      {
        question: "Berechnen Sie Mehrwertsteuer?",
        answer:
          "Die Preise verstehen sich zuzüglich MwSt. Unternehmen in der EU mit gültiger USt-IdNr. erhalten Rechnungen im Reverse-Charge-Verfahren; wir prüfen die Nummer über VIES, sobald Sie sie in der Abrechnung eingeben.",
      },
    ],
    moreQuestions:
      "Noch eine Frage zu Rechnungen oder Bestellungen? <page>Kontaktieren Sie unser Vertriebsteam</page>.",
  },
  about: {
    eyebrow: "Unternehmen",
    storyTitle: "Unsere Geschichte",
    story: [
      "Fleetward entstand in einer IT-Abteilung, die 1.400 Laptops in drei Tabellen, einem Ticketsystem und dem Gedächtnis eines sehr geduldigen Kollegen verwaltete. Audits dauerten Wochen; verlorene Geräte fielen erst Monate später auf.",
      "Wir haben das Werkzeug gebaut, das wir selbst wollten: einen Ort, der jedes Gerät kennt, weiß, wer es hat, ob es sicher ist und wann es ersetzt werden muss – ohne dass etwas auf einem Server installiert werden muss.",
    ],
    principlesTitle: "Woran wir glauben",
    principles: [
      {
        title: "Genau vor raffiniert",
        text: "Ein Inventar ist nur nützlich, wenn es stimmt. Jeder Geräteeintrag zeigt, woher seine Daten stammen und wann sie zuletzt bestätigt wurden.",
      },
      {
        title: "Sicherheit, die man lesen kann",
        text: "Verschlüsselung, Patch-Stand, Bildschirmsperre und Endpoint-Schutz erscheinen als klare Antworten, nicht als Punktwerte, die man erst entschlüsseln muss.",
      },
      {
        title: "Schnell für kleine Teams",
        text: "Die meisten IT-Teams bestehen aus einer Handvoll Menschen. Mit Fleetward nimmt eine Person hundert Laptops vor der Mittagspause auf.",
      },
    ],
    numbersTitle: "Was Fleetward tut",
    figures: [
      { value: "osquery", label: "Der Open-Source-Agent, über den Ihre Geräte berichten" },
      { value: "16", label: "Sprachen der App und ihrer E-Mails" },
      {
        value: "REST API",
        label: "Jede Aktion im Workspace, in OpenAPI dokumentiert, mit signierten Webhooks",
      },
    ],
    officesTitle: "Wo wir arbeiten",
    officesIntro:
      "Kundendaten werden in Frankfurt am Main gehostet. Unsere Supportzeiten folgen der Sonne von Berlin bis Austin, sodass ein werktags gesendetes Ticket selten über Nacht wartet.",
    offices: [
      {
        city: "Berlin",
        role: "Hauptsitz: Entwicklung, Sicherheit und Support für Europa",
      },
      {
        city: "Amsterdam",
        role: "Produkt, Design und unser Benelux-Kundenteam",
      },
      {
        city: "Austin",
        role: "Customer Success und Support für Nordamerika",
      },
    ],
    contactLink: "Adressen, Telefonnummern und Öffnungszeiten",
  },
  team: {
    eyebrow: "Unternehmen",
    lead: "Die meisten von uns haben beruflich IT betrieben – deshalb hat das Produkt eine klare Haltung: Einträge müssen stimmen, Warnungen müssen leise bleiben.",
    peopleTitle: "Die Leitung und die Menschen, die Sie kennenlernen werden",
    members: {
      lena: {
        role: "Mitgründerin und CEO",
        location: "Berlin",
        bio: "Leitete die IT eines Logistikunternehmens mit 1.400 Beschäftigten und erlebte drei Audits mit Tabellen. Verbringt einen Tag pro Woche in Kundengesprächen und liest noch immer jeden Kündigungsgrund.",
      },
      daniel: {
        role: "Mitgründer und CTO",
        location: "Berlin",
        bio: "Baute Inventarsoftware bei zwei europäischen SaaS-Unternehmen. Verantwortet das Datenmodell, die osquery-Anbindung und die Regel, dass jeder Eintrag die Herkunft seiner Daten nennt.",
      },
      sanne: {
        role: "Head of Product",
        location: "Amsterdam",
        bio: "War zuvor Produktleiterin eines Helpdesk-Tools, das 9.000 IT-Teams nutzen. Macht aus Support-Tickets Roadmap-Punkte und hält die Geräteausgabe bei drei Klicks.",
      },
      marcus: {
        role: "Head of Customer Success",
        location: "Austin",
        bio: "Verwaltete vor seinem Einstieg die 6.000 Geräte eines Schulbezirks. Leitet das Onboarding jedes Enterprise-Kunden und veranstaltet die monatliche Sprechstunde.",
      },
      yuki: {
        role: "Head of Security",
        location: "Amsterdam",
        bio: "Ehemals Penetrationstesterin und Incident Responderin. Verantwortet unsere Bedrohungsmodellierung, das Bug-Bounty-Programm und die Sicherheitsprüfung jedes Releases.",
      },
      priya: {
        role: "Staff Engineer, Geräteintegrationen",
        location: "Berlin",
        bio: "Pflegt die osquery-Integration: Registrierung, die Flags-Datei und die Richtlinienbibliothek. Hat Meinungen zu Seriennummernformaten und kann jede davon mit einem Bugreport belegen.",
      },
      jonas: {
        role: "Teamleiter Support",
        location: "Berlin",
        bio: "Acht Jahre am IT-Servicedesk. Schrieb die meisten Anleitungen im Hilfe-Center und hält unsere mediane erste Antwortzeit an Werktagen unter zwei Stunden.",
      },
      amara: {
        role: "Senior Product Designerin",
        location: "Austin",
        bio: "Gestaltet die Dashboards, die mobilen Check-in-Ansichten und die Barrierefreiheitsprüfungen. Testet jede Ansicht mit 375 Pixeln Breite und mit einem Screenreader, bevor sie live geht.",
      },
    },
    habitsTitle: "Wie wir arbeiten",
    habits: [
      "Alle, auch die Entwicklerinnen und Entwickler, beantworten einen Tag im Monat Support-Tickets.",
      "Wir halten Entscheidungen schriftlich fest: ein einseitiger Vorschlag vor jeder Änderung, die Kunden bemerken.",
      "Meetings enden um 16:00 Uhr Berliner Zeit, damit Austin und Berlin zwei gemeinsame Arbeitsstunden ohne Nachtschichten haben.",
    ],
    joinTitle: "Arbeiten Sie mit uns",
    join: "Wir suchen eine Senior-Backend-Entwicklerin oder einen Senior-Backend-Entwickler, ein Customer-Success-Management für die DACH-Region und eine technische Redaktion. Alle Stellen sind remote möglich, innerhalb von zwei Stunden Zeitverschiebung zu Berlin oder Austin.",
    openRoles: "Offene Stellen ansehen",
    aboutLink: "Über Fleetward",
  },
  testimonials: {
    eyebrow: "Beispiele",
    lead: "Neun Beispiel-IT-Teams – von einer Stiftung mit 64 Geräten bis zu einem Schulverbund mit 3.150 – zeigen, was sich ändert, wenn eine Geräteflotte zu Fleetward umzieht. Personen, Organisationen und Zitate sind erfunden; es sind keine Kunden.",
    quotesTitle: "In ihren Worten",
    fleet: "{{count}} Geräte · {{sector}}",
    items: {
      katrin: {
        quote:
          "Bei unserem letzten Audit sollten wir nachweisen, dass jeder Laptop verschlüsselt ist. Früher hat das zwei Leute eine Woche gekostet. Diesmal habe ich den Sicherheitsbericht exportiert, und der Auditor hatte keine Rückfragen.",
        role: "IT-Leiterin",
        sector: "Logistik",
      },
      tom: {
        quote:
          "In der ersten Woche fanden wir 37 Laptops, an denen sich seit über 90 Tagen niemand angemeldet hatte. Die Hälfte lag in einem Schrank; wir haben sie neu verteilt, statt neue zu kaufen.",
        role: "Leiter IT-Betrieb",
        sector: "Gesundheitswesen",
      },
      meiLin: {
        quote:
          "Die Ausleihe von Leihlaptops hat die Papierliste am Empfang ersetzt. Jeden Morgen bekommen wir die Liste der überfälligen Ausleihen und fragen am ersten Tag nach einem Laptop, nicht erst eine Woche später.",
        role: "Leiterin Servicedesk",
        sector: "Bildung",
      },
      rafael: {
        quote:
          "Vorher haben wir Snipe-IT und eine Tabelle ausprobiert. Wir haben den Snipe-IT-Export importiert, und jetzt stimmt das Inventar, ohne dass jemand es ständig pflegen muss, weil unsere Computer über osquery von selbst melden.",
        role: "Systemadministrator",
        sector: "Ingenieurwesen",
      },
      charlotte: {
        quote:
          "Allein die Lizenzverwaltung hat das Abonnement bezahlt. Wir haben für 120 Plätze eines Designtools bezahlt und 74 genutzt; das Gespräch zur Verlängerung lief dieses Jahr ganz anders.",
        role: "Direktorin Finanzen und Betrieb",
        sector: "Freiberufliche Dienstleistungen",
      },
      jakub: {
        quote:
          "Als zweiköpfiges IT-Team an vier Standorten können wir nicht jedes Dashboard im Blick behalten. Wir bekommen eine E-Mail, wenn ein Gerät eine Richtlinie nicht mehr erfüllt, und sonst nichts.",
        role: "IT-Koordinator",
        sector: "Recht",
      },
      aisha: {
        quote:
          "Offboarding hieß früher, Vorgesetzten wegen Laptops hinterherzulaufen. Jetzt zeigt die Seite der ausscheidenden Person jedes Gerät und jede Lizenz, die sie hat, wir nehmen alles am letzten Tag zurück und bekommen fast alles wieder.",
        role: "Managerin People Operations",
        sector: "Einzelhandel",
      },
      henrik: {
        quote:
          "Sicherheitsteam und IT-Team sehen endlich dieselben Zahlen. Die Patch-Compliance stieg in einem Quartal von 71 auf 96 Prozent, vor allem weil alle dieselbe Liste sehen konnten.",
        role: "CISO",
        sector: "Finanzdienstleistungen",
      },
      grace: {
        quote:
          "Die Einrichtung dauerte einen Nachmittag: ein CSV-Import, osquery auf unseren Laptops und ein Standort pro Büro. Der Support hat meine einzige Frage in unter einer Stunde beantwortet – an einem Freitag.",
        role: "IT-Generalistin",
        sector: "Gemeinnützig",
      },
    },
    tryTitle: "Testen Sie es mit Ihren eigenen Geräten",
    try: "Die kostenlose Testphase läuft 90 Tage auf Ihren echten Geräten. Importieren Sie eine CSV-Datei, registrieren Sie Ihre Computer mit osquery und sehen Sie noch am selben Tag Ihren eigenen Sicherheitsbericht.",
    trialCta: "Kostenlos testen",
    storiesLink: "Beispielgeschichten lesen",
  },
  services: {
    eyebrow: "Was wir tun",
    lead: "Fleetward ist in erster Linie ein Produkt: Inventar, Sicherheitsstatus, Lizenzen und Lebenszyklus in einer App. Wenn Sie schneller ans Ziel kommen möchten, übernimmt unser Team mit Ihnen Migration, Rollout und Audit-Vorbereitung.",
    trialCta: "Kostenlos testen",
    engineerCta: "Mit einem Solutions Engineer sprechen",
    productTitle: "Im Produkt",
    productIntro: "In jedem Tarif enthalten, schon ab der kostenlosen 90-Tage-Testphase.",
    professionalTitle: "Professional Services",
    professionalIntro:
      "Festpreisprojekte, umgesetzt von den Menschen, die Fleetward entwickeln. In Enterprise enthalten; für Business-Kunden ab 1.200 € pro Projekt.",
    detailLink: "So funktioniert die Überwachung der Gerätesicherheit",
    items: {
      inventory: {
        name: "Asset-Inventar",
        summary:
          "Ein Eintrag pro Laptop, Smartphone, Server und Zubehör, aktuell gehalten von osquery auf Ihren Computern und von Ihrem Team.",
        points: [
          "Seriennummer, Modell, Kaufdatum, Garantie und Kosten in jedem Eintrag",
          "Computer mit osquery melden Hardware, System und Software und werden über die Seriennummer ihrem Asset zugeordnet",
          "Import aus CSV- oder XLSX-Dateien, auch aus einem Snipe-IT-Export",
        ],
      },
      security: {
        name: "Überwachung der Gerätesicherheit",
        summary:
          "Sehen Sie, welche Geräte unverschlüsselt, ungepatcht, ungesperrt oder ungeschützt sind, und beheben Sie das zuerst.",
        points: [
          "Vier Prüfungen auf jedem verwalteten Gerät, verständlich erklärt",
          "Richtlinien aus der Bibliothek oder eigenes schreibgeschütztes SQL, mit eigenen Schwellenwerten",
          "E-Mail-Warnungen, sobald ein Gerät eine Richtlinie nicht mehr erfüllt, und Webhooks",
        ],
      },
      licences: {
        name: "Lizenzverwaltung",
        summary:
          "Wissen Sie, für wie viele Plätze Sie zahlen, wie viele zugewiesen sind und wann jeder Vertrag verlängert wird.",
        points: [
          "Platz-, Geräte- und Abonnementlizenzen mit Kosten pro Platz",
          "Tägliche Erinnerungs-E-Mail zu Lizenzen, die in den nächsten 30 Tagen enden",
          "Ungenutzte Plätze vor jeder Verlängerung hervorgehoben",
        ],
      },
      lifecycle: {
        name: "Lebenszyklusverwaltung",
        summary:
          "Planen Sie Käufe, Austausch und Aussonderung in einem Kalender statt in einer Tabelle.",
        points: [
          "Garantieenden, mit täglicher Erinnerung an Garantien, die in den nächsten 30 Tagen enden",
          "Ausgesonderte Assets zählen nicht mehr als aktiv, behalten aber Eintrag und Verlauf",
          "Vollständige Historie von Besitzern, Standorten und Reparaturen",
        ],
      },
      migration: {
        name: "Migration aus Tabellen und anderen Tools",
        summary:
          "Wir ordnen Ihre Spalten zu, bereinigen Dubletten und importieren Ihre Historie aus Excel, Snipe-IT, GLPI oder Shelf. Typisches Projekt: 5 Werktage für bis zu 5.000 Assets.",
        points: [
          "Workshop zur Feldzuordnung (60 Minuten)",
          "Testimport in eine Sandbox, die Sie prüfen können",
          "Finaler Import mit Abgleichsbericht",
        ],
      },
      rollout: {
        name: "Begleiteter Rollout",
        summary:
          "Ein Customer Success Manager plant mit Ihnen die ersten 30 Tage: osquery-Registrierung, Standorte, Richtlinien und die erste Sicherheitsprüfung.",
        points: [
          "Kick-off und wöchentliche 30-minütige Abstimmungen",
          "Richtlinienvorlagen für ISO 27001 und Cyber Essentials",
          "Admin-Schulung für bis zu 10 Personen",
        ],
      },
      audit: {
        name: "Prüfung der Audit-Bereitschaft",
        summary:
          "Vor einem ISO-27001-, SOC-2- oder NIS2-Audit prüfen wir Ihr Asset-Register und Ihre Sicherheitsberichte anhand der Kontrollen, nach denen Auditoren fragen.",
        points: [
          "Lückenliste, zugeordnet zu den Anhang-A-Kontrollen",
          "Nachweispaket, das Sie dem Auditor übergeben können",
          "Nachprüfung nach 30 Tagen",
        ],
      },
    },
    engagementTitle: "So läuft ein Projekt ab",
    engagementSteps: [
      {
        title: "Abstimmungsgespräch",
        text: "30 Minuten mit einem Solutions Engineer: wie viele Geräte, welche Betriebssysteme, welche Audits anstehen.",
      },
      {
        title: "Schriftliches Angebot",
        text: "Ein Festpreis und ein Plan mit Terminen innerhalb von zwei Werktagen. Keine Tagessätze, die weiterlaufen.",
      },
      {
        title: "Umsetzung",
        text: "Die Arbeit findet in Ihrem Test- oder Produktiv-Workspace statt, mit einer gemeinsamen Checkliste, die Sie verfolgen können.",
      },
      {
        title: "Übergabe",
        text: "Eine aufgezeichnete Einführung und ein Abgleichsbericht, damit Ihr Team das Ergebnis selbst weiterführt.",
      },
    ],
    comparePlans: "Tarife vergleichen",
    offices: "Unsere Standorte",
  },
  serviceDetail: {
    eyebrow: "Leistungen",
    lead: "Vier Prüfungen, von osquery auf jedem registrierten Computer ausgeführt und in klarer Sprache beantwortet: Ist es verschlüsselt, ist es aktuell, sperrt es sich, ist es geschützt? Sie sehen die auffälligen Geräte zuerst, mit dem Grund.",
    trialCta: "Kostenlos testen",
    allServices: "Alle Leistungen",
    checksTitle: "Die vier Prüfungen",
    checksIntro:
      "Jede Prüfung ist eine schreibgeschützte osquery-SQL-Richtlinie aus der Richtlinienbibliothek. Wo eine Richtlinie einen Schwellenwert hat, etwa die Mindestversion des Betriebssystems oder die Leerlaufzeit bis zur Bildschirmsperre, legen Sie ihn fest.",
    passesWhen: "Bestanden, wenn:",
    checks: [
      {
        title: "Festplattenverschlüsselung",
        passes:
          "FileVault (macOS), BitLocker auf dem Systemlaufwerk (Windows) oder LUKS auf dem Root-Dateisystem (Linux) ist aktiv.",
        why: "Ein verlorener Laptop mit verschlüsselter Festplatte ist ärgerlich. Ohne Verschlüsselung ist er eine meldepflichtige Datenpanne.",
      },
      {
        title: "Patch-Stand des Betriebssystems",
        passes:
          "macOS oder Windows hat mindestens die von Ihnen festgelegte Version, und automatische Updates sind aktiv (auch unter Linux geprüft).",
        why: "Für die meisten ausgenutzten Schwachstellen gibt es seit Monaten einen Patch. Das Alter des fehlenden Updates zählt mehr als ihre Anzahl.",
      },
      {
        title: "Bildschirmsperre",
        passes:
          "Unter Windows und macOS sperrt sich der Bildschirm spätestens nach der erlaubten Leerlaufzeit (standardmäßig 15 Minuten) und verlangt das Passwort.",
        why: "Entsperrte Geräte in Cafés, Zügen und Gemeinschaftsbüros sind der einfachste Weg in eine angemeldete Sitzung.",
      },
      {
        title: "Endpoint-Schutz",
        passes:
          "Unter Windows meldet das Sicherheitscenter einen aktiven Virenschutz mit aktuellen Signaturen; unter macOS sind Apples XProtect und seine Definitionen installiert.",
        why: "Ein installierter, aber deaktivierter Agent sieht in der Einkaufsliste gut aus und schützt nichts.",
      },
    ],
    howTitle: "So funktioniert es",
    steps: [
      "Installieren Sie osquery, den Open-Source-Agenten, auf jedem Computer – mit einem Registrierungsschlüssel und der Flags-Datei, die Fleetward Ihnen gibt.",
      "osquery meldet sich selbstständig, sendet die Gerätedaten und führt jede Richtlinie – eine nur lesende SQL-Abfrage – auf dem Gerät aus.",
      "Jede Richtlinie gilt für die Plattformen, für die sie geschrieben ist, mit den Schwellenwerten, die Sie festlegen, etwa der Mindestversion von macOS.",
      "Auffällige Geräte erscheinen im Sicherheits-Dashboard mit Besitzer, Grund und dem Datum, seit dem die Prüfung fehlschlägt.",
      "Inhaber und Admins erhalten eine E-Mail und eine Benachrichtigung in der App, wenn ein Gerät eine Richtlinie nicht mehr erfüllt oder wieder erfüllt; Webhooks leiten jede Änderung an Ihre eigenen Tools weiter.",
    ],
    platformsTitle: "Unterstützte Plattformen",
    platformsIntro:
      "Was jede Plattform über osquery meldet und welche Prüfungen die Richtlinienbibliothek abdeckt.",
    platformsCaption: "Unterstützte Prüfungen je Plattform",
    columns: {
      platform: "Plattform",
      source: "Datenquelle",
      encryption: "Verschlüsselung",
      patch: "Patch-Stand",
      lock: "Bildschirmsperre",
      protection: "Endpoint-Schutz",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Mindestversion, automatische Updateprüfung",
        lock: "Ja",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Mindest-Build, automatische Updates",
        lock: "Ja",
        protection: "Virenschutz (Sicherheitscenter)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Automatische Updates",
        lock: "Keine Richtlinie in der Bibliothek",
        protection: "Keine Richtlinie in der Bibliothek",
      },
    ],
    boundariesTitle: "Was wir nie tun",
    boundaries: [
      {
        title: "Keine Wiederherstellungsschlüssel",
        text: "Die Richtlinien zur Festplattenverschlüsselung fragen osquery, ob FileVault, BitLocker oder LUKS aktiv ist. Einen Wiederherstellungsschlüssel lesen, kopieren oder speichern wir nie.",
      },
      {
        title: "Ein Agent, der nur liest",
        text: "osquery, der Open-Source-Agent, beantwortet nur lesende Abfragen: Fleetward sieht den Zustand eines Geräts, kann ihn aber nicht ändern.",
      },
      {
        title: "Keine stillen Änderungen",
        text: "Fleetward berichtet und erinnert. Es sendet keine Befehle an Ihre Geräte: keine Fernsperre, kein Löschen.",
      },
    ],
    startTitle: "Sehen Sie Ihren Sicherheitsstatus an einem Nachmittag",
    start:
      "Registrieren Sie Ihre ersten Computer mit osquery und sehen Sie ihren Sicherheitsbericht innerhalb einer Stunde. Die Testphase ist 90 Tage kostenlos und braucht keine Kreditkarte.",
    guidesLink: "Einrichtungsanleitungen lesen",
  },
  helpCentre: {
    eyebrow: "Hilfe-Center",
    lead: "Antworten für Fleetward-Administratoren, Techniker und Testnutzer. Suchen Sie zuerst: Die meisten Fragen sind in weniger als einer Minute beantwortet.",
    searchTitle: "Suche",
    topicsTitle: "Nach Thema stöbern",
    topics: [
      {
        title: "Häufige Fragen",
        text: "20 kurze Antworten zu Konten, der kostenlosen Testphase, Geräten und Sicherheit.",
        cta: "Zu den FAQ",
      },
      {
        title: "Schritt-für-Schritt-Anleitungen",
        text: "Anleitungen vom ersten CSV-Import bis zum Aussondern eines Geräts.",
        cta: "Anleitungen öffnen",
      },
      {
        title: "Support kontaktieren",
        text: "Supportzeiten, Reaktionszeiten je Tarif und ein Formular, das Ihre Anfrage nach Dringlichkeit weiterleitet.",
        cta: "Support erhalten",
      },
      {
        title: "Dokumentation und API",
        text: "Konzepte, Konfiguration und die REST-API-Referenz für Integrationen.",
        cta: "Dokumentation lesen",
      },
    ],
    popularTitle: "Beliebte Artikel",
    popular: [
      { title: "Geräte aus einer CSV-Datei importieren", meta: "Anleitung · 15 Min." },
      { title: "macOS-Geräte registrieren", meta: "Anleitung · 20 Min." },
      { title: "Was passiert nach Ablauf der 90 Tage?", meta: "FAQ · Kostenlose Testphase" },
      { title: "Ausleihe für Leihlaptops einrichten", meta: "Anleitung · 10 Min." },
      { title: "Warum erscheint ein Gerät doppelt?", meta: "FAQ · Geräte" },
      { title: "Speichert Fleetward Wiederherstellungsschlüssel?", meta: "FAQ · Sicherheit" },
    ],
    stillStuckTitle: "Kommen Sie nicht weiter?",
    stillStuck:
      "Unser Support-Team arbeitet montags bis freitags von 08:00 Uhr Berliner Zeit bis 17:00 Uhr Austin-Zeit. Senden Sie eine <support>Support-Anfrage</support> mit Ihrer Workspace-Adresse oder fragen Sie andere IT-Teams in den <forums>Community-Foren</forums>.",
    faqs: {
      topicsLabel: "FAQ-Themen",
      moreTitle: "Keine Antwort gefunden?",
      more: "Folgen Sie einer <guides>Schritt-für-Schritt-Anleitung</guides> oder <support>senden Sie eine Support-Anfrage</support>. Testnutzern antworten wir innerhalb von zwei Werktagen, zahlenden Kunden innerhalb von acht Geschäftsstunden.",
    },
    guides: {
      allTitle: "Alle Anleitungen",
      stepsTitle: "Schritt für Schritt",
      minutes: "{{minutes}} Min.",
      helpTitle: "Brauchen Sie Hilfe?",
      help: "Wenn ein Schritt nicht zu dem passt, was Sie in Ihrem Workspace sehen, nennen Sie uns Anleitung und Schritt in einer <support>Support-Anfrage</support>. Wir halten diese Anleitungen mit jedem monatlichen Release aktuell.",
    },
    support: {
      lead: "Echte Menschen, die sich mit Geräteverwaltung auskennen, beantworten jede Anfrage.",
      hoursTitle: "Supportzeiten",
      hours: [
        { region: "Europa", team: "Berlin", time: "Montag bis Freitag, 08:00–18:00 MEZ" },
        { region: "Nordamerika", team: "Austin", time: "Montag bis Freitag, 08:00–17:00 CT" },
        {
          region: "Dringende Probleme",
          team: "Enterprise-Bereitschaft",
          time: "Rund um die Uhr, 7 Tage die Woche",
        },
      ],
      hoursNote:
        "Geschäftszeiten gelten nicht an Feiertagen in Berlin und Texas. Dringende Enterprise-Probleme sind auch an diesen Tagen abgedeckt.",
      slaTitle: "Reaktionszeiten je Tarif",
      slaIntro:
        "Die Zeit bis zu unserer ersten menschlichen Antwort, nicht bis zu einer automatischen Bestätigung. Die Dringlichkeit wählen Sie im Formular; wir können sie anpassen und sagen Ihnen dann Bescheid.",
      slaCaption: "Erste Reaktionszeiten nach Tarif und Dringlichkeit",
      severityColumn: "Dringlichkeit",
      planColumns: ["Kostenlose Testphase", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Dringend",
          times: ["2 Werktage", "4 Geschäftsstunden", "1 Stunde, rund um die Uhr"],
        },
        { severity: "Hoch", times: ["2 Werktage", "8 Geschäftsstunden", "4 Geschäftsstunden"] },
        { severity: "Normal", times: ["2 Werktage", "8 Geschäftsstunden", "8 Geschäftsstunden"] },
        { severity: "Niedrig", times: ["5 Werktage", "2 Werktage", "1 Werktag"] },
      ],
      requestTitle: "Support-Anfrage senden",
      includeTitle: "Was Sie angeben sollten",
      checklist: [
        "Ihre Workspace-Adresse, zum Beispiel ihrefirma.fleetward.com",
        "Was Sie tun wollten, Schritt für Schritt",
        "Was Sie erwartet haben und was stattdessen passiert ist, mit der genauen Fehlermeldung",
        "Seit wann es auftritt und ob es eine Person, ein Gerät oder alle betrifft",
        "Seriennummern oder Inventarnummern der betroffenen Geräte, falls vorhanden",
        "Einen Screenshot, mit unkenntlich gemachten personenbezogenen Daten",
      ],
      vulnerability:
        "Sie möchten eine Sicherheitslücke melden? Schreiben Sie stattdessen an <mail>security@fleetward.com</mail>.",
      beforeTitle: "Bevor Sie schreiben",
      before:
        "Viele Fragen werden in den <faqs>FAQ</faqs> und den <guides>Einrichtungsanleitungen</guides> beantwortet. Fragen zu Preisen oder einem neuen Vertrag gehen an unser <sales>Vertriebsteam</sales>.",
    },
    form: {
      name: "Ihr Name",
      email: "E-Mail-Adresse Ihres Fleetward-Kontos",
      subject: "Betreff",
      subjectHint: "Eine Zeile, zum Beispiel: Ein Mac meldet sich seit 12. November nicht mehr.",
      severity: "Dringlichkeit",
      severities: {
        low: "Niedrig – eine Frage oder ein optisches Problem",
        normal: "Normal – etwas funktioniert nicht, aber es gibt einen Workaround",
        high: "Hoch – eine Funktion, auf die Ihr Team angewiesen ist, funktioniert nicht",
        urgent: "Dringend – der Workspace ist nicht erreichbar oder Daten sehen falsch aus",
      },
      description: "Beschreibung",
      descriptionHint:
        "Ihre Workspace-Adresse, was Sie getan haben, was Sie erwartet haben und was stattdessen passiert ist. Geben Sie niemals Passwörter oder Wiederherstellungsschlüssel an.",
      sending: "Wird gesendet …",
      send: "Support-Anfrage senden",
      received: "Support-Anfrage {{reference}} eingegangen.",
      sent: "Wir haben „{{subject}}“ als Ticket <ref>{{reference}}</ref> erhalten. Geben Sie diese Nummer an, wenn Sie dazu an support@fleetward.com schreiben.",
    },
  },
  legal: {
    eyebrow: "Rechtliches",
    termsLead:
      "Die Vereinbarung zwischen Ihrer Organisation und der Fleetward GmbH über die Nutzung von Fleetward – von der kostenlosen 90-Tage-Testphase bis zu den kostenpflichtigen Business- und Enterprise-Abonnements. Der Vertragstext ist auf Englisch.",
    privacyLead:
      "Welche personenbezogenen Daten Fleetward verarbeitet, wenn Sie unsere Website besuchen, Ihr Konto nutzen oder mit uns sprechen, warum wir sie brauchen, wie lange wir sie aufbewahren und wie Sie Ihre Rechte nach der DSGVO ausüben. Der Text ist auf Englisch.",
  },
  documentation: {
    eyebrow: "Produkt",
    lead: "Wie Fleetward aufgebaut ist, wie Sie einen Workspace einrichten und wie Sie ihn über die REST-API integrieren. Anleitungen für einzelne Aufgaben finden Sie im Hilfe-Center. Die Dokumentation ist auf Englisch.",
  },
};
