import type { WorkspaceSettingsText } from "./en.ts";

export const esWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Ajustes del espacio · espacio de Fleetward",
    description:
      "Etiquetas de activo, la duración máxima de los tokens de API y cuánto usa el espacio de sus cuotas.",
  },
  nav: "Ajustes",
  page: {
    title: "Ajustes del espacio",
    lead: "Cómo etiqueta este espacio sus activos, cuánto pueden durar los tokens de API y cuánto usa de cada cuota.",
    viewOnly: "Solo el propietario y los administradores cambian estos ajustes.",
    loadFailed: "No se pudieron cargar los ajustes.",
  },
  assetTags: {
    title: "Etiquetas de activo",
    lead: "Cada activo nuevo recibe una etiqueta: este prefijo y un número de al menos cinco cifras. Las etiquetas ya asignadas no cambian.",
    prefix: "Prefijo de etiqueta",
    invalid: "Letras, cifras y guiones, como máximo 12, por ejemplo FW-",
    nextTag: "Próxima etiqueta",
    preview: "El próximo activo recibirá la etiqueta {{tag}}.",
    save: "Guardar prefijo",
    saving: "Guardando…",
    saved: "Prefijo de etiqueta guardado",
  },
  tokenLifetime: {
    title: "Duración máxima de los tokens de API",
    max: "Lo máximo que puede durar un token nuevo",
    hint: "Reducirla acorta los tokens más largos al nuevo máximo, y queda registrado en el historial.",
    none: "Sin límite",
    days: "{{n}} días",
    save: "Guardar",
    saved: "Vida máxima de los tokens guardada",
  },
  currency: {
    title: "Moneda",
    lead: "Los costes de activos y licencias introducidos sin moneda están en esta. Los costes ya registrados conservan la suya.",
    label: "Moneda del espacio de trabajo",
    hint: "Se usa para los costes nuevos indicados sin moneda.",
    save: "Guardar moneda",
    saved: "Moneda del espacio de trabajo guardada",
  },
  quotas: {
    title: "Cuotas",
    lead: "Lo que este espacio puede ocupar del servicio que comparte con otros. Al superar una cuota se rechaza todo lo que añadiría más.",
    caption: "Las cuotas del espacio y cuánto usa de cada una",
    day: "Las cuotas diarias cuentan el día {{day}} (UTC).",
    loadFailed: "No se pudieron cargar las cuotas.",
    columns: {
      name: "Cuota",
      used: "Usado",
      share: "Porcentaje usado",
      past: "Al superarla",
    },
    usedOf: "{{used}} de {{limit}}",
    meter: "{{percent}} usado",
    names: {
      devices: "Dispositivos inscritos",
      device_log_bytes_per_day: "Registros de dispositivos hoy",
      stored_imports: "Importaciones subidas sin ejecutar",
      webhooks: "Webhooks",
      api_tokens: "Tokens de API vigentes",
    },
    past: {
      devices: "Se rechaza la inscripción de dispositivos nuevos.",
      device_log_bytes_per_day: "Los registros que superan la cuota del día se descartan.",
      stored_imports:
        "Se rechazan las subidas nuevas. Las subidas no ejecutadas en 24 horas se eliminan.",
      webhooks: "No se pueden añadir más webhooks.",
      api_tokens: "No se pueden crear más tokens; los revocados y caducados no cuentan.",
    },
    dropped: "{{size}} descartados hoy.",
  },
};
