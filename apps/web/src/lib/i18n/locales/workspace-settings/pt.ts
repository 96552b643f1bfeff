import type { WorkspaceSettingsText } from "./en.ts";

export const ptWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Definições do espaço · espaço Fleetward",
    description:
      "Etiquetas de ativo, validade máxima dos tokens de API e quanto o espaço usa das suas quotas.",
  },
  nav: "Definições",
  page: {
    title: "Definições do espaço",
    lead: "Como este espaço etiqueta os seus ativos, quanto tempo os tokens de API podem ser válidos e quanto usa de cada quota.",
    viewOnly: "Só o proprietário e os administradores alteram estas definições.",
    loadFailed: "Não foi possível carregar as definições.",
  },
  assetTags: {
    title: "Etiquetas de ativo",
    lead: "Cada ativo novo recebe uma etiqueta: este prefixo e um número de pelo menos cinco algarismos. As etiquetas já atribuídas ficam como estão.",
    prefix: "Prefixo da etiqueta",
    invalid: "Letras, algarismos e hífenes, no máximo 12, por exemplo FW-",
    nextTag: "Próxima etiqueta",
    preview: "O próximo ativo receberá a etiqueta {{tag}}.",
    save: "Guardar prefixo",
    saving: "A guardar…",
    saved: "Prefixo da etiqueta guardado",
  },
  tokenLifetime: {
    title: "Validade máxima dos tokens de API",
    max: "Validade máxima de um novo token",
    hint: "Reduzi-la encurta os tokens mais longos para o novo máximo, com registro no histórico.",
    none: "Sem limite",
    days: "{{n}} dias",
    save: "Salvar",
    saved: "Validade máxima dos tokens salva",
  },
  currency: {
    title: "Moeda",
    lead: "Os custos de ativos e licenças introduzidos sem moeda ficam nesta. Os custos já registados mantêm a sua.",
    label: "Moeda do espaço de trabalho",
    hint: "Usada para novos custos indicados sem moeda.",
    save: "Guardar moeda",
    saved: "Moeda do espaço de trabalho guardada",
  },
  quotas: {
    title: "Quotas",
    lead: "O que este espaço pode ocupar do serviço que partilha com outros. Ultrapassada uma quota, é recusado tudo o que acrescentaria mais.",
    caption: "As quotas do espaço e quanto usa de cada uma",
    day: "As quotas diárias contam o dia {{day}} (UTC).",
    loadFailed: "Não foi possível carregar as quotas.",
    columns: {
      name: "Quota",
      used: "Usado",
      share: "Percentagem usada",
      past: "Acima da quota",
    },
    usedOf: "{{used}} de {{limit}}",
    meter: "{{percent}} usado",
    names: {
      devices: "Dispositivos inscritos",
      device_log_bytes_per_day: "Registos de dispositivos hoje",
      stored_imports: "Importações carregadas ainda não executadas",
      webhooks: "Webhooks",
      api_tokens: "Tokens de API válidos",
    },
    past: {
      devices: "A inscrição de novos dispositivos é recusada.",
      device_log_bytes_per_day: "Os registos acima da quota do dia são descartados.",
      stored_imports:
        "Os novos carregamentos são recusados. Os carregamentos não executados em 24 horas são removidos.",
      webhooks: "Não é possível adicionar mais webhooks.",
      api_tokens: "Não é possível criar mais tokens; os revogados e expirados não contam.",
    },
    dropped: "{{size}} descartados hoje.",
  },
};
