import type { ApiTokensText } from "./en.ts";

export const ptApiTokens: ApiTokensText = {
  meta: {
    title: "Tokens de API · espaço Fleetward",
    description: "Tokens que permitem a scripts e outras ferramentas usar a API deste espaço.",
  },
  nav: "Tokens de API",
  page: {
    title: "Tokens de API",
    lead: "Scripts, MDMs e outras ferramentas chamam a mesma API do espaço com um token em vez de uma sessão. Um token de leitura vê o que um observador vê; um token de escrita também pode alterar equipamentos, pessoas e licenças, como um técnico. Os tokens nunca gerem membros, definições ou outros tokens.",
    adminsOnly:
      "Só o proprietário e os administradores gerem tokens de API. Peça a um deles se precisar de um.",
    docs: "Envie-o como «Authorization: Bearer fwk_…»; cada chamada está descrita em",
    loadFailed: "Não foi possível carregar os tokens de API.",
  },
  scopes: {
    read: "Leitura (como observador)",
    write: "Leitura e escrita (como técnico)",
  },
  form: {
    title: "Novo token",
    name: "Nome",
    scope: "Âmbito",
    expiry: "Expira",
    never: "Nunca",
    days: "Daqui a {{n}} dias",
    submit: "Criar token",
    sending: "A criar…",
  },
  policy: {
    summary: "Validade máxima dos tokens: {{days}}",
    none: "sem limite",
    days: "{{n}} dias",
    change: "alterar nas Definições",
  },
  created: {
    title: "Token «{{name}}» criado",
    once: "Copie-o agora: só é mostrado desta vez. Guarde-o como uma palavra-passe.",
    secret: "O novo token",
    copy: "Copiar",
    copied: "Copiado",
    copyFailed: "Não foi possível copiar; selecione o token e copie-o à mão.",
    done: "Concluído",
  },
  list: {
    caption: "Tokens de API deste espaço",
    none: "Ainda não há tokens de API.",
    name: "Nome",
    token: "Token",
    scope: "Âmbito",
    createdBy: "Criado por",
    lastUsed: "Última utilização",
    expires: "Expira",
    actions: "Ações",
    never: "Nunca",
    neverUsed: "Ainda não",
    revoked: "Revogado",
    expired: "Expirado",
    revoke: "Revogar",
    revokeNamed: "Revogar {{name}}",
    revokedNotice: "Token «{{name}}» revogado: deixa de funcionar de imediato.",
  },
};
