import type { ApiTokensText } from "./en.ts";

export const svApiTokens: ApiTokensText = {
  meta: {
    title: "API-token · Fleetward-arbetsyta",
    description: "Token som låter skript och andra verktyg använda arbetsytans API.",
  },
  nav: "API-token",
  page: {
    title: "API-token",
    lead: "Skript, MDM-system och andra verktyg anropar samma API med ett token i stället för en inloggning. Ett läs-token ser det en läsare ser; ett skriv-token får också ändra enheter, personer och licenser, som en tekniker. Token hanterar aldrig medlemmar, inställningar eller andra token.",
    adminsOnly:
      "Bara ägaren och administratörer hanterar API-token. Fråga någon av dem om du behöver ett.",
    docs: "Skicka det som ”Authorization: Bearer fwk_…”; varje anrop beskrivs på",
    loadFailed: "API-token kunde inte läsas in.",
  },
  scopes: {
    read: "Läsa (som läsare)",
    write: "Läsa och skriva (som tekniker)",
  },
  form: {
    title: "Nytt token",
    name: "Namn",
    scope: "Behörighet",
    expiry: "Upphör",
    never: "Aldrig",
    days: "Om {{n}} dagar",
    submit: "Skapa token",
    sending: "Skapar…",
  },
  policy: {
    summary: "Längsta livstid för token: {{days}}",
    none: "ingen gräns",
    days: "{{n}} dagar",
    change: "ändra under Inställningar",
  },
  created: {
    title: "Token ”{{name}}” skapat",
    once: "Kopiera det nu: det visas bara den här gången. Förvara det som ett lösenord.",
    secret: "Det nya token",
    copy: "Kopiera",
    copied: "Kopierat",
    copyFailed: "Kunde inte kopiera; markera token och kopiera det för hand.",
    done: "Klar",
  },
  list: {
    caption: "API-token i den här arbetsytan",
    none: "Inga API-token än.",
    name: "Namn",
    token: "Token",
    scope: "Behörighet",
    createdBy: "Skapat av",
    lastUsed: "Senast använt",
    expires: "Upphör",
    actions: "Åtgärder",
    never: "Aldrig",
    neverUsed: "Inte än",
    revoked: "Återkallat",
    expired: "Utgånget",
    revoke: "Återkalla",
    revokeNamed: "Återkalla {{name}}",
    revokedNotice: "Token ”{{name}}” återkallat: det slutar fungera direkt.",
  },
};
