import type { EmailStrings } from "./en.ts";

export const emailPt: EmailStrings = {
  common: {
    greeting: "Olá, {{name}},",
    linkFallback: "Se o botão não funcionar, copie este endereço para o seu navegador:",
    securityAlert: "Alerta de segurança",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Alemanha",
    moment: "{{date}}, às {{time}} UTC",
    browserOnSystem: "{{browser}} em {{system}}",
    unknownBrowser: "Um navegador desconhecido",
  },
  confirmation: {
    subject: "Fleetward: confirme o seu endereço de e-mail",
    preheader: "Um clique para confirmar o seu endereço e começar o seu teste de 90 dias.",
    reason:
      "Recebeu este e-mail porque este endereço foi utilizado para criar uma conta Fleetward.",
    heading: "Confirme o seu endereço de e-mail",
    intro:
      "Obrigado por criar uma conta Fleetward. Confirme que este é o seu endereço de e-mail para que possamos enviar-lhe alertas de segurança e faturas.",
    button: "Confirmar endereço de e-mail",
    next: "Após a confirmação, pode começar o seu teste gratuito de 90 dias e registar os primeiros dispositivos em cerca de quinze minutos.",
    linkHelp: {
      one: "Este link é válido durante {{count}} hora. Se o botão não funcionar, copie este endereço para o seu navegador:",
      other:
        "Este link é válido durante {{count}} horas. Se o botão não funcionar, copie este endereço para o seu navegador:",
    },
    notYou: "Se não criou uma conta, ignore este e-mail; o endereço continuará por confirmar.",
    textIntro:
      "Obrigado por criar uma conta Fleetward. Confirme que este é o seu endereço de e-mail abrindo este link:",
    textExpiry: {
      one: "O link é válido durante {{count}} hora.",
      other: "O link é válido durante {{count}} horas.",
    },
  },
  passwordReset: {
    subject: "Redefina a sua senha Fleetward",
    preheader: {
      one: "Utilize este link no prazo de {{count}} minuto para escolher uma nova senha.",
      other: "Utilize este link no prazo de {{count}} minutos para escolher uma nova senha.",
    },
    reason: "Recebeu este e-mail porque foi pedida a redefinição da senha da sua conta Fleetward.",
    heading: "Redefina a sua senha",
    intro: {
      one: "Recebemos um pedido para redefinir a senha da sua conta Fleetward. Escolha uma nova senha com o botão abaixo. O link só funciona uma vez e expira dentro de {{count}} minuto.",
      other:
        "Recebemos um pedido para redefinir a senha da sua conta Fleetward. Escolha uma nova senha com o botão abaixo. O link só funciona uma vez e expira dentro de {{count}} minutos.",
    },
    button: "Escolher uma nova senha",
    requestedOn: "Pedido em {{moment}}",
    requestedFrom: "A partir de {{client}}",
    notYou:
      "Não fez este pedido? Pode ignorar este e-mail: a sua senha mantém-se. Se receber vários e-mails destes sem os ter pedido, informe-nos através de security@fleetward.com.",
    textIntro:
      "Recebemos um pedido para redefinir a senha da sua conta Fleetward. Escolha uma nova senha aqui:",
    textExpiry: {
      one: "O link só funciona uma vez e expira dentro de {{count}} minuto.",
      other: "O link só funciona uma vez e expira dentro de {{count}} minutos.",
    },
    textRequested: "Pedido em {{moment}} a partir de {{client}}.",
    textNotYou: "Não fez este pedido? Pode ignorar este e-mail: a sua senha mantém-se.",
  },
  alert: {
    subject: {
      one: "Ação necessária: {{count}} verificação de segurança falha em {{device}}",
      other: "Ação necessária: {{count}} verificações de segurança falham em {{device}}",
    },
    preheader: "{{device}} precisa de alguns minutos da sua atenção.",
    reason:
      "Recebeu este e-mail porque é o proprietário de {{device}} no espaço de trabalho {{workspace}}.",
    heading: "O seu portátil precisa de atenção",
    introOne:
      "O Fleetward detetou uma verificação de segurança falhada num dispositivo atribuído a si. A maioria destes problemas resolve-se reiniciando o dispositivo e instalando as atualizações pendentes.",
    introMany:
      "O Fleetward detetou verificações de segurança falhadas num dispositivo atribuído a si. A maioria destes problemas resolve-se reiniciando o dispositivo e instalando as atualizações pendentes.",
    serial: "n.º de série {{serial}}",
    assignedTo: "atribuído a {{name}}",
    failingSince: "Falha desde {{date}}",
    button: "Ver como resolver",
    escalation: {
      one: "Se as verificações continuarem a falhar dentro de {{count}} dia, o dispositivo será comunicado à sua equipa de TI como não conforme. Acha que se trata de um erro? Responda a este e-mail e a sua equipa de TI recebê-lo-á.",
      other:
        "Se as verificações continuarem a falhar dentro de {{count}} dias, o dispositivo será comunicado à sua equipa de TI como não conforme. Acha que se trata de um erro? Responda a este e-mail e a sua equipa de TI recebê-lo-á.",
    },
  },
  accountAlert: {
    reason: "Recebeu este e-mail porque este é o endereço de uma conta Fleetward.",
    signupAttempt: {
      title: "Alguém tentou registar-se com o seu endereço de e-mail",
      attempt:
        "Em {{moment}}, alguém ({{client}}) tentou criar uma nova conta Fleetward com este endereço de e-mail. O endereço já pertence à sua conta, pelo que não foi criada nenhuma conta nova.",
      advice:
        "Se foi o próprio, inicie sessão com a sua conta existente ou redefina a senha se a tiver esquecido. Caso contrário, pode ignorar este e-mail: a sua conta não foi alterada.",
      action: "Iniciar sessão",
    },
    passwordChanged: {
      title: "A sua senha Fleetward foi alterada",
      changedEverywhere:
        "A senha da sua conta Fleetward foi alterada em {{moment}} e a sessão foi terminada em todos os dispositivos ligados à sua conta.",
      changedElsewhere:
        "A senha da sua conta Fleetward foi alterada em {{moment}} e a sessão foi terminada em todos os outros dispositivos ligados à sua conta.",
      advice:
        "Se foi o próprio, não precisa de fazer mais nada. Caso contrário, redefina já a sua senha e informe-nos através de security@fleetward.com.",
      action: "Redefinir a senha",
    },
    secondFactors: {
      authenticatorApp: "uma aplicação de autenticação",
      passkey: "a chave de acesso «{{name}}»",
      recoveryCodes: "um novo conjunto de códigos de recuperação",
      addedTitle: "Foi adicionado um segundo fator à sua conta Fleetward",
      added:
        "Em {{moment}}, foi adicionada {{factor}} à sua conta Fleetward. A partir de agora, ao iniciar sessão com a sua senha, também lhe será pedido um segundo fator.",
      removedTitle: "Foi removido um segundo fator da sua conta Fleetward",
      removed: "Em {{moment}}, foi removida {{factor}} da sua conta Fleetward.",
      codesTitle: "Foram gerados novos códigos de recuperação para a sua conta Fleetward",
      codes:
        "Em {{moment}}, foi gerado {{factor}} para a sua conta Fleetward. Os códigos que tinha antes deixaram de funcionar.",
      recoveryUsedTitle:
        "Foi utilizado um código de recuperação para iniciar sessão na sua conta Fleetward",
      recoveryUsed: {
        one: "Em {{moment}}, alguém ({{client}}) iniciou sessão na sua conta Fleetward com um dos seus códigos de recuperação. Resta {{count}} código.",
        other:
          "Em {{moment}}, alguém ({{client}}) iniciou sessão na sua conta Fleetward com um dos seus códigos de recuperação. Restam {{count}} códigos.",
      },
      advice:
        "Se foi o próprio, não precisa de fazer mais nada. Caso contrário, altere já a sua senha, reveja os seus segundos fatores nas definições da conta e informe-nos através de security@fleetward.com.",
      action: "Rever a segurança da conta",
    },
    ssoChanged: {
      reason: "Recebeu este e-mail porque é proprietário ou administrador de {{workspace}}.",
      title: "O início de sessão empresarial de {{workspace}} foi alterado",
      connected:
        "Em {{moment}}, {{actor}} ligou {{workspace}} a um fornecedor de identidade através de {{protocol}}.",
      removed: "Em {{moment}}, {{actor}} removeu o início de sessão empresarial de {{workspace}}.",
      required:
        "Em {{moment}}, {{actor}} tornou o início de sessão empresarial obrigatório para os endereços de {{domains}}: os membros com um desses endereços passam a só poder iniciar sessão em {{workspace}} através do fornecedor de identidade.",
      notRequired:
        "Em {{moment}}, {{actor}} deixou de exigir o início de sessão empresarial em {{workspace}}: os membros voltam a poder iniciar sessão sem ele.",
      domainVerified:
        "Em {{moment}}, {{actor}} verificou o domínio {{domain}} para o início de sessão empresarial de {{workspace}}: quem tiver um endereço deste domínio pode iniciar sessão no espaço de trabalho através do respetivo fornecedor de identidade.",
      domainRemoved:
        "Em {{moment}}, {{actor}} removeu o domínio {{domain}} do início de sessão empresarial de {{workspace}}.",
      advice:
        "Se esperava esta alteração, não precisa de fazer nada. Caso contrário, reveja já as definições de início de sessão do espaço de trabalho: quem controla o início de sessão empresarial decide quem pode iniciar sessão no espaço de trabalho.",
      action: "Rever as definições de início de sessão do espaço de trabalho",
    },
  },
  invoice: {
    subject: "A sua fatura Fleetward {{number}}",
    preheader: "Fatura {{number}}: {{total}} a pagar até {{date}}.",
    reason: "Recebeu este e-mail porque é um contacto de faturação de {{company}}.",
    heading: "Fatura {{number}}",
    intro:
      "Enviamos a fatura de {{company}} referente a {{period}}. O PDF segue em anexo e também está disponível na sua conta.",
    issued: "Emitida em {{date}}",
    due: "Vencimento: {{date}}",
    description: "Descrição",
    quantity: "Qtd.",
    amount: "Valor",
    unitPrice: "{{price}} por unidade",
    subtotal: "Subtotal",
    vat: "IVA {{percent}}%",
    total: "Total a pagar",
    button: "Ver e pagar a fatura",
    payment:
      "Paga com cartão? Não precisa de fazer nada: debitamos o cartão registado na data de vencimento. Tem dúvidas sobre esta fatura? Responda a este e-mail e a nossa equipa de faturação responderá no prazo de um dia útil.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} convidou-o para {{workspace}} no Fleetward",
    preheader: "Junte-se ao espaço de trabalho {{workspace}} com a função {{role}}.",
    reason:
      "Recebeu este e-mail porque {{inviter}} convidou este endereço para um espaço de trabalho do Fleetward.",
    heading: "Junte-se a {{workspace}} no Fleetward",
    intro:
      "{{inviter}} convidou-o para trabalhar no inventário {{workspace}} com a função {{role}}.",
    button: "Aceitar o convite",
    expiry: "A ligação funciona uma única vez e expira a {{moment}}.",
    notYou: "Não estava à espera? Ignore este e-mail: nada acontece se não aceitar.",
    textIntro:
      "{{inviter}} convidou-o para trabalhar no inventário {{workspace}} com a função {{role}}. Aceite o convite aqui:",
    roles: {
      admin: "administrador",
      technician: "técnico",
      viewer: "leitor",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} item pendente",
      other: "{{workspace}}: {{count}} itens pendentes",
    },
    preheader: "Garantias, licenças e devoluções que precisam de atenção em {{workspace}}.",
    reason:
      "Recebeu este e-mail porque é proprietário, administrador ou técnico do espaço de trabalho {{workspace}}. Pode desativar os lembretes do espaço de trabalho em Notificações, na sua conta Fleetward.",
    heading: "Pendente em {{workspace}}",
    intro: "Eis o que precisa de atenção em {{workspace}} a {{date}}.",
    warranties: "Garantias que terminam em 30 dias",
    warrantyLine: "a garantia termina a {{date}}",
    licenses: "Licenças que expiram em 30 dias",
    licenseLine: "expira a {{date}}",
    overdue: "Devoluções em atraso",
    overdueLine: "com {{holder}}, devolução prevista a {{date}}",
    overdueLineNoHolder: "devolução prevista a {{date}}",
    more: {
      one: "…e mais {{count}}",
      other: "…e mais {{count}}",
    },
    seeAllOverdue: "Ver todas as devoluções em atraso",
    button: "Abrir o painel",
    summary: {
      warranties: {
        one: "{{count}} garantia termina em 30 dias",
        other: "{{count}} garantias terminam em 30 dias",
      },
      licenses: {
        one: "{{count}} licença expira em 30 dias",
        other: "{{count}} licenças expiram em 30 dias",
      },
      overdue: {
        one: "{{count}} devolução está em atraso",
        other: "{{count}} devoluções estão em atraso",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: há dispositivos que não cumprem as políticas de segurança",
    subjectPassing: "{{workspace}}: dispositivos voltam a cumprir as políticas de segurança",
    preheader:
      "Dispositivos que deixaram de cumprir ou voltaram a cumprir as políticas de segurança em {{workspace}}.",
    reason:
      "Recebeu este e-mail porque é proprietário ou administrador do espaço de trabalho {{workspace}}. Pode desativar os e-mails do espaço de trabalho em Notificações, na sua conta Fleetward.",
    heading: "Alterações de segurança em {{workspace}}",
    intro: "Estes dispositivos mudaram de estado nas políticas de segurança de {{workspace}}.",
    failing: "Não cumprem agora",
    passing: "Voltam a cumprir",
    button: "Abrir a visão geral de segurança",
  },
  sample: {
    diskEncryption: "Encriptação do disco",
    diskEncryptionDetail: "A proteção BitLocker está suspensa na unidade C:.",
    osUpdates: "Atualizações do sistema operativo",
    osUpdatesDetail:
      "A atualização cumulativa mais recente do Windows 11 está em atraso há 12 dias.",
    invoiceLine: "Fleetward Business — dispositivos (número máximo em {{period}})",
    city: "Amesterdão",
  },
};
