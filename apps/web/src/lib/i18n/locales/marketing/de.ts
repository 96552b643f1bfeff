import type { MarketingText } from "./en.ts";

export const deMarketing: MarketingText = {
  home: {
    lead: "Kennen Sie jeden Laptop, jedes Smartphone, jeden Server und jede Lizenz Ihrer Organisation – wer sie hat und ob sie sicher sind. Fleetward hält das Inventar aktuell und zeigt zuerst die Geräte, die Aufmerksamkeit brauchen.",
    seePricing: "Preise ansehen",
    builtOn: "Gebaut auf Open Source und offenen Formaten, die Sie selbst prüfen können",
    featuresTitle: "Alles über Ihre Geräte in einer App",
    featuresIntro:
      "Ersetzen Sie Tabelle, Ausleihliste und Verlängerungskalender durch ein Inventar, dem Ihr ganzes Team vertraut.",
    features: [
      {
        title: "Ein Inventar, das stimmt",
        text: "Jeder Laptop, Server, Monitor und jedes Zubehör in einem Register – mit wem es gehört und wo es ist. Computer mit osquery, dem Open-Source-Agenten, melden ihre Hardware, ihr System und ihre Software selbst.",
      },
      {
        title: "Sicherheitslage auf einen Blick",
        text: "Verschlüsselung, Patchstand, Bildschirmsperre und Endpoint-Schutz für jedes Gerät – die fehlerhaften ganz oben.",
      },
      {
        title: "Lebenszyklus von der Bestellung bis zur Entsorgung",
        text: "Kaufdatum, Kosten und Garantieende bei jedem Asset, eine tägliche Erinnerung an Garantien, die in den nächsten 30 Tagen enden, und ausgesonderte Assets, die ihren Verlauf behalten.",
      },
      {
        title: "Lizenzen ohne Überraschungen",
        text: "Lizenzen, Kosten und Ablaufdaten an einem Ort, mit täglicher Erinnerung an Lizenzen, die in den nächsten 30 Tagen enden.",
      },
      {
        title: "Ausgabe und Rücknahme",
        text: "Leihlaptops mit Rückgabedatum und Erinnerungen verleihen und Geräte in drei Klicks an neue Mitarbeitende übergeben.",
      },
      {
        title: "Berichte, die Auditoren akzeptieren",
        text: "Exporte von Assets, Geräten, Lizenzen, Personen und Verlauf als CSV oder XLSX, mit den nicht erfüllten Richtlinien jedes Geräts, als Nachweis für ISO 27001, SOC 2 und NIS2.",
      },
    ],
    stepsTitle: "An einem Nachmittag startklar",
    steps: [
      {
        title: "Verbinden",
        text: "Importieren Sie eine Tabelle oder einen Snipe-IT-Export und installieren Sie osquery, den Open-Source-Agenten, mit einem Registrierungsschlüssel auf Ihren Computern.",
      },
      {
        title: "Prüfen",
        text: "Fleetward gleicht Datensätze per Seriennummer ab, ordnet Verantwortliche zu und zeigt, welche Geräte eine Prüfung nicht bestehen.",
      },
      {
        title: "Handeln",
        text: "Beheben Sie den Anfang der Liste, passen Sie die Richtlinien an und erhalten Sie eine E-Mail, sobald ein Gerät eine davon nicht mehr erfüllt.",
      },
    ],
    postureTitle: "Ihre Sicherheitslage auf einen Blick",
    postureIntro:
      "Festplattenverschlüsselung, Betriebssystemversion, Bildschirmsperre und Schutz vor Schadsoftware – von osquery auf jedem registrierten Computer geprüft und verständlich erklärt. Die Geräte, die Sie brauchen, stehen oben – mit Verantwortlichen und Grund.",
    postureLink: "So funktioniert die Überwachung der Gerätesicherheit",
    testimonialsTitle: "Beispielgeschichten",
    examplesNote:
      "Erfundene Teams und Zitate, die zeigen, wofür die Funktionen von Fleetward da sind. Es sind Beispiele, keine Kunden.",
    quotes: [
      {
        quote:
          "Für dieses Audit habe ich einen einzigen Sicherheitsbericht exportiert, und der Auditor hatte keine Rückfragen.",
        role: "IT-Leiterin, Northwind Logistics · 1.240 Geräte",
      },
      {
        quote:
          "Wir haben 37 Laptops gefunden, die seit 90 Tagen niemand benutzt hatte, und sie neu verteilt, statt neue zu kaufen.",
        role: "Leiter IT-Betrieb, Helios Health Partners · 860 Geräte",
      },
      {
        quote:
          "Die Patch-Compliance stieg in einem Quartal von 71 auf 96 Prozent, weil alle dieselbe Liste gesehen haben.",
        role: "CISO, Fjordline Insurance · 2.600 Geräte",
      },
    ],
    moreStories: "Weitere Beispielgeschichten lesen",
    pricingTitle: "Einfache Preise pro Gerät",
    pricingIntro:
      "Keine Kosten für Zubehör oder Administratoren. 90 Tage kostenlos starten, ohne Kreditkarte.",
    planTrialNote: "90 Tage, bis zu {{count}} Geräte",
    planTrialUnlimited: "90 Tage, unbegrenzt viele Geräte",
    planEnterpriseNote: "SSO, SCIM und 99,9 % SLA",
    planPerDevice: "pro Gerät und Monat",
    customPrice: "Individuell",
    comparePlans: "Tarife vergleichen",
    faqTitle: "Häufige Fragen",
    faqs: [
      {
        q: "Muss ich einen Agenten auf unseren Geräten installieren?",
        a: "Für Gerätedaten und Sicherheitslage ja: Auf jedem Computer läuft osquery, der Open-Source-Agent, den Sie mit einem Registrierungsschlüssel und einer Flags-Datei aus Fleetward installieren. Inventar, Ausgabe und Rücknahme sowie Importe funktionieren auch ohne ihn.",
      },
      {
        q: "Was passiert, wenn die 90-tägige Testphase endet?",
        a: "Der Test-Workspace wird automatisch deaktiviert. Wechseln Sie vor oder kurz nach dem Ende zu einem kostenpflichtigen Tarif, und alles wird unverändert übernommen.",
      },
      {
        q: "Können wir Fleetward nutzen, ohne etwas auf unseren Computern zu installieren?",
        a: "Ja. Viele kleine Teams beginnen mit einem Tabellenimport sowie Ausgabe und Rücknahme. Für die Sicherheitsprüfungen braucht es osquery auf dem Computer, denn dort laufen die Richtlinien.",
      },
      {
        q: "Wo werden unsere Daten gespeichert?",
        a: "In Frankfurt, Deutschland – verschlüsselt im Ruhezustand und bei der Übertragung. Fleetward speichert niemals Wiederherstellungsschlüssel oder Passwörter.",
      },
      {
        q: "Wie unterscheidet sich Fleetward von Snipe-IT oder GLPI?",
        a: "Das sind solide Inventarwerkzeuge, die Sie selbst hosten und pflegen. Fleetward wird für Sie betrieben, importiert einen Snipe-IT-Export und ergänzt die Sicherheitslage, die osquery meldet – Inventar und Risikobild sind dieselbe Liste.",
      },
    ],
    moreAnswers: "Weitere Antworten im Hilfe-Center",
    ctaTitle: "Bis Freitag wissen, wo jedes Gerät ist",
    ctaText:
      "Importieren Sie noch heute eine Tabelle oder registrieren Sie Ihren ersten Computer mit osquery. Die Testphase ist 90 Tage kostenlos und braucht keine Kreditkarte.",
    snapshot: {
      label: "Illustration der Fleetward-Flottenübersicht",
      title: "Flottenübersicht",
      synced: "Vor 3 Min. synchronisiert",
      devices: "Geräte",
      encrypted: "verschlüsselt",
      attention: "brauchen Aufmerksamkeit",
      needsUpdate: "Update nötig",
      notEncrypted: "Nicht verschlüsselt",
      healthy: "In Ordnung",
    },
    posture: {
      title: "Sicherheitslage · acme.fleetward.com",
      lastSync: "Letzte Synchronisierung vor 4 Minuten",
      managed: "Verwaltete Geräte",
      managedNote: "+36 in diesem Monat",
      passAll: "Bestehen alle vier Prüfungen",
      passAllNote: "gestiegen von 78 % im August",
      attention: "Brauchen Aufmerksamkeit",
      attentionNote: "davon 23 kritisch",
      encryption: "Festplattenverschlüsselung",
      patch: "Patchstand des Betriebssystems",
      lock: "Bildschirmsperre",
      protection: "Endpoint-Schutz",
      pass: "{{percent}} % bestanden",
      critical: "Kritisch",
      high: "Hoch",
      salesPool: "Vertriebspool",
      issueUpdate: "Sicherheitsupdate fehlt seit 21 Tagen",
      issueProtection: "Endpoint-Schutz meldet sich nicht",
      issueLock: "Keine Bildschirmsperre eingerichtet",
      caption:
        "Produktillustration mit Beispieldaten einer fiktiven Organisation mit 1.284 Geräten.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Workflows automatisieren die geschäftigsten Tage im Leben eines Geräts: den ersten Morgen neuer Mitarbeitender und den letzten Nachmittag beim Austritt. Der Early Access startet für Business- und Enterprise-Kunden, wenn der Countdown abläuft.",
    upcomingTitle: "Was als Nächstes kommt",
    upcoming: [
      "Onboarding-Abläufe, die neuen Mitarbeitenden Laptop, Smartphone und Lizenzen über ein einziges Formular zuweisen",
      "Offboarding-Checklisten, die sich automatisch öffnen, wenn HR einen Vertrag beendet – mit Rücksendeetiketten",
      "Freigabeschritte für Käufe über einem Budget, das Sie pro Kostenstelle festlegen",
    ],
    shape:
      "Möchten Sie mitgestalten? Schreiben Sie an <mail>product@fleetward.com</mail> und erzählen Sie uns, wie Ihr Team heute neue Mitarbeitende einrichtet. Den Fortschritt veröffentlichen wir jeden Monat im Changelog.",
    readChangelog: "Changelog lesen",
    maintenanceEyebrow: "Wir sind gleich wieder da",
    maintenanceLead:
      "Wir aktualisieren die Datenbank, in der Ihre Workspaces gespeichert sind, auf eine schnellere Version. Ihre Daten sind sicher, und während der Pause geht nichts verloren.",
    unavailable: "Nicht verfügbar",
    unavailableText: "Workspaces, Anmeldung und die REST-API",
    notAffected: "Nicht betroffen",
    notAffectedText:
      "Ihre Geräte: osquery läuft auf ihnen weiter und meldet sich wieder, sobald der Dienst zurück ist",
    maintenanceContact:
      "Administratoren erhalten von <status>status@fleetward.com</status> eine E-Mail, wenn die Arbeiten beginnen und wenn sie enden. Etwas Dringendes, das nicht warten kann? Schreiben Sie an <support>support@fleetward.com</support>; Enterprise-Kunden können auch ihre Notfall-Hotline anrufen.",
    thankYouEyebrow: "Nachricht erhalten",
    thankYouLead:
      "Danke, dass Sie sich bei Fleetward gemeldet haben. Ihre Nachricht ist in unserer Warteschlange und wurde an das Team weitergeleitet, das sie beantworten kann.",
    nextTitle: "So geht es weiter",
    nextSteps: [
      "Innerhalb weniger Minuten erhalten Sie eine Bestätigung mit einer Kopie Ihrer Nachricht. Falls nicht, sehen Sie bitte im Spam-Ordner nach.",
      "Ein Mensch aus dem passenden Team – kein Bot – antwortet innerhalb eines Werktags.",
      "Betrifft Ihre Frage einen bestehenden Workspace, nennen Sie in jeder Antwort dessen Adresse, damit wir ihn schnell finden.",
    ],
    whileYouWait:
      "Während Sie warten: Die <guides>Einrichtungsanleitungen</guides> beantworten die meisten Fragen der ersten Woche, und die <faqs>FAQ</faqs> behandeln Testphase, Abrechnung und Sicherheit.",
    readBlog: "Zum Blog",
  },
  contact: {
    eyebrow: "Kontakt",
    lead: "Fragen zu Preisen, zur Migration aus Tabellen oder zu Ihrem Test-Workspace: Schreiben Sie uns, und ein Mensch aus dem passenden Team antwortet innerhalb eines Werktags.",
    sendTitle: "Schreiben Sie uns",
    beforeTitle: "Bevor Sie schreiben",
    beforeSupport:
      "Sie sind bereits Kunde und haben ein Problem in Ihrem Workspace? Das <page>Support-Formular</page> leitet es nach Dringlichkeit weiter.",
    beforeGuides:
      "Viele Fragen zur Einrichtung beantworten die <page>Schritt-für-Schritt-Anleitungen</page>.",
    beforeSecrets:
      "Senden Sie über dieses Formular niemals Passwörter, Wiederherstellungsschlüssel oder personenbezogene Daten von Mitarbeitenden.",
    otherTitle: "Weitere Wege zu uns",
    phoneOrVisit:
      "Lieber telefonieren oder vorbeikommen? Hier finden Sie unsere <page>Büros in Berlin, Amsterdam und Austin</page>.",
    detailLead:
      "Drei Büros, vier Postfächer und eine Regel: Es antwortet ein echter Mensch aus dem passenden Team. Besuche sind nach Vereinbarung willkommen.",
    sendMessage: "Nachricht senden",
    officesTitle: "Unsere Büros",
    holidays:
      "Die Büros sind an den gesetzlichen Feiertagen in Berlin, Nordholland bzw. Texas geschlossen. Der Support für dringende Enterprise-Anliegen läuft an diesen Tagen weiter.",
    mailboxesTitle: "Schreiben Sie dem richtigen Team",
    response: "Antwort: ",
    phone: "Telefon",
    openingHours: "Öffnungszeiten",
    gettingHere: "Anfahrt",
    companyTitle: "Unternehmensangaben",
    registered: "Eingetragenes Unternehmen",
    vat: "USt-IdNr.",
    directors: "Geschäftsführung",
    dpo: "Datenschutzbeauftragte",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Hauptsitz",
        country: "Deutschland",
        hours: "Montag bis Freitag, 08:00–18:00",
        timeZone: "MEZ/MESZ (UTC+1, im Sommer UTC+2)",
        directions: "5 Minuten von der U6 Naturkundemuseum. Besuchereingang im Innenhof, 3. Stock.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Produkt und Kunden in den Benelux-Ländern",
        country: "Niederlande",
        hours: "Montag bis Freitag, 09:00–17:30",
        timeZone: "MEZ/MESZ (UTC+1, im Sommer UTC+2)",
        directions:
          "10 Gehminuten von Amsterdam Centraal; die Trams 13 und 17 halten am Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Kunden in Nordamerika",
        country: "Vereinigte Staaten",
        hours: "Montag bis Freitag, 08:00–17:00",
        timeZone: "CT (UTC−6, im Sommer UTC−5)",
        directions:
          "In Downtown an Congress Avenue und 6th Street. Besucherparkplätze in der Garage des One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Vertrieb",
        use: "Angebote, Enterprise-Tarife, Bestellungen und Mengenpreise.",
        response: "Innerhalb eines Werktags",
      },
      support: {
        team: "Support",
        use: "Hilfe zu Workspace, Registrierung mit osquery, Importen und Abrechnung.",
        response:
          "Testphase: 2 Werktage. Business: 8 Geschäftsstunden. Enterprise: 1 Stunde bei dringenden Anliegen.",
      },
      security: {
        team: "Sicherheit",
        use: "Meldungen von Schwachstellen und Sicherheitsfragebögen. PGP-Schlüssel auf Anfrage.",
        response: "Bestätigung innerhalb von 24 Stunden, an jedem Tag des Jahres",
      },
      press: {
        team: "Presse",
        use: "Interviews, Logos, Produkt-Screenshots und Unternehmensfakten.",
        response: "Innerhalb von zwei Werktagen",
      },
    },
    form: {
      topics: {
        sales: "Preise und Tarife",
        trial: "Meine kostenlose Testphase",
        support: "Hilfe zu meinem Workspace",
        billing: "Rechnungen und Abrechnung",
        partnership: "Partnerschaften und Wiederverkäufer",
        press: "Presse und Medien",
        other: "Etwas anderes",
      },
      sent: "Nachricht gesendet. Wir antworten innerhalb eines Werktags.",
      name: "Ihr Name",
      email: "Geschäftliche E-Mail-Adresse",
      company: "Unternehmen (optional)",
      topic: "Thema",
      message: "Nachricht",
      messageHint:
        "Nennen Sie uns die Zahl Ihrer Geräte und wie Sie sie heute erfassen. 20 bis 5.000 Zeichen.",
      sending: "Wird gesendet …",
      send: "Nachricht senden",
      privacy: "Wir verwenden Ihre Angaben nur, um diese Nachricht zu beantworten.",
    },
  },
};
