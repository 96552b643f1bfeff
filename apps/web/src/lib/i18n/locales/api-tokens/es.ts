import type { ApiTokensText } from "./en.ts";

export const esApiTokens: ApiTokensText = {
  meta: {
    title: "Tokens de API · espacio de Fleetward",
    description: "Tokens que permiten a scripts y otras herramientas usar la API de este espacio.",
  },
  nav: "Tokens de API",
  page: {
    title: "Tokens de API",
    lead: "Los scripts, MDM y otras herramientas llaman a la misma API del espacio con un token en lugar de iniciar sesión. Un token de lectura ve lo que ve un observador; uno de escritura también puede cambiar equipos, personas y licencias, como un técnico. Los tokens nunca gestionan miembros, ajustes ni otros tokens.",
    adminsOnly:
      "Solo el propietario y los administradores gestionan los tokens de API. Pide uno a alguno de ellos si lo necesitas.",
    docs: "Envíalo como «Authorization: Bearer fwk_…»; cada llamada está descrita en",
    loadFailed: "No se pudieron cargar los tokens de API.",
  },
  scopes: {
    read: "Lectura (como observador)",
    write: "Lectura y escritura (como técnico)",
  },
  form: {
    title: "Nuevo token",
    name: "Nombre",
    scope: "Alcance",
    expiry: "Caduca",
    never: "Nunca",
    days: "En {{n}} días",
    submit: "Crear token",
    sending: "Creando…",
  },
  policy: {
    summary: "Duración máxima de los tokens: {{days}}",
    none: "sin límite",
    days: "{{n}} días",
    change: "cámbiala en Ajustes",
  },
  created: {
    title: "Token «{{name}}» creado",
    once: "Cópialo ahora: solo se muestra esta vez. Guárdalo como una contraseña.",
    secret: "El nuevo token",
    copy: "Copiar",
    copied: "Copiado",
    copyFailed: "No se pudo copiar; selecciona el token y cópialo a mano.",
    done: "Listo",
  },
  list: {
    caption: "Tokens de API de este espacio",
    none: "Aún no hay tokens de API.",
    name: "Nombre",
    token: "Token",
    scope: "Alcance",
    createdBy: "Creado por",
    lastUsed: "Último uso",
    expires: "Caduca",
    actions: "Acciones",
    never: "Nunca",
    neverUsed: "Aún no",
    revoked: "Revocado",
    expired: "Caducado",
    revoke: "Revocar",
    revokeNamed: "Revocar {{name}}",
    revokedNotice: "Token «{{name}}» revocado: deja de funcionar al instante.",
  },
};
