import type { WorkspaceSettingsText } from "./en.ts";

export const svWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Arbetsytans inställningar · Fleetward-arbetsyta",
    description:
      "Inventarienummer, längsta livstid för API-token och hur mycket arbetsytan använder av sina kvoter.",
  },
  nav: "Inställningar",
  page: {
    title: "Arbetsytans inställningar",
    lead: "Hur arbetsytan numrerar sina tillgångar, hur länge API-token får leva och hur mycket den använder av varje kvot.",
    viewOnly: "Bara ägaren och administratörer ändrar de här inställningarna.",
    loadFailed: "Inställningarna kunde inte läsas in.",
  },
  assetTags: {
    title: "Inventarienummer",
    lead: "Varje ny tillgång får ett nummer: det här prefixet och ett tal med minst fem siffror. Nummer som redan getts förblir oförändrade.",
    prefix: "Prefix för inventarienummer",
    invalid: "Bokstäver, siffror och bindestreck, högst 12, till exempel FW-",
    nextTag: "Nästa nummer",
    preview: "Nästa tillgång får numret {{tag}}.",
    save: "Spara prefix",
    saving: "Sparar…",
    saved: "Prefix för inventarienummer sparat",
  },
  tokenLifetime: {
    title: "Längsta livstid för API-token",
    max: "Längsta livstid för ett nytt token",
    hint: "Sänks den kortas längre token till det nya maxvärdet, vilket förs in i historiken.",
    none: "Ingen gräns",
    days: "{{n}} dagar",
    save: "Spara",
    saved: "Längsta livstid för token sparad",
  },
  currency: {
    title: "Valuta",
    lead: "Kostnader för tillgångar och licenser som anges utan valuta är i denna. Redan registrerade kostnader behåller sin egen.",
    label: "Arbetsytans valuta",
    hint: "Används för nya kostnader som anges utan valuta.",
    save: "Spara valuta",
    saved: "Arbetsytans valuta har sparats",
  },
  quotas: {
    title: "Kvoter",
    lead: "Vad arbetsytan får ta i anspråk av tjänsten den delar med andra. När en kvot är förbrukad avvisas allt som skulle lägga till mer.",
    caption: "Arbetsytans kvoter och hur mycket den använder av varje",
    day: "Dagliga kvoter räknar dagen {{day}} (UTC).",
    loadFailed: "Kvoterna kunde inte läsas in.",
    columns: {
      name: "Kvot",
      used: "Använt",
      share: "Andel använd",
      past: "När kvoten är nådd",
    },
    usedOf: "{{used}} av {{limit}}",
    meter: "{{percent}} använt",
    names: {
      devices: "Registrerade enheter",
      device_log_bytes_per_day: "Enhetsloggar i dag",
      stored_imports: "Uppladdade importer som inte körts",
      webhooks: "Webhooks",
      api_tokens: "Giltiga API-token",
    },
    past: {
      devices: "Nya enheter nekas registrering.",
      device_log_bytes_per_day: "Loggar utöver dagens kvot kastas.",
      stored_imports:
        "Nya uppladdningar avvisas. Uppladdningar som inte körs inom 24 timmar tas bort.",
      webhooks: "Inga fler webhooks kan läggas till.",
      api_tokens: "Inga fler token kan skapas; återkallade och utgångna räknas inte.",
    },
    dropped: "{{size}} kastade i dag.",
  },
};
