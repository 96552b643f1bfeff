import type { WorkspaceSettingsText } from "./en.ts";

export const plWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Ustawienia obszaru roboczego · obszar roboczy Fleetward",
    description:
      "Numery inwentarzowe, maksymalny czas ważności tokenów API i wykorzystanie limitów obszaru roboczego.",
  },
  nav: "Ustawienia",
  page: {
    title: "Ustawienia obszaru roboczego",
    lead: "Jak ten obszar roboczy numeruje swoje zasoby, jak długo mogą być ważne tokeny API i ile wykorzystuje z każdego limitu.",
    viewOnly: "Te ustawienia zmieniają tylko właściciel i administratorzy.",
    loadFailed: "Nie udało się wczytać ustawień.",
  },
  assetTags: {
    title: "Numery inwentarzowe",
    lead: "Każdy nowy zasób otrzymuje numer: ten prefiks i liczbę co najmniej pięciocyfrową. Nadane już numery pozostają bez zmian.",
    prefix: "Prefiks numeru inwentarzowego",
    invalid: "Litery, cyfry i łączniki, najwyżej 12, np. FW-",
    nextTag: "Następny numer",
    preview: "Następny zasób otrzyma numer {{tag}}.",
    save: "Zapisz prefiks",
    saving: "Zapisywanie…",
    saved: "Zapisano prefiks numeru inwentarzowego",
  },
  tokenLifetime: {
    title: "Maksymalny czas ważności tokenów API",
    max: "Najdłuższy czas ważności nowego tokenu",
    hint: "Obniżenie skraca dłuższe tokeny do nowego maksimum i zostaje zapisane w historii.",
    none: "Bez limitu",
    days: "{{n}} dni",
    save: "Zapisz",
    saved: "Zapisano maksymalny czas ważności tokenów",
  },
  currency: {
    title: "Waluta",
    lead: "Koszty zasobów i licencji wpisane bez waluty są w tej walucie. Koszty już zapisane zachowują własną.",
    label: "Waluta obszaru roboczego",
    hint: "Używana dla nowych kosztów podanych bez waluty.",
    save: "Zapisz walutę",
    saved: "Zapisano walutę obszaru roboczego",
  },
  quotas: {
    title: "Limity",
    lead: "Ile ten obszar roboczy może zajmować w usłudze współdzielonej z innymi. Po przekroczeniu limitu wszystko, co dodałoby więcej, jest odrzucane.",
    caption: "Limity obszaru roboczego i ich wykorzystanie",
    day: "Limity dzienne liczą dzień {{day}} (UTC).",
    loadFailed: "Nie udało się wczytać limitów.",
    columns: {
      name: "Limit",
      used: "Wykorzystano",
      share: "Procent wykorzystania",
      past: "Po przekroczeniu",
    },
    usedOf: "{{used}} z {{limit}}",
    meter: "Wykorzystano {{percent}}",
    names: {
      devices: "Zarejestrowane urządzenia",
      device_log_bytes_per_day: "Logi urządzeń dzisiaj",
      stored_imports: "Przesłane, jeszcze nieuruchomione importy",
      webhooks: "Webhooki",
      api_tokens: "Ważne tokeny API",
    },
    past: {
      devices: "Rejestracja nowych urządzeń jest odrzucana.",
      device_log_bytes_per_day: "Logi ponad dzienny limit są odrzucane.",
      stored_imports:
        "Nowe przesyłki są odrzucane. Przesyłki nieuruchomione w ciągu 24 godzin są usuwane.",
      webhooks: "Nie można dodać kolejnych webhooków.",
      api_tokens: "Nie można utworzyć kolejnych tokenów; unieważnione i wygasłe się nie liczą.",
    },
    dropped: "Dzisiaj odrzucono {{size}}.",
  },
};
