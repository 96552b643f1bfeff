import type { WorkspaceSettingsText } from "./en.ts";

export const deWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Workspace-Einstellungen · Fleetward-Workspace",
    description:
      "Inventarnummern, die maximale Laufzeit von API-Token und was der Workspace von seinen Kontingenten nutzt.",
  },
  nav: "Einstellungen",
  page: {
    title: "Workspace-Einstellungen",
    lead: "Wie dieser Workspace seine Geräte kennzeichnet, wie lange API-Token gelten dürfen und wie viel er von jedem Kontingent nutzt.",
    viewOnly: "Nur der Eigentümer und Admins ändern diese Einstellungen.",
    loadFailed: "Die Einstellungen konnten nicht geladen werden.",
  },
  assetTags: {
    title: "Inventarnummern",
    lead: "Jedes neue Gerät erhält eine Inventarnummer: dieses Präfix und eine mindestens fünfstellige Zahl. Bereits vergebene Nummern bleiben, wie sie sind.",
    prefix: "Präfix der Inventarnummer",
    invalid: "Buchstaben, Ziffern und Bindestriche, höchstens 12, etwa FW-",
    nextTag: "Nächste Inventarnummer",
    preview: "Das nächste Gerät erhält die Nummer {{tag}}.",
    save: "Präfix speichern",
    saving: "Wird gespeichert…",
    saved: "Präfix der Inventarnummer gespeichert",
  },
  tokenLifetime: {
    title: "Maximale Laufzeit von API-Token",
    max: "Längste Laufzeit eines neuen Tokens",
    hint: "Eine Senkung kürzt längere Tokens auf das neue Maximum; das wird im Verlauf festgehalten.",
    none: "Keine Grenze",
    days: "{{n}} Tage",
    save: "Speichern",
    saved: "Maximale Token-Laufzeit gespeichert",
  },
  currency: {
    title: "Währung",
    lead: "Kosten von Assets und Lizenzen, die ohne Währung eingegeben werden, gelten in dieser Währung. Bereits erfasste Kosten behalten ihre eigene.",
    label: "Währung des Arbeitsbereichs",
    hint: "Gilt für neue Kosten, die ohne Währung angegeben werden.",
    save: "Währung speichern",
    saved: "Währung des Arbeitsbereichs gespeichert",
  },
  quotas: {
    title: "Kontingente",
    lead: "Was dieser Workspace von dem Dienst belegen darf, den er mit anderen teilt. Ist ein Kontingent ausgeschöpft, wird alles abgelehnt, was mehr hinzufügen würde.",
    caption: "Die Kontingente des Workspace und was er von jedem nutzt",
    day: "Tageskontingente zählen den Tag {{day}} (UTC).",
    loadFailed: "Die Kontingente konnten nicht geladen werden.",
    columns: {
      name: "Kontingent",
      used: "Genutzt",
      share: "Anteil genutzt",
      past: "Wenn ausgeschöpft",
    },
    usedOf: "{{used}} von {{limit}}",
    meter: "{{percent}} genutzt",
    names: {
      devices: "Angemeldete Geräte",
      device_log_bytes_per_day: "Geräteprotokolle heute",
      stored_imports: "Hochgeladene, noch nicht ausgeführte Importe",
      webhooks: "Webhooks",
      api_tokens: "Gültige API-Token",
    },
    past: {
      devices: "Neue Geräte werden bei der Anmeldung abgewiesen.",
      device_log_bytes_per_day: "Protokolle über dem Tageskontingent werden verworfen.",
      stored_imports:
        "Neue Uploads werden abgelehnt. Uploads, die nicht innerhalb von 24 Stunden ausgeführt werden, werden entfernt.",
      webhooks: "Es können keine weiteren Webhooks hinzugefügt werden.",
      api_tokens:
        "Es können keine weiteren Token erstellt werden; widerrufene und abgelaufene zählen nicht.",
    },
    dropped: "Heute {{size}} verworfen.",
  },
};
