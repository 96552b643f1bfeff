import type { WorkspaceSettingsText } from "./en.ts";

export const daWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Indstillinger for arbejdsområdet · Fleetward-arbejdsområde",
    description:
      "Aktivnumre, den længste levetid for API-tokens og hvor meget arbejdsområdet bruger af sine kvoter.",
  },
  nav: "Indstillinger",
  page: {
    title: "Indstillinger for arbejdsområdet",
    lead: "Hvordan arbejdsområdet nummererer sine aktiver, hvor længe API-tokens må leve, og hvor meget det bruger af hver kvote.",
    viewOnly: "Kun ejeren og administratorer ændrer disse indstillinger.",
    loadFailed: "Indstillingerne kunne ikke indlæses.",
  },
  assetTags: {
    title: "Aktivnumre",
    lead: "Hvert nyt aktiv får et nummer: dette præfiks og et tal på mindst fem cifre. Numre, der allerede er givet, forbliver uændrede.",
    prefix: "Præfiks for aktivnumre",
    invalid: "Bogstaver, cifre og bindestreger, højst 12, fx FW-",
    nextTag: "Næste nummer",
    preview: "Det næste aktiv får nummeret {{tag}}.",
    save: "Gem præfiks",
    saving: "Gemmer…",
    saved: "Præfiks for aktivnumre gemt",
  },
  tokenLifetime: {
    title: "Længste levetid for API-tokens",
    max: "Længste levetid for et nyt token",
    hint: "Sænkes den, forkortes længere tokens til det nye maksimum, og det registreres i historikken.",
    none: "Ingen grænse",
    days: "{{n}} dage",
    save: "Gem",
    saved: "Maksimal levetid for tokens gemt",
  },
  currency: {
    title: "Valuta",
    lead: "Omkostninger for aktiver og licenser, der angives uden valuta, er i denne. Allerede registrerede omkostninger beholder deres egen.",
    label: "Arbejdsområdets valuta",
    hint: "Bruges til nye omkostninger angivet uden valuta.",
    save: "Gem valuta",
    saved: "Arbejdsområdets valuta er gemt",
  },
  quotas: {
    title: "Kvoter",
    lead: "Hvad dette arbejdsområde må fylde i den tjeneste, det deler med andre. Når en kvote er brugt op, afvises alt, der ville tilføje mere.",
    caption: "Arbejdsområdets kvoter og hvor meget det bruger af hver",
    day: "Daglige kvoter tæller dagen {{day}} (UTC).",
    loadFailed: "Kvoterne kunne ikke indlæses.",
    columns: {
      name: "Kvote",
      used: "Brugt",
      share: "Andel brugt",
      past: "Når kvoten er nået",
    },
    usedOf: "{{used}} af {{limit}}",
    meter: "{{percent}} brugt",
    names: {
      devices: "Tilmeldte enheder",
      device_log_bytes_per_day: "Enhedslogge i dag",
      stored_imports: "Uploadede importer, der ikke er kørt",
      webhooks: "Webhooks",
      api_tokens: "Gyldige API-tokens",
    },
    past: {
      devices: "Nye enheder afvises ved tilmelding.",
      device_log_bytes_per_day: "Logge ud over dagens kvote kasseres.",
      stored_imports: "Nye uploads afvises. Uploads, der ikke køres inden for 24 timer, fjernes.",
      webhooks: "Der kan ikke tilføjes flere webhooks.",
      api_tokens: "Der kan ikke oprettes flere tokens; tilbagekaldte og udløbne tæller ikke.",
    },
    dropped: "{{size}} kasseret i dag.",
  },
};
