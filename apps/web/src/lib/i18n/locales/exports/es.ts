import type { ExportsText } from "./en.ts";

export const esExports: ExportsText = {
  group: "Exportar",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Exportar como CSV", xlsx: "Exportar como XLSX (Excel)" },
  exporting: "Exportando…",
  disabledTrial: "La exportación de datos no está disponible durante la prueba (beta).",
  upgrade: "Mejora tu plan para exportar tus datos",
  failed: "La exportación ha fallado: {{detail}}",
  labels: {
    open: "Imprimir etiquetas",
    title: "Imprimir etiquetas de activos",
    format: "Formato de etiqueta",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 por hoja (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — Carta EE. UU., 30 por hoja (2⅝ × 1 in)",
      "roll-57x32": "Rollo de etiquetas — una etiqueta de 57 × 32 mm cada vez",
    },
    scope: "Qué activos",
    selected: "Activos seleccionados ({{count}})",
    matching: "Todos los activos que cumplen los filtros actuales",
    limit: "Como máximo {{limit}} etiquetas a la vez.",
    print: "Descargar PDF",
    cancel: "Cancelar",
    printing: "Creando las etiquetas…",
    failed: "No se pudieron crear las etiquetas: {{detail}}",
  },
};
