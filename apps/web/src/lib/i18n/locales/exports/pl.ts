import type { ExportsText } from "./en.ts";

export const plExports: ExportsText = {
  group: "Eksport",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Eksportuj jako CSV", xlsx: "Eksportuj jako XLSX (Excel)" },
  exporting: "Eksportowanie…",
  disabledTrial: "Eksport danych nie jest obsługiwany w okresie próbnym (beta).",
  upgrade: "Przejdź na płatny plan, aby eksportować dane",
  failed: "Eksport nie powiódł się: {{detail}}",
  labels: {
    open: "Drukuj etykiety",
    title: "Drukuj etykiety zasobów",
    format: "Format etykiet",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 na arkuszu (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 na arkuszu (2⅝ × 1 cala)",
      "roll-57x32": "Rolka etykiet — po jednej etykiecie 57 × 32 mm",
    },
    scope: "Które zasoby",
    selected: "Zaznaczone zasoby ({{count}})",
    matching: "Wszystkie zasoby pasujące do bieżących filtrów",
    limit: "Najwyżej {{limit}} etykiet naraz.",
    print: "Pobierz PDF",
    cancel: "Anuluj",
    printing: "Tworzenie etykiet…",
    failed: "Nie udało się utworzyć etykiet: {{detail}}",
  },
};
