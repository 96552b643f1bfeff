import type { WorkspaceSettingsText } from "./en.ts";

export const huWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Munkaterület beállításai · Fleetward-munkaterület",
    description:
      "Leltári számok, az API-tokenek leghosszabb élettartama és hogy a munkaterület mennyit használ a kvótáiból.",
  },
  nav: "Beállítások",
  page: {
    title: "Munkaterület beállításai",
    lead: "Hogyan számozza ez a munkaterület az eszközeit, meddig élhetnek az API-tokenek, és mennyit használ az egyes kvótákból.",
    viewOnly: "Ezeket a beállításokat csak a tulajdonos és az adminisztrátorok módosítják.",
    loadFailed: "A beállításokat nem sikerült betölteni.",
  },
  assetTags: {
    title: "Leltári számok",
    lead: "Minden új eszköz leltári számot kap: ezt az előtagot és egy legalább ötjegyű számot. A már kiadott számok nem változnak.",
    prefix: "Leltári szám előtagja",
    invalid: "Betűk, számjegyek és kötőjelek, legfeljebb 12, például FW-",
    nextTag: "Következő leltári szám",
    preview: "A következő eszköz száma {{tag}} lesz.",
    save: "Előtag mentése",
    saving: "Mentés…",
    saved: "A leltári szám előtagja mentve",
  },
  tokenLifetime: {
    title: "Az API-tokenek leghosszabb élettartama",
    max: "Egy új token leghosszabb élettartama",
    hint: "Csökkentésekor a hosszabb tokenek az új maximumra rövidülnek, és ez bekerül az előzményekbe.",
    none: "Nincs korlát",
    days: "{{n}} nap",
    save: "Mentés",
    saved: "A tokenek maximális élettartama mentve",
  },
  currency: {
    title: "Pénznem",
    lead: "Az eszközök és licencek pénznem nélkül megadott költségei ebben a pénznemben értendők. A már rögzített költségek megtartják a sajátjukat.",
    label: "A munkaterület pénzneme",
    hint: "Az új, pénznem nélkül megadott költségekhez használjuk.",
    save: "Pénznem mentése",
    saved: "A munkaterület pénzneme mentve",
  },
  quotas: {
    title: "Kvóták",
    lead: "Amennyit ez a munkaterület elfoglalhat a másokkal közös szolgáltatásból. Egy kvóta túllépésekor minden elutasításra kerül, ami még többet adna hozzá.",
    caption: "A munkaterület kvótái és az egyes kvóták használata",
    day: "A napi kvóták a(z) {{day}} napot számolják (UTC).",
    loadFailed: "A kvótákat nem sikerült betölteni.",
    columns: {
      name: "Kvóta",
      used: "Felhasználva",
      share: "Felhasznált arány",
      past: "A kvóta felett",
    },
    usedOf: "{{used}} / {{limit}}",
    meter: "{{percent}} felhasználva",
    names: {
      devices: "Regisztrált eszközök",
      device_log_bytes_per_day: "Eszköznaplók ma",
      stored_imports: "Feltöltött, még nem futtatott importok",
      webhooks: "Webhookok",
      api_tokens: "Érvényes API-tokenek",
    },
    past: {
      devices: "Új eszközök regisztrációja elutasításra kerül.",
      device_log_bytes_per_day: "A napi kvótán felüli naplók elvesznek.",
      stored_imports:
        "Az új feltöltések elutasításra kerülnek. A 24 órán belül nem futtatott feltöltések törlődnek.",
      webhooks: "Több webhook nem adható hozzá.",
      api_tokens: "Több token nem hozható létre; a visszavont és lejárt tokenek nem számítanak.",
    },
    dropped: "Ma {{size}} elveszett.",
  },
};
