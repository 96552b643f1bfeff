import type { WorkspaceSettingsText } from "./en.ts";

export const itWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Impostazioni dello spazio · spazio di lavoro Fleetward",
    description:
      "Etichette inventario, durata massima dei token API e quanto lo spazio usa delle sue quote.",
  },
  nav: "Impostazioni",
  page: {
    title: "Impostazioni dello spazio di lavoro",
    lead: "Come questo spazio etichetta i suoi beni, quanto possono durare i token API e quanto usa di ciascuna quota.",
    viewOnly: "Solo il proprietario e gli amministratori modificano queste impostazioni.",
    loadFailed: "Non è stato possibile caricare le impostazioni.",
  },
  assetTags: {
    title: "Etichette inventario",
    lead: "Ogni nuovo bene riceve un’etichetta: questo prefisso e un numero di almeno cinque cifre. Le etichette già assegnate restano invariate.",
    prefix: "Prefisso dell’etichetta",
    invalid: "Lettere, cifre e trattini, al massimo 12, ad esempio FW-",
    nextTag: "Prossima etichetta",
    preview: "Il prossimo bene riceverà l’etichetta {{tag}}.",
    save: "Salva prefisso",
    saving: "Salvataggio…",
    saved: "Prefisso dell’etichetta salvato",
  },
  tokenLifetime: {
    title: "Durata massima dei token API",
    max: "Durata massima di un nuovo token",
    hint: "Ridurla accorcia i token più lunghi al nuovo massimo, con registrazione nella cronologia.",
    none: "Nessun limite",
    days: "{{n}} giorni",
    save: "Salva",
    saved: "Durata massima dei token salvata",
  },
  currency: {
    title: "Valuta",
    lead: "I costi di asset e licenze inseriti senza valuta sono in questa. I costi già registrati mantengono la propria.",
    label: "Valuta dello spazio di lavoro",
    hint: "Usata per i nuovi costi indicati senza valuta.",
    save: "Salva valuta",
    saved: "Valuta dello spazio di lavoro salvata",
  },
  quotas: {
    title: "Quote",
    lead: "Quanto questo spazio può occupare del servizio che condivide con altri. Superata una quota, tutto ciò che aggiungerebbe altro viene rifiutato.",
    caption: "Le quote dello spazio e quanto usa di ciascuna",
    day: "Le quote giornaliere contano il giorno {{day}} (UTC).",
    loadFailed: "Non è stato possibile caricare le quote.",
    columns: {
      name: "Quota",
      used: "Usato",
      share: "Percentuale usata",
      past: "Oltre la quota",
    },
    usedOf: "{{used}} su {{limit}}",
    meter: "{{percent}} usato",
    names: {
      devices: "Dispositivi registrati",
      device_log_bytes_per_day: "Log dei dispositivi di oggi",
      stored_imports: "Importazioni caricate non ancora eseguite",
      webhooks: "Webhook",
      api_tokens: "Token API validi",
    },
    past: {
      devices: "La registrazione di nuovi dispositivi viene rifiutata.",
      device_log_bytes_per_day: "I log oltre la quota del giorno vengono scartati.",
      stored_imports:
        "I nuovi caricamenti vengono rifiutati. I caricamenti non eseguiti entro 24 ore vengono rimossi.",
      webhooks: "Non è possibile aggiungere altri webhook.",
      api_tokens: "Non è possibile creare altri token; quelli revocati e scaduti non contano.",
    },
    dropped: "{{size}} scartati oggi.",
  },
};
