import type { ApiTokensText } from "./en.ts";

export const daApiTokens: ApiTokensText = {
  meta: {
    title: "API-tokens · Fleetward-arbejdsområde",
    description: "Tokens, der lader scripts og andre værktøjer bruge dette arbejdsområdes API.",
  },
  nav: "API-tokens",
  page: {
    title: "API-tokens",
    lead: "Scripts, MDM’er og andre værktøjer kalder det samme API med et token i stedet for et login. Et læse-token ser det, en læser ser; et skrive-token må også ændre enheder, personer og licenser, som en tekniker. Tokens administrerer aldrig medlemmer, indstillinger eller andre tokens.",
    adminsOnly:
      "Kun ejeren og administratorer administrerer API-tokens. Spørg en af dem, hvis du har brug for et.",
    docs: "Send det som “Authorization: Bearer fwk_…”; hvert kald er beskrevet på",
    loadFailed: "API-tokens kunne ikke indlæses.",
  },
  scopes: {
    read: "Læse (som læser)",
    write: "Læse og skrive (som tekniker)",
  },
  form: {
    title: "Nyt token",
    name: "Navn",
    scope: "Omfang",
    expiry: "Udløber",
    never: "Aldrig",
    days: "Om {{n}} dage",
    submit: "Opret token",
    sending: "Opretter…",
  },
  policy: {
    summary: "Længste levetid for tokens: {{days}}",
    none: "ingen grænse",
    days: "{{n}} dage",
    change: "ændr i Indstillinger",
  },
  created: {
    title: "Token “{{name}}” oprettet",
    once: "Kopiér det nu: det vises kun denne ene gang. Opbevar det som en adgangskode.",
    secret: "Det nye token",
    copy: "Kopiér",
    copied: "Kopieret",
    copyFailed: "Kunne ikke kopiere; markér tokenet og kopiér det manuelt.",
    done: "Færdig",
  },
  list: {
    caption: "API-tokens i dette arbejdsområde",
    none: "Ingen API-tokens endnu.",
    name: "Navn",
    token: "Token",
    scope: "Omfang",
    createdBy: "Oprettet af",
    lastUsed: "Senest brugt",
    expires: "Udløber",
    actions: "Handlinger",
    never: "Aldrig",
    neverUsed: "Endnu ikke",
    revoked: "Tilbagekaldt",
    expired: "Udløbet",
    revoke: "Tilbagekald",
    revokeNamed: "Tilbagekald {{name}}",
    revokedNotice: "Token “{{name}}” tilbagekaldt: det holder op med at virke med det samme.",
  },
};
