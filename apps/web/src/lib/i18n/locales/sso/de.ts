import type { SsoText } from "./en.ts";

export const deSso: SsoText = {
  settings: {
    title: "Single Sign-on (SSO)",
    lead: "Lassen Sie Personen sich mit ihrem Firmenkonto bei diesem Arbeitsbereich anmelden – über Microsoft Entra ID, Okta oder einen anderen Identitätsanbieter mit OpenID Connect oder SAML 2.0. Konto und Mitgliedschaft entstehen bei der ersten Anmeldung, mit der Rolle, die ihre Gruppen ergeben.",
    loadFailed: "Die Single-Sign-on-Einstellungen konnten nicht geladen werden.",
    notSetUp: "Single Sign-on ist nicht eingerichtet.",
    cancel: "Abbrechen",
    copy: "Kopieren",
    copyLabel: "Kopieren: {{name}}",
    copied: "In die Zwischenablage kopiert",
    copyFailed: "Kopieren nicht möglich: Markieren Sie den Text und kopieren Sie ihn selbst.",
    serviceProvider: {
      title: "Angaben für Ihren Identitätsanbieter",
      lead: "Legen Sie Fleetward bei Ihrem Identitätsanbieter als Anwendung mit diesen Werten an: die Weiterleitungs-URI für OpenID Connect, die drei anderen für SAML 2.0.",
      oidcRedirectUri: "Weiterleitungs-URI (OpenID Connect)",
      samlAcsUrl: "Assertion-Consumer-Service-URL (ACS)",
      samlEntityId: "Entitäts-ID (Zielgruppe)",
      samlMetadataUrl: "Metadaten-URL des Dienstanbieters",
    },
    connection: {
      title: "Verbindung zu Ihrem Identitätsanbieter",
      updated: "Zuletzt geändert: {{date}}.",
      protocol: "Protokoll",
      protocols: {
        oidc: "OpenID Connect",
        saml: "SAML 2.0",
      },
      issuer: "Aussteller-URL (Issuer)",
      issuerHint:
        "Die Adresse, unter der das Discovery-Dokument des Anbieters liegt, z. B. https://login.microsoftonline.com/<Mandanten-ID>/v2.0",
      issuerInvalid: "Geben Sie die vollständige URL des Ausstellers ein, beginnend mit https://",
      clientId: "Client-ID",
      clientSecret: "Geheimer Clientschlüssel",
      clientSecretSaved: "Gespeichert. Leer lassen, um ihn zu behalten.",
      clientSecretHint:
        "Geben Sie nur dann einen Schlüssel ein, wenn er den gespeicherten ersetzen soll.",
      clientSecretRequired:
        "Geben Sie den geheimen Clientschlüssel ein, den Ihr Identitätsanbieter ausgegeben hat.",
      metadata: "Metadaten des Identitätsanbieters",
      metadataSources: {
        url: "Von einer URL abrufen",
        xml: "XML einfügen",
      },
      metadataUrl: "Metadaten-URL",
      metadataUrlInvalid:
        "Geben Sie die vollständige URL der Metadaten ein, beginnend mit https://",
      metadataXml: "Metadaten-XML",
      metadataXmlHint:
        "Das vollständige XML-Dokument, das Ihr Identitätsanbieter zum Download anbietet.",
      metadataXmlRequired: "Fügen Sie das Metadaten-XML Ihres Identitätsanbieters ein.",
      metadataXmlAgain:
        "Die zuvor eingefügten Metadaten werden hier nicht angezeigt: Fügen Sie sie erneut ein, um Änderungen zu speichern.",
      defaultRole: "Standardrolle",
      defaultRoleHint:
        "Diese Rolle erhalten Personen, von deren Gruppen unten keine zugeordnet ist.",
      roles: {
        admin: "Admin",
        technician: "Techniker",
        viewer: "Betrachter",
      },
      groupsTitle: "Gruppen, die eine Rolle geben",
      groupsLead:
        "Die Gruppen, die Ihr Identitätsanbieter sendet (der groups-Claim bei OpenID Connect, das groups-Attribut bei SAML), so benannt wie dort. Die höchste Rolle gilt. Die Rolle des Inhabers ändert sich nie.",
      noGroups: "Keine Gruppe zugeordnet: Alle erhalten die Standardrolle.",
      group: "Gruppe",
      role: "Rolle",
      addGroup: "Gruppe hinzufügen",
      removeGroup: "Entfernen",
      duplicateGroup: "Jede Gruppe darf nur einmal zugeordnet werden.",
      save: "Verbindung speichern",
      saving: "Wird gespeichert…",
      saved: "Single-Sign-on-Verbindung gespeichert",
      providerFailed: "Der Identitätsanbieter konnte nicht gelesen werden",
      providerHelp:
        "Fleetward konnte sein Discovery-Dokument bzw. seine Metadaten nicht lesen. Prüfen Sie die Adresse oder fügen Sie stattdessen die Metadaten ein.",
      remove: "Verbindung entfernen",
      removeTitle: "Single-Sign-on-Verbindung entfernen?",
      removeText:
        "Niemand kann sich mit dem Firmenkonto anmelden, bis wieder eine Verbindung gespeichert ist, und SSO ist nicht mehr vorgeschrieben. Konten, Mitgliedschaften und bestätigte Domains bleiben erhalten.",
      removed: "Single-Sign-on-Verbindung entfernt",
    },
    summary: {
      protocol: "Protokoll",
      issuer: "Aussteller-URL (Issuer)",
      clientId: "Client-ID",
      metadataUrl: "Metadaten-URL",
      idpEntityId: "Entitäts-ID des Identitätsanbieters",
      defaultRole: "Standardrolle",
      groups: "Gruppen, die eine Rolle geben",
      group: "{{group}} – {{role}}",
      noGroups: "Keine",
    },
    domains: {
      title: "Bestätigte Domains",
      lead: "Weisen Sie nach, dass Ihr Unternehmen eine E-Mail-Domain besitzt, indem Sie einen TXT-Eintrag in deren DNS veröffentlichen. Nur Personen, deren E-Mail-Adresse in einer bestätigten Domain liegt, können sich per SSO anmelden.",
      none: "Noch keine Domain.",
      listLabel: "Domains",
      domain: "Domain",
      domainHint: "Zum Beispiel example.com, ohne www oder @.",
      invalid: "Geben Sie eine Domain wie example.com ein.",
      taken: "Diese Domain wurde bereits einem Arbeitsbereich hinzugefügt.",
      add: "Domain hinzufügen",
      adding: "Wird hinzugefügt…",
      added:
        "Domain hinzugefügt: Veröffentlichen Sie ihren TXT-Eintrag und bestätigen Sie sie dann",
      publish:
        "Veröffentlichen Sie diesen TXT-Eintrag im DNS der Domain und bestätigen Sie sie dann.",
      txtName: "Name des TXT-Eintrags",
      txtValue: "Wert des TXT-Eintrags",
      verifiedOn: "Bestätigt am {{date}}",
      waiting: "Wartet auf Bestätigung",
      verify: "Jetzt prüfen",
      verifyLabel: "Jetzt prüfen: {{domain}}",
      verifying: "Wird geprüft…",
      verified: "{{domain}} ist bestätigt",
      verifyFailed: "{{domain}} konnte nicht bestätigt werden",
      verifyHelp:
        "Der TXT-Eintrag wurde nicht gefunden (DNS-Änderungen brauchen manchmal eine Weile), oder ein anderer Arbeitsbereich hat diese Domain bereits bestätigt.",
      remove: "Entfernen",
      removeLabel: "Entfernen: {{domain}}",
      removeTitle: "{{domain}} entfernen?",
      removeText:
        "Personen mit einer E-Mail-Adresse in {{domain}} können sich nicht mehr per SSO anmelden, und SSO ist für sie nicht mehr vorgeschrieben.",
      removed: "Domain entfernt",
    },
    required: {
      title: "SSO vorschreiben",
      label: "SSO für bestätigte Domains vorschreiben",
      on: "Mitglieder, deren E-Mail-Adresse in einer bestätigten Domain liegt, müssen sich per SSO anmelden. Der Inhaber kann sich weiterhin mit Passwort und zweitem Faktor anmelden.",
      off: "Mitglieder können sich mit ihrem Passwort oder per SSO anmelden.",
      needs: "Speichern Sie zuerst eine Verbindung und bestätigen Sie eine Domain.",
      saved: "SSO-Vorgabe gespeichert",
      refused: "SSO kann noch nicht vorgeschrieben werden",
      refusedHelp:
        "Dafür braucht es eine gespeicherte Verbindung und eine bestätigte Domain, und Sie dürfen sich nicht selbst aussperren: Melden Sie sich zuerst per SSO an.",
    },
  },
  signIn: {
    button: "Mit Ihrem Firmenkonto fortfahren",
    or: "oder",
    starting: "Die Anmeldung Ihres Unternehmens wird geöffnet…",
    finishing: "Die Anmeldung über Ihr Unternehmen wird abgeschlossen…",
    failedTitle: "Anmeldung über Ihr Unternehmen fehlgeschlagen",
    required:
      "Ihr Unternehmen verlangt, dass Sie sich bei diesem Arbeitsbereich mit Ihrem Firmenkonto anmelden.",
    discoverTitle: "Mit Ihrem Firmenkonto anmelden",
    discoverLead:
      "Geben Sie Ihre geschäftliche E-Mail-Adresse ein, und wir leiten Sie zur Anmeldung Ihres Unternehmens weiter.",
    discoverSubmit: "Weiter",
    discoverNone:
      "Für diese E-Mail-Domain gibt es keine Firmenanmeldung. Melden Sie sich mit Ihrem Passwort an.",
    errors: {
      state:
        "Diese Anmeldung wurde nicht hier begonnen oder ist abgelaufen. Beginnen Sie von vorn.",
      issuer:
        "Der Identitätsanbieter, der geantwortet hat, ist nicht der, dem dieser Arbeitsbereich vertraut.",
      audience: "Die Antwort des Identitätsanbieters war für eine andere Anwendung bestimmt.",
      signature: "Die Antwort des Identitätsanbieters war nicht mit seinem Schlüssel signiert.",
      unsigned: "Die Antwort des Identitätsanbieters war nicht signiert.",
      expired:
        "Die Anmeldung hat zu lange gedauert oder die Antwort ist abgelaufen. Beginnen Sie von vorn.",
      replayed: "Diese Anmeldeantwort wurde bereits verwendet. Beginnen Sie von vorn.",
      nonce:
        "Die Antwort des Identitätsanbieters gehört nicht zu dieser Anmeldung. Beginnen Sie von vorn.",
      recipient: "Der Identitätsanbieter hat seine Antwort an eine andere Adresse gesendet.",
      provider:
        "Der Identitätsanbieter war nicht erreichbar oder hat mit einem Fehler geantwortet. Versuchen Sie es erneut oder wenden Sie sich an Ihre IT.",
      email:
        "Ihre E-Mail-Adresse liegt nicht in einer Domain, die dieser Arbeitsbereich bestätigt hat, oder Ihr Unternehmen hat sie nicht bestätigt.",
      not_configured: "Dieser Arbeitsbereich hat keine Firmenanmeldung.",
      exchange:
        "Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an.",
    },
  },
};
