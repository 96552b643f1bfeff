import type { ApiTokensText } from "./en.ts";

export const itApiTokens: ApiTokensText = {
  meta: {
    title: "Token API · spazio di lavoro Fleetward",
    description:
      "Token che permettono a script e altri strumenti di usare l’API di questo spazio di lavoro.",
  },
  nav: "Token API",
  page: {
    title: "Token API",
    lead: "Script, MDM e altri strumenti chiamano la stessa API dello spazio di lavoro con un token invece di un accesso. Un token di lettura vede ciò che vede un osservatore; un token di scrittura può anche modificare dispositivi, persone e licenze, come un tecnico. I token non gestiscono mai membri, impostazioni o altri token.",
    adminsOnly:
      "Solo il proprietario e gli amministratori gestiscono i token API. Chiedi a uno di loro se te ne serve uno.",
    docs: "Invialo come «Authorization: Bearer fwk_…»; ogni chiamata è descritta su",
    loadFailed: "Impossibile caricare i token API.",
  },
  scopes: {
    read: "Lettura (come osservatore)",
    write: "Lettura e scrittura (come tecnico)",
  },
  form: {
    title: "Nuovo token",
    name: "Nome",
    scope: "Ambito",
    expiry: "Scade",
    never: "Mai",
    days: "Tra {{n}} giorni",
    submit: "Crea token",
    sending: "Creazione…",
  },
  policy: {
    summary: "Durata massima dei token: {{days}}",
    none: "nessun limite",
    days: "{{n}} giorni",
    change: "modificala nelle Impostazioni",
  },
  created: {
    title: "Token «{{name}}» creato",
    once: "Copialo ora: viene mostrato solo questa volta. Conservalo come una password.",
    secret: "Il nuovo token",
    copy: "Copia",
    copied: "Copiato",
    copyFailed: "Copia non riuscita; seleziona il token e copialo a mano.",
    done: "Fatto",
  },
  list: {
    caption: "Token API di questo spazio di lavoro",
    none: "Ancora nessun token API.",
    name: "Nome",
    token: "Token",
    scope: "Ambito",
    createdBy: "Creato da",
    lastUsed: "Ultimo uso",
    expires: "Scade",
    actions: "Azioni",
    never: "Mai",
    neverUsed: "Non ancora",
    revoked: "Revocato",
    expired: "Scaduto",
    revoke: "Revoca",
    revokeNamed: "Revoca {{name}}",
    revokedNotice: "Token «{{name}}» revocato: smette subito di funzionare.",
  },
};
