import type { ExportsText } from "./en.ts";

export const ptExports: ExportsText = {
  group: "Exportar",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "Exportar como CSV", xlsx: "Exportar como XLSX (Excel)" },
  exporting: "A exportar…",
  disabledTrial: "A exportação de dados não é suportada durante o período de avaliação (beta).",
  upgrade: "Faça upgrade para exportar os seus dados",
  failed: "A exportação falhou: {{detail}}",
  labels: {
    open: "Imprimir etiquetas",
    title: "Imprimir etiquetas de ativos",
    format: "Formato da etiqueta",
    formats: {
      "avery-l7651": "Avery L7651 — A4, 65 por folha (38,1 × 21,2 mm)",
      "avery-5160": "Avery 5160 — US Letter, 30 por folha (2⅝ × 1 pol.)",
      "roll-57x32": "Rolo de etiquetas — uma etiqueta de 57 × 32 mm de cada vez",
    },
    scope: "Que ativos",
    selected: "Ativos selecionados ({{count}})",
    matching: "Todos os ativos que correspondem aos filtros atuais",
    limit: "No máximo {{limit}} etiquetas de cada vez.",
    print: "Transferir PDF",
    cancel: "Cancelar",
    printing: "A criar as etiquetas…",
    failed: "Não foi possível criar as etiquetas: {{detail}}",
  },
};
