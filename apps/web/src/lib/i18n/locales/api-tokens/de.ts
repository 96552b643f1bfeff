import type { ApiTokensText } from "./en.ts";

export const deApiTokens: ApiTokensText = {
  meta: {
    title: "API-Token · Fleetward-Workspace",
    description: "Token, mit denen Skripte und andere Werkzeuge die API dieses Workspace nutzen.",
  },
  nav: "API-Token",
  page: {
    title: "API-Token",
    lead: "Skripte, MDMs und andere Werkzeuge rufen dieselbe Workspace-API mit einem Token statt einer Anmeldung auf. Ein Lese-Token sieht, was ein Betrachter sieht; ein Schreib-Token darf wie ein Techniker auch Geräte, Personen und Lizenzen ändern. Token verwalten nie Mitglieder, Einstellungen oder andere Token.",
    adminsOnly:
      "Nur der Eigentümer und Admins verwalten API-Token. Fragen Sie eine dieser Personen, wenn Sie eines brauchen.",
    docs: "Senden Sie es als „Authorization: Bearer fwk_…“; jeder Aufruf ist beschrieben unter",
    loadFailed: "Die API-Token konnten nicht geladen werden.",
  },
  scopes: {
    read: "Lesen (als Betrachter)",
    write: "Lesen und schreiben (als Techniker)",
  },
  form: {
    title: "Neues Token",
    name: "Name",
    scope: "Berechtigung",
    expiry: "Läuft ab",
    never: "Nie",
    days: "In {{n}} Tagen",
    submit: "Token erstellen",
    sending: "Wird erstellt…",
  },
  policy: {
    summary: "Maximale Token-Laufzeit: {{days}}",
    none: "keine Grenze",
    days: "{{n}} Tage",
    change: "in den Einstellungen ändern",
  },
  created: {
    title: "Token „{{name}}“ erstellt",
    once: "Kopieren Sie es jetzt: Es wird nur dieses eine Mal angezeigt. Bewahren Sie es wie ein Passwort auf.",
    secret: "Das neue Token",
    copy: "Kopieren",
    copied: "Kopiert",
    copyFailed: "Kopieren fehlgeschlagen; markieren Sie das Token und kopieren Sie es von Hand.",
    done: "Fertig",
  },
  list: {
    caption: "API-Token dieses Workspace",
    none: "Noch keine API-Token.",
    name: "Name",
    token: "Token",
    scope: "Berechtigung",
    createdBy: "Erstellt von",
    lastUsed: "Zuletzt genutzt",
    expires: "Läuft ab",
    actions: "Aktionen",
    never: "Nie",
    neverUsed: "Noch nicht",
    revoked: "Widerrufen",
    expired: "Abgelaufen",
    revoke: "Widerrufen",
    revokeNamed: "{{name}} widerrufen",
    revokedNotice: "Token „{{name}}“ widerrufen: Es funktioniert ab sofort nicht mehr.",
  },
};
