import type { EmailStrings } from "./en.ts";

export const emailDe: EmailStrings = {
  common: {
    greeting: "Guten Tag {{name}},",
    linkFallback:
      "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    securityAlert: "Sicherheitswarnung",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Deutschland",
    moment: "{{date}}, {{time}} Uhr UTC",
    browserOnSystem: "{{browser}} unter {{system}}",
    unknownBrowser: "Ein unbekannter Browser",
  },
  confirmation: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für Fleetward",
    preheader:
      "Ein Klick bestätigt Ihre Adresse – danach können Sie Ihre 90-tägige Testphase starten.",
    reason:
      "Sie erhalten diese E-Mail, weil mit dieser Adresse ein Fleetward-Konto erstellt wurde.",
    heading: "Bestätigen Sie Ihre E-Mail-Adresse",
    intro:
      "Vielen Dank, dass Sie ein Fleetward-Konto erstellt haben. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit wir Ihnen Sicherheitswarnungen und Rechnungen senden können.",
    button: "E-Mail-Adresse bestätigen",
    next: "Nach der Bestätigung können Sie Ihre kostenlose 90-tägige Testphase starten und Ihre ersten Geräte in etwa fünfzehn Minuten registrieren.",
    linkHelp: {
      one: "Dieser Link ist {{count}} Stunde gültig. Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
      other:
        "Dieser Link ist {{count}} Stunden gültig. Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
    },
    notYou:
      "Falls Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail; die Adresse bleibt dann unbestätigt.",
    textIntro:
      "Vielen Dank, dass Sie ein Fleetward-Konto erstellt haben. Bitte bestätigen Sie über diesen Link, dass dies Ihre E-Mail-Adresse ist:",
    textExpiry: {
      one: "Der Link ist {{count}} Stunde gültig.",
      other: "Der Link ist {{count}} Stunden gültig.",
    },
  },
  passwordReset: {
    subject: "Ihr Fleetward-Passwort zurücksetzen",
    preheader: {
      one: "Wählen Sie über diesen Link innerhalb von {{count}} Minute ein neues Passwort.",
      other: "Wählen Sie über diesen Link innerhalb von {{count}} Minuten ein neues Passwort.",
    },
    reason:
      "Sie erhalten diese E-Mail, weil für Ihr Fleetward-Konto das Zurücksetzen des Passworts angefordert wurde.",
    heading: "Passwort zurücksetzen",
    intro: {
      one: "Wir haben eine Anfrage erhalten, das Passwort Ihres Fleetward-Kontos zurückzusetzen. Wählen Sie über die Schaltfläche unten ein neues Passwort. Der Link funktioniert nur einmal und läuft in {{count}} Minute ab.",
      other:
        "Wir haben eine Anfrage erhalten, das Passwort Ihres Fleetward-Kontos zurückzusetzen. Wählen Sie über die Schaltfläche unten ein neues Passwort. Der Link funktioniert nur einmal und läuft in {{count}} Minuten ab.",
    },
    button: "Neues Passwort wählen",
    requestedOn: "Angefordert am {{moment}}",
    requestedFrom: "Von {{client}}",
    notYou:
      "Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert. Falls Sie mehrere solcher E-Mails erhalten, ohne sie angefordert zu haben, schreiben Sie uns bitte an security@fleetward.com.",
    textIntro:
      "Wir haben eine Anfrage erhalten, das Passwort Ihres Fleetward-Kontos zurückzusetzen. Wählen Sie hier ein neues Passwort:",
    textExpiry: {
      one: "Der Link funktioniert nur einmal und läuft in {{count}} Minute ab.",
      other: "Der Link funktioniert nur einmal und läuft in {{count}} Minuten ab.",
    },
    textRequested: "Angefordert am {{moment}} von {{client}}.",
    textNotYou:
      "Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.",
  },
  alert: {
    subject: {
      one: "Handlungsbedarf: {{count}} Sicherheitsprüfung auf {{device}} fehlgeschlagen",
      other: "Handlungsbedarf: {{count}} Sicherheitsprüfungen auf {{device}} fehlgeschlagen",
    },
    preheader: "{{device}} benötigt ein paar Minuten Ihrer Aufmerksamkeit.",
    reason:
      "Sie erhalten diese E-Mail, weil Sie im Arbeitsbereich {{workspace}} als Eigentümer von {{device}} eingetragen sind.",
    heading: "Ihr Laptop braucht Ihre Aufmerksamkeit",
    introOne:
      "Fleetward hat auf einem Ihnen zugewiesenen Gerät eine fehlgeschlagene Sicherheitsprüfung festgestellt. Meist lässt sich das beheben, indem Sie das Gerät neu starten und ausstehende Updates installieren.",
    introMany:
      "Fleetward hat auf einem Ihnen zugewiesenen Gerät fehlgeschlagene Sicherheitsprüfungen festgestellt. Meist lässt sich das beheben, indem Sie das Gerät neu starten und ausstehende Updates installieren.",
    serial: "Seriennummer {{serial}}",
    assignedTo: "zugewiesen an {{name}}",
    failingSince: "Fehlgeschlagen seit {{date}}",
    button: "So beheben Sie das Problem",
    escalation: {
      one: "Schlagen die Prüfungen in {{count}} Tag noch immer fehl, wird das Gerät Ihrem IT-Team als nicht konform gemeldet. Sie halten das für einen Fehler? Antworten Sie auf diese E-Mail, dann erhält Ihr IT-Team Ihre Nachricht.",
      other:
        "Schlagen die Prüfungen in {{count}} Tagen noch immer fehl, wird das Gerät Ihrem IT-Team als nicht konform gemeldet. Sie halten das für einen Fehler? Antworten Sie auf diese E-Mail, dann erhält Ihr IT-Team Ihre Nachricht.",
    },
  },
  accountAlert: {
    reason: "Sie erhalten diese E-Mail, weil diese Adresse zu einem Fleetward-Konto gehört.",
    signupAttempt: {
      title: "Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren",
      attempt:
        "Am {{moment}} hat jemand ({{client}}) versucht, mit dieser E-Mail-Adresse ein neues Fleetward-Konto zu erstellen. Die Adresse gehört bereits zu Ihrem Konto, daher wurde kein neues Konto angelegt.",
      advice:
        "Falls Sie das waren, melden Sie sich mit Ihrem bestehenden Konto an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Falls nicht, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.",
      action: "Anmelden",
    },
    passwordChanged: {
      title: "Ihr Fleetward-Passwort wurde geändert",
      changedEverywhere:
        "Das Passwort Ihres Fleetward-Kontos wurde am {{moment}} geändert, und alle bei Ihrem Konto angemeldeten Geräte wurden abgemeldet.",
      changedElsewhere:
        "Das Passwort Ihres Fleetward-Kontos wurde am {{moment}} geändert, und alle anderen bei Ihrem Konto angemeldeten Geräte wurden abgemeldet.",
      advice:
        "Falls Sie das waren, müssen Sie nichts weiter tun. Falls nicht, setzen Sie Ihr Passwort jetzt zurück und informieren Sie uns unter security@fleetward.com.",
      action: "Passwort zurücksetzen",
    },
    secondFactors: {
      authenticatorApp: "eine Authenticator-App",
      passkey: "der Passkey „{{name}}“",
      recoveryCodes: "ein neuer Satz Wiederherstellungscodes",
      addedTitle: "Ihrem Fleetward-Konto wurde ein zweiter Faktor hinzugefügt",
      added:
        "Am {{moment}} wurde {{factor}} zu Ihrem Fleetward-Konto hinzugefügt. Bei der Anmeldung mit Ihrem Passwort wird jetzt zusätzlich ein zweiter Faktor abgefragt.",
      removedTitle: "Aus Ihrem Fleetward-Konto wurde ein zweiter Faktor entfernt",
      removed: "Am {{moment}} wurde {{factor}} aus Ihrem Fleetward-Konto entfernt.",
      codesTitle: "Für Ihr Fleetward-Konto wurden neue Wiederherstellungscodes erstellt",
      codes:
        "Am {{moment}} wurde {{factor}} für Ihr Fleetward-Konto erstellt. Ihre bisherigen Codes funktionieren nicht mehr.",
      recoveryUsedTitle:
        "Für eine Anmeldung bei Ihrem Fleetward-Konto wurde ein Wiederherstellungscode verwendet",
      recoveryUsed: {
        one: "Am {{moment}} hat sich jemand ({{client}}) mit einem Ihrer Wiederherstellungscodes bei Ihrem Fleetward-Konto angemeldet. Es ist noch {{count}} Code übrig.",
        other:
          "Am {{moment}} hat sich jemand ({{client}}) mit einem Ihrer Wiederherstellungscodes bei Ihrem Fleetward-Konto angemeldet. Es sind noch {{count}} Codes übrig.",
      },
      advice:
        "Falls Sie das waren, müssen Sie nichts weiter tun. Falls nicht, ändern Sie jetzt Ihr Passwort, überprüfen Sie die zweiten Faktoren in Ihren Kontoeinstellungen und informieren Sie uns unter security@fleetward.com.",
      action: "Kontosicherheit überprüfen",
    },
    ssoChanged: {
      reason:
        "Sie erhalten diese E-Mail, weil Sie Inhaber oder Administrator von {{workspace}} sind.",
      title: "Die Unternehmensanmeldung von {{workspace}} wurde geändert",
      connected:
        "Am {{moment}} hat {{actor}} {{workspace}} über {{protocol}} mit einem Identitätsanbieter verbunden.",
      removed: "Am {{moment}} hat {{actor}} die Unternehmensanmeldung von {{workspace}} entfernt.",
      required:
        "Am {{moment}} hat {{actor}} die Unternehmensanmeldung für Adressen unter {{domains}} verpflichtend gemacht: Mitglieder mit einer solchen Adresse können sich jetzt nur noch über den Identitätsanbieter bei {{workspace}} anmelden.",
      notRequired:
        "Am {{moment}} hat {{actor}} die Pflicht zur Unternehmensanmeldung für {{workspace}} aufgehoben: Mitglieder können sich wieder auch ohne sie anmelden.",
      domainVerified:
        "Am {{moment}} hat {{actor}} die Domain {{domain}} für die Unternehmensanmeldung von {{workspace}} verifiziert: Personen mit einer Adresse unter dieser Domain können sich über den Identitätsanbieter des Arbeitsbereichs anmelden.",
      domainRemoved:
        "Am {{moment}} hat {{actor}} die Domain {{domain}} aus der Unternehmensanmeldung von {{workspace}} entfernt.",
      advice:
        "Falls Sie diese Änderung erwartet haben, müssen Sie nichts tun. Falls nicht, überprüfen Sie jetzt die Anmeldeeinstellungen des Arbeitsbereichs: Wer die Unternehmensanmeldung kontrolliert, entscheidet, wer sich beim Arbeitsbereich anmelden kann.",
      action: "Anmeldeeinstellungen des Arbeitsbereichs prüfen",
    },
  },
  invoice: {
    subject: "Ihre Fleetward-Rechnung {{number}}",
    preheader: "Rechnung {{number}}: {{total}}, fällig am {{date}}.",
    reason: "Sie erhalten diese E-Mail, weil Sie Rechnungskontakt für {{company}} sind.",
    heading: "Rechnung {{number}}",
    intro:
      "Hier ist die Rechnung für {{company}} für den Zeitraum {{period}}. Sie finden sie als PDF im Anhang und auch in Ihrem Konto.",
    issued: "Ausgestellt am {{date}}",
    due: "Fällig am {{date}}",
    description: "Beschreibung",
    quantity: "Menge",
    amount: "Betrag",
    unitPrice: "{{price}} pro Einheit",
    subtotal: "Zwischensumme",
    vat: "USt. {{percent}} %",
    total: "Fälliger Gesamtbetrag",
    button: "Rechnung ansehen und bezahlen",
    payment:
      "Sie zahlen per Karte? Dann müssen Sie nichts tun: Wir belasten die hinterlegte Karte am Fälligkeitsdatum. Fragen zu dieser Rechnung? Antworten Sie auf diese E-Mail, und unser Buchhaltungsteam meldet sich innerhalb eines Werktags.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} hat Sie zu {{workspace}} auf Fleetward eingeladen",
    preheader: "Treten Sie dem Arbeitsbereich {{workspace}} mit der Rolle {{role}} bei.",
    reason:
      "Sie erhalten diese E-Mail, weil {{inviter}} diese Adresse in einen Fleetward-Arbeitsbereich eingeladen hat.",
    heading: "Treten Sie {{workspace}} auf Fleetward bei",
    intro:
      "{{inviter}} hat Sie eingeladen, im Inventar {{workspace}} mit der Rolle {{role}} mitzuarbeiten.",
    button: "Einladung annehmen",
    expiry: "Der Link funktioniert einmal und läuft am {{moment}} ab.",
    notYou:
      "Nicht erwartet? Ignorieren Sie diese E-Mail: Solange Sie nicht annehmen, passiert nichts.",
    textIntro:
      "{{inviter}} hat Sie eingeladen, im Inventar {{workspace}} mit der Rolle {{role}} mitzuarbeiten. Nehmen Sie die Einladung hier an:",
    roles: {
      admin: "Administrator",
      technician: "Techniker",
      viewer: "Betrachter",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} Eintrag fällig",
      other: "{{workspace}}: {{count}} Einträge fällig",
    },
    preheader: "Garantien, Lizenzen und Rückgaben, die in {{workspace}} Aufmerksamkeit brauchen.",
    reason:
      "Sie erhalten diese E-Mail, weil Sie Inhaber, Administrator oder Techniker des Arbeitsbereichs {{workspace}} sind. Workspace-Erinnerungen können Sie in Ihrem Fleetward-Konto unter Benachrichtigungen abschalten.",
    heading: "Fällig in {{workspace}}",
    intro: "Das braucht am {{date}} in {{workspace}} Ihre Aufmerksamkeit.",
    warranties: "Garantien, die in 30 Tagen enden",
    warrantyLine: "Garantie endet am {{date}}",
    licenses: "Lizenzen, die in 30 Tagen ablaufen",
    licenseLine: "läuft am {{date}} ab",
    overdue: "Überfällige Rückgaben",
    overdueLine: "bei {{holder}}, Rückgabe fällig am {{date}}",
    overdueLineNoHolder: "Rückgabe fällig am {{date}}",
    more: {
      one: "…und {{count}} weiterer",
      other: "…und {{count}} weitere",
    },
    seeAllOverdue: "Alle überfälligen Rückgaben ansehen",
    button: "Übersicht öffnen",
    summary: {
      warranties: {
        one: "{{count}} Garantie endet in 30 Tagen",
        other: "{{count}} Garantien enden in 30 Tagen",
      },
      licenses: {
        one: "{{count}} Lizenz läuft in 30 Tagen ab",
        other: "{{count}} Lizenzen laufen in 30 Tagen ab",
      },
      overdue: {
        one: "{{count}} Rückgabe ist überfällig",
        other: "{{count}} Rückgaben sind überfällig",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: Geräte verstoßen gegen Sicherheitsrichtlinien",
    subjectPassing: "{{workspace}}: Geräte erfüllen Sicherheitsrichtlinien wieder",
    preheader:
      "Geräte, die Sicherheitsrichtlinien in {{workspace}} nicht mehr oder wieder erfüllen.",
    reason:
      "Sie erhalten diese E-Mail, weil Sie Inhaber oder Administrator des Arbeitsbereichs {{workspace}} sind. Sie können E-Mails zu Arbeitsbereichen unter „Benachrichtigungen“ in Ihrem Fleetward-Konto abschalten.",
    heading: "Änderungen der Sicherheitslage in {{workspace}}",
    intro:
      "Diese Geräte haben ihren Stand bei den Sicherheitsrichtlinien von {{workspace}} geändert.",
    failing: "Jetzt nicht erfüllt",
    passing: "Wieder erfüllt",
    button: "Sicherheitsübersicht öffnen",
  },
  sample: {
    diskEncryption: "Festplattenverschlüsselung",
    diskEncryptionDetail: "Der BitLocker-Schutz ist für Laufwerk C: angehalten.",
    osUpdates: "Betriebssystem-Updates",
    osUpdatesDetail: "Das neueste kumulative Update für Windows 11 ist seit 12 Tagen überfällig.",
    invoiceLine: "Fleetward Business – Geräte (Höchststand im Zeitraum {{period}})",
    city: "Amsterdam",
  },
};
