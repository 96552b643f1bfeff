import type { SecondFactorsText } from "./en.ts";

export const deSecondFactors: SecondFactorsText = {
  signIn: {
    title: "Anmeldung in zwei Schritten",
    leadCode: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
    leadPasskey: "Schließen Sie die Anmeldung mit Ihrem Passkey ab oder geben Sie einen Code ein.",
    leadRecovery:
      "Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Einrichten der Anmeldung in zwei Schritten gespeichert haben.",
    code: "Bestätigungscode",
    codeHint: "Der Code in Ihrer Authenticator-App ändert sich alle 30 Sekunden.",
    recoveryCode: "Wiederherstellungscode",
    recoveryCodeHint: "Jeder Wiederherstellungscode funktioniert nur einmal.",
    codeFormat: "Geben Sie die 6 Ziffern des Codes ein.",
    recoveryFormat:
      "Ein Wiederherstellungscode hat 16 Buchstaben und Ziffern, z. B. abcd-efgh-ijkl-mnop.",
    useRecoveryCode: "Wiederherstellungscode verwenden",
    useCode: "Code aus der Authenticator-App verwenden",
    usePasskey: "Passkey verwenden",
    submit: "Bestätigen",
    submitting: "Wird bestätigt …",
    startOver: "Zurück zu E-Mail-Adresse und Passwort",
    withPasskey: "Mit einem Passkey anmelden",
    or: "oder",
  },
  settings: {
    title: "Anmeldung in zwei Schritten",
    lead: "Ein zweiter Faktor schützt Ihr Konto, selbst wenn jemand Ihr Passwort kennt.",
    app: {
      title: "Authenticator-App",
      on: "Aktiv seit {{date}}",
      off: "Nicht eingerichtet",
      setUp: "Authenticator-App einrichten",
      scan: "Scannen Sie diesen QR-Code mit einer Authenticator-App wie 1Password, Google Authenticator oder Microsoft Authenticator und geben Sie dann den angezeigten Code ein.",
      manual: "Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in der App ein:",
      qrLabel: "QR-Code für Ihre Authenticator-App",
      code: "Code aus der App",
      confirm: "Aktivieren",
      confirming: "Wird aktiviert …",
      cancel: "Abbrechen",
      remove: "Entfernen",
      removed: "Die Authenticator-App wurde entfernt.",
      enabled: "Die Anmeldung in zwei Schritten mit Ihrer Authenticator-App ist aktiv.",
    },
    recovery: {
      title: "Wiederherstellungscodes",
      left_one: "Noch {{count}} ungenutzter Code",
      left_other: "Noch {{count}} ungenutzte Codes",
      none: "Sobald Sie einen zweiten Faktor einrichten, erhalten Sie zehn Wiederherstellungscodes.",
      shownOnce:
        "Speichern Sie diese Codes jetzt an einem sicheren Ort, etwa in Ihrem Passwort-Manager. Jeder Code funktioniert nur einmal, und die Codes werden nicht noch einmal angezeigt.",
      listLabel: "Ihre Wiederherstellungscodes",
      copy: "Kopieren",
      copied: "Die Codes wurden kopiert.",
      download: "Herunterladen",
      done: "Ich habe sie gespeichert",
      regenerate: "Neue Codes erstellen",
      regenerateHint: "Ihre bisherigen Codes funktionieren dann nicht mehr.",
      fileHeading: "Fleetward-Wiederherstellungscodes für {{email}}",
    },
    passkeys: {
      title: "Passkeys",
      lead: "Melden Sie sich mit Fingerabdruck, Gesichtserkennung oder der PIN Ihres Geräts an statt mit Passwort und Code.",
      none: "Noch keine Passkeys.",
      add: "Passkey hinzufügen",
      adding: "Wird hinzugefügt …",
      name: "Name des Passkeys",
      nameHint:
        "Damit Sie Ihre Passkeys auseinanderhalten können, etwa „Arbeitslaptop“ oder „YubiKey“.",
      created: "Hinzugefügt am {{date}}",
      lastUsed: "Zuletzt verwendet am {{date}}",
      neverUsed: "Noch nicht verwendet",
      synced: "Synchronisiert",
      rename: "Umbenennen",
      renameLabel: "Neuer Name für {{name}}",
      save: "Speichern",
      cancel: "Abbrechen",
      remove: "Entfernen",
      removeLabel: "Entfernen: {{name}}",
      added: "Der Passkey wurde hinzugefügt.",
      renamed: "Der Passkey wurde umbenannt.",
      removed: "Der Passkey wurde entfernt.",
    },
    confirm: {
      title: "Mit Ihrem Passwort bestätigen",
      lead: "Geben Sie Ihr Passwort ein, um fortzufahren.",
      password: "Aktuelles Passwort",
      submit: "Bestätigen",
      cancel: "Abbrechen",
    },
  },
  operatorConsole:
    "Die Betreiberkonsole erfordert die Anmeldung in zwei Schritten. Richten Sie in Ihren <a>Kontoeinstellungen</a> eine Authenticator-App oder einen Passkey ein und melden Sie sich dann erneut an.",
  workspace: {
    requiredTitle: "Anmeldung in zwei Schritten erforderlich",
    requiredText:
      "Dieser Workspace erfordert die Anmeldung in zwei Schritten. Richten Sie in Ihren <a>Kontoeinstellungen</a> eine Authenticator-App ein, melden Sie sich dann ab und erneut an.",
    title: "Anmeldung in zwei Schritten",
    lead: "Legen Sie fest, dass sich alle Mitglieder, auch Inhaber und Administratoren, mit einem zweiten Faktor oder einem Passkey anmelden müssen. Sitzungen, die nur mit dem Passwort begonnen wurden, funktionieren dann sofort nicht mehr.",
    label: "Anmeldung in zwei Schritten vorschreiben",
    on: "Mitglieder müssen die Anmeldung in zwei Schritten verwenden.",
    off: "Mitglieder können sich allein mit ihrem Passwort anmelden.",
    saved: "Die Vorgabe für die Anmeldung wurde gespeichert.",
    enableFirst:
      "Melden Sie sich zuerst selbst in zwei Schritten an, bevor Sie dies von allen Mitgliedern verlangen.",
  },
  errors: {
    wrongCode:
      "Dieser Code ist nicht korrekt. Versuchen Sie es mit dem aktuellen Code oder einem Wiederherstellungscode.",
    setupCode:
      "Dieser Code ist nicht korrekt. Prüfen Sie, ob die Uhrzeit Ihres Smartphones automatisch eingestellt wird.",
    expired:
      "Diese Anmeldung ist abgelaufen. Geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.",
    passkeyRefused:
      "Dieser Passkey konnte nicht überprüft werden. Versuchen Sie es erneut oder verwenden Sie ein anderes Gerät.",
    passkeyUnknown: "Dieser Passkey ist für kein Fleetward-Konto registriert.",
    passkeyCancelled:
      "Es wurde kein Passkey verwendet. Versuchen Sie es erneut, sobald Sie bereit sind.",
    passkeyUnsupported: "Dieser Browser unterstützt keine Passkeys.",
    wrongPassword: "Das Passwort ist nicht korrekt.",
  },
};
