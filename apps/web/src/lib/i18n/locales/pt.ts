import type { Translation } from "./en.ts";

export const pt: Translation = {
  login_failed: "Falha ao iniciar sessão. Verifique as suas credenciais.",
  login_error: "Ocorreu um erro inesperado. Tente novamente.",
  login_success: "Sessão iniciada com sucesso!",
  welcome_back: "Bem-vindo de volta!",
  logout_success: "Sessão terminada",
  see_you_again: "Até breve!",

  common: {
    appName: "Fleetward",
    tagline: "Gestão de ativos de TI e dispositivos, com segurança, numa só app",
    skipToContent: "Ir para o conteúdo principal",
    loading: "Aguarde…",
    close: "Fechar",
    home: "Início",
    backHome: "Voltar ao início",
    signIn: "Entrar",
    signUp: "Criar conta",
    startTrial: "Iniciar teste gratuito",
    signOut: "Sair",
    learnMore: "Saber mais",
    readMore: "Ler mais",
    contactSales: "Falar com vendas",
    breadcrumb: "Navegação estrutural",
    onThisPage: "Nesta página",
    trialBadge: "Grátis durante 90 dias — sem cartão de crédito",
  },

  nav: {
    mainLabel: "Navegação principal",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    product: "Produto",
    resources: "Recursos",
    company: "Empresa",
    services: "Serviços",
    serviceDetail: "Serviço de segurança de dispositivos",
    pricing: "Preços",
    customerStories: "Histórias de clientes",
    testimonials: "Opiniões",
    documentation: "Documentação",
    changelog: "Histórico de versões",
    uiComponents: "Componentes de interface",
    blog: "Blog",
    knowledgeBase: "Base de conhecimento",
    courses: "Cursos",
    forums: "Fóruns",
    helpCenter: "Centro de ajuda",
    faqs: "Perguntas frequentes",
    guides: "Guias",
    support: "Suporte",
    about: "Sobre nós",
    team: "Equipa",
    careers: "Carreiras",
    jobBoard: "Ofertas de emprego",
    contact: "Contacto",
  },

  account: {
    menuLabel: "Menu da conta",
    sidebarLabel: "Navegação da conta",
    signedInAs: "Sessão iniciada como {{name}}",
    profile: "Perfil",
    billing: "Faturação",
    payment: "Pagamento",
    invoice: "Faturas",
    social: "Redes sociais",
    notifications: "Notificações",
    settings: "Configurações",
    lock: "Bloquear sessão",
    collapseSidebar: "Recolher barra lateral",
    expandSidebar: "Expandir barra lateral",
  },

  footer: {
    about:
      "A Fleetward mantém um inventário rigoroso de todos os computadores portáteis, telefones, servidores e licenças da sua organização e mostra de relance quais dispositivos precisam de atenção.",
    product: "Produto",
    resources: "Recursos",
    company: "Empresa",
    legal: "Informações legais",
    terms: "Termos de serviço",
    privacy: "Política de privacidade",
    trialTerms: "Termos do teste gratuito",
    copyright: "© {{year}} Fleetward. Todos os direitos reservados.",
    languageLabel: "Idioma",
  },

  newsletter: {
    title: "Antecipe-se aos riscos dos dispositivos",
    description:
      "Um e-mail por mês: alertas de segurança, dicas de gestão de ativos e novidades do produto.",
    emailLabel: "Endereço de e-mail",
    placeholder: "nome@empresa.com",
    submit: "Inscrever-se",
    submitting: "Inscrição em curso…",
    success: "Obrigado! Verifique a sua caixa de entrada para confirmar a inscrição.",
    invalidEmail: "Insira um endereço de e-mail válido.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Usamos apenas os cookies necessários para manter a sua sessão iniciada e proteger os seus formulários. Sem cookies de publicidade nem de rastreamento.",
    accept: "Entendido",
    learnMore: "Ler a política de privacidade",
  },

  settings: {
    open: "Abrir configurações de aparência",
    title: "Aparência",
    description:
      "Ajuste a aparência da Fleetward neste dispositivo. As alterações são aplicadas de imediato.",
    theme: "Tema de cores",
    themeLight: "Claro",
    themeDark: "Escuro",
    themeSystem: "Sistema",
    direction: "Direção do texto",
    directionLtr: "Da esquerda para a direita",
    directionRtl: "Da direita para a esquerda",
    navbar: "Barra de navegação",
    navbarSticky: "Fixa",
    navbarFloating: "Flutuante",
    navbarStatic: "Estática",
    menu: "Menu lateral",
    menuVertical: "Vertical",
    menuCollapsible: "Recolhível",
    menuHorizontal: "Horizontal",
    layout: "Largura da página",
    layoutFull: "Largura total",
    layoutBoxed: "Em caixa",
    animation: "Transição de página",
    animationNone: "Nenhuma",
    animationFade: "Desvanecer",
    animationFadeUp: "Desvanecer para cima",
    animationZoom: "Zoom",
    semidark: "Barra lateral escura no tema claro",
    language: "Idioma",
    reset: "Restaurar predefinições",
  },

  auth: {
    errors: {
      usernameTaken: "Este nome de utilizador já está em uso. Escolha outro, por favor.",
      passwordRejected:
        "Escolha uma senha mais difícil de adivinhar: que não seja uma senha comum, nem o seu nome de utilizador ou endereço de e-mail.",
      resetLinkInvalid: "Este link de redefinição é inválido ou expirou. Peça um novo abaixo.",
      incorrectPassword: "A senha não está correta.",
      currentPasswordWrong:
        "A sua senha atual não está correta ou a nova é demasiado fácil de adivinhar.",
    },
    confirmingTitle: "A confirmar o seu endereço de e-mail…",
    confirmedTitle: "Endereço de e-mail confirmado",
    confirmedText:
      "Obrigado. O seu endereço está confirmado; inicie sessão para começar o seu teste gratuito.",
    confirmFailedTitle: "Não foi possível confirmar este endereço",
    confirmFailedText:
      "O link é inválido, já foi utilizado ou expirou. Inicie sessão e peça um novo e-mail de confirmação, ou registe-se novamente.",
    continueToSignIn: "Continuar para iniciar sessão",
    fields: {
      workEmail: "E-mail profissional",
      password: "Senha",
      username: "Nome de utilizador",
      newPassword: "Nova senha",
      confirmNewPassword: "Confirmar nova senha",
    },
    login: {
      lead: "Bem-vindo de volta. Inicie sessão para ver os seus dispositivos, o seu teste gratuito e a sua conta.",
      rememberMe: "Lembrar-me",
      forgotPassword: "Esqueceu-se da senha?",
      submit: "Entrar",
      submitting: "A iniciar sessão…",
      noAccount: "Ainda não tem conta na Fleetward? <a>Criar conta</a>",
    },
    signup: {
      lead: "Uma só conta para o seu perfil, o seu teste gratuito de 90 dias e, mais tarde, o espaço de trabalho da sua equipa. Não é necessário cartão de crédito.",
      usernameHint: "3 a 32 caracteres: letras, algarismos, pontos, sublinhados e hífenes.",
      emailHint: "Enviaremos um link de confirmação para este endereço.",
      acceptTerms: "Aceito os <a>termos de serviço</a>.",
      submit: "Criar conta",
      submitting: "A criar a sua conta…",
      haveAccount: "Já tem conta? <a>Entrar</a>",
    },
    signupSuccess: {
      lead: "A sua conta foi criada. Enviámos um link de confirmação para {{email}}: abra-o para confirmar que o endereço é seu.",
      leadNoEmail:
        "A sua conta foi criada. Enviámos um link de confirmação para o seu endereço de e-mail: abra-o para confirmar que o endereço é seu.",
      steps: {
        openEmail: "Abra o e-mail da Fleetward que lhe pede para confirmar o seu endereço.",
        selectButton: "Selecione o botão de confirmação. A Fleetward abre-se no seu navegador.",
        signIn: "Inicie sessão e comece o seu teste gratuito de 90 dias a partir do seu perfil.",
      },
      nothingArrived: "Não recebeu nada?",
      tips: {
        wait: "Aguarde cinco minutos: alguns filtros de correio empresariais retêm temporariamente as mensagens de remetentes novos.",
        spam: "Procure na pasta de spam, de lixo eletrónico ou de quarentena e marque a nossa mensagem como não sendo spam.",
        typo: "Verifique se o endereço com que se registou não tem erros — se tiver, basta registar-se novamente.",
        allowSender:
          "Se a sua organização filtrar remetentes externos, peça à sua equipa de TI que permita o correio da Fleetward.",
      },
      stillNothing:
        "Continua sem receber nada? <a>Contacte o suporte</a> e indique-nos o endereço que utilizou.",
    },
    lockScreen: {
      title: "A sua sessão está bloqueada",
      lead: "Bloqueámos a Fleetward após um período de inatividade. Insira a sua senha para continuar onde ficou.",
      submit: "Desbloquear",
      submitting: "A desbloquear…",
      notYou: "Não é você? <a>Iniciar sessão com outra conta</a>",
    },
    recover: {
      requestLead:
        "Insira o endereço de e-mail da sua conta Fleetward e enviar-lhe-emos um link para escolher uma nova senha.",
      newPasswordTitle: "Escolha uma nova senha",
      newPasswordLead:
        "Escolha uma senha que não utilize em mais nenhum lado. Depois de guardar, inicie sessão com ela em todos os dispositivos.",
      remembered: "Lembrou-se da senha? <a>Voltar ao início de sessão</a>",
    },
    requestReset: {
      emailHint: "O endereço com que se registou.",
      submit: "Enviar link de redefinição",
      submitting: "A enviar…",
      sent: "Se existir uma conta com esse endereço, enviámos um link para escolher uma nova senha. Pode demorar alguns minutos a chegar; verifique também a pasta de spam ou de lixo eletrónico.",
      useDifferentAddress: "Usar outro endereço",
    },
    newPassword: {
      changedNotice: "Senha alterada",
      changed: "A sua senha foi alterada. <a>Inicie sessão com a nova senha</a>.",
      mismatch: "As duas senhas não coincidem.",
      confirmHint: "Escreva-a mais uma vez.",
      submit: "Guardar nova senha",
      submitting: "A guardar…",
    },
    passwordStrength: {
      empty: "8 a 128 caracteres. Quanto mais longa, mais forte.",
      strength: "Força: {{level}}.",
      weak: "Fraca",
      weakAdvice:
        "Use pelo menos 8 caracteres; algumas palavras sem relação entre si funcionam bem.",
      fair: "Razoável",
      fairAdvice: "Bom começo. Torne-a mais longa ou misture maiúsculas, algarismos e símbolos.",
      strong: "Forte",
      strongAdvice: "Difícil de adivinhar. Guarde-a no seu gestor de senhas.",
    },
  },

  accountArea: {
    notProvided: "Ainda não indicado",
    profile: {
      lead: "Os seus dados pessoais e da empresa, o seu endereço de e-mail e o estado do seu teste gratuito da Fleetward.",
      trialSection: "Teste gratuito",
      trialStatus: "Estado do teste",
      activeUntil: "Ativo até {{date}}",
      activeFor90Days: "Ativo durante 90 dias",
      detailsSection: "Os seus dados",
      detailsIntro:
        "Preenchidos a partir do formulário do teste gratuito. Para corrigir algum dado, escreva para support@fleetward.com.",
      personalDetails: "Dados pessoais",
      companyDetails: "Dados da empresa",
      emailAddress: "Endereço de e-mail",
      yourApp: "A sua app",
      emailConfirmed: "Confirmado",
      emailNotConfirmed: "Não confirmado",
      emailNote:
        "Os alertas de segurança e os lembretes do teste são enviados para este endereço, por isso mantenha-o confirmado.",
      appNote:
        "Escolhe o nome da app no formulário do teste gratuito; o seu espaço de trabalho fica depois disponível em <address/>.",
      fields: {
        firstName: "Nome próprio",
        lastName: "Apelido",
        username: "Nome de utilizador",
        title: "Título",
        position: "Cargo",
        department: "Departamento",
        company: "Empresa",
        address: "Morada",
        phone: "Telefone",
        email: "E-mail",
        app: "App",
        appUrl: "URL da app",
        trialExpires: "Fim do teste",
      },
    },
    trial: {
      stepDone: "Concluído",
      stepCurrent: "Passo atual",
      stepUpcoming: "Ainda não alcançado",
      steps: {
        none: {
          title: "Ainda sem teste gratuito",
          text: "Aceite os termos do teste gratuito e, em seguida, fale-nos da sua empresa e do nome que pretende para a app. Demora cerca de três minutos.",
        },
        pending: {
          title: "A aguardar aprovação",
          text: "Verificamos cada pedido manualmente, normalmente no prazo de um dia útil, e enviamos-lhe um e-mail assim que for aprovado.",
        },
        deploying: {
          title: "A implementar o seu espaço de trabalho",
          text: "Estamos a criar o seu espaço de trabalho dedicado e a respetiva base de dados. Normalmente demora alguns minutos; entretanto, pode fechar esta página.",
        },
        active: {
          title: "Ativo",
          text: "O seu espaço de trabalho está ativo durante 90 dias. Registe os primeiros dispositivos e convide a sua equipa; após os 90 dias, é desativado, a menos que mude para um plano pago.",
        },
      },
      next: {
        noneText:
          "Experimente todas as funcionalidades da Fleetward gratuitamente durante 90 dias, sem cartão de crédito. O teste é uma versão beta: não inclua dados sensíveis nem críticos para a produção e tenha em conta que a exportação de dados ainda não está disponível.",
        startTrial: "Iniciar o seu teste gratuito",
        pending:
          "O seu pedido está na fila. Enviaremos um e-mail para {{email}} quando for aprovado; não precisa de fazer mais nada.",
        pendingNoEmail:
          "O seu pedido está na fila. Enviar-lhe-emos um e-mail quando for aprovado; não precisa de fazer mais nada.",
        deploying:
          "O seu espaço de trabalho está a ser implementado. Aguarde alguns minutos e, em seguida, recarregue esta página.",
        openWorkspace: "Abrir o seu espaço de trabalho",
        guides: "Guias de introdução",
      },
    },
    billing: {
      lead: "O seu plano, quantos dispositivos gere e para onde enviamos as faturas.",
      planSection: "Plano e utilização",
      currentPlan: "Plano atual",
      noPlan: "Ainda sem plano",
      noPlanText:
        "Comece com o teste gratuito de 90 dias: todas as funcionalidades, sem cartão de crédito. Ao fim dos 90 dias, o teste é desativado automaticamente; mude para um plano pago antes disso para manter o seu espaço de trabalho.",
      startTrial: "Iniciar o seu teste gratuito",
      deviceUsage: "Utilização de dispositivos",
      managedDevices_one: "{{count}} <unit>dispositivo sob gestão</unit>",
      managedDevices_other: "{{count}} <unit>dispositivos sob gestão</unit>",
      deviceUsageText:
        "Um dispositivo passa a contar a partir do momento em que comunica pela primeira vez com o seu espaço de trabalho. Os dispositivos retirados e arquivados não contam, por isso faça uma limpeza antes da data de faturação.",
      detailsSection: "Dados de faturação",
      billingAddress: "Endereço de faturação",
      noBillingAddress: "Nenhum endereço de faturação registado",
      noBillingAddressText:
        "Quando os planos pagos forem disponibilizados após a beta, copiaremos para aqui o endereço da sua empresa. Pode alterá-lo antes da primeira fatura, por exemplo para o do departamento financeiro.",
      keepFleetward: "Continue com a Fleetward após o teste",
      keepFleetwardText:
        "Os planos pagos têm um preço por dispositivo sob gestão, por isso paga apenas o que realmente acompanha. Compare-os ou fale connosco sobre preços por volume para um grande parque de dispositivos.",
      comparePlans: "Comparar planos",
      talkToSales: "Falar com vendas",
    },
    payment: {
      lead: "Os cartões que debitamos pelo seu plano Fleetward. O teste gratuito nunca precisa de cartão.",
      methodsSection: "Métodos de pagamento",
      savedMethods: "Métodos de pagamento guardados",
      noMethod: "Nenhum método de pagamento registado",
      noMethodText:
        "Não precisa de cartão para o teste de 90 dias. Os cartões que adicionar mais tarde aparecem aqui com a marca, os últimos quatro dígitos e a data de validade.",
      addCard: "Adicionar cartão",
      paymentsClosed:
        "Os pagamentos com cartão ficam disponíveis quando a Fleetward sair da versão beta. Até lá não há nada a pagar, por isso este formulário ainda não pode ser enviado.",
      cardDetails: "Dados do cartão",
      cardHolder: "Titular do cartão",
      cardNumber: "Número do cartão",
      expiry: "Validade (MM/AA)",
      cvc: "CVC",
      saveCard: "Guardar cartão",
    },
    invoice: {
      lead: "Todas as faturas do seu plano Fleetward, com os dispositivos abrangidos, prontas a transferir em PDF.",
      historySection: "Histórico de faturas",
      allInvoices: "Todas as faturas",
      columns: {
        invoice: "Fatura",
        issued: "Emitida em",
        billingPeriod: "Período de faturação",
        devices: "Dispositivos",
        amount: "Montante",
        status: "Estado",
      },
      download: "Transferir",
      noInvoices: "Ainda sem faturas",
      noInvoicesText:
        "O teste é gratuito, por isso não há nada a faturar. A sua primeira fatura aparece aqui quando mudar para um plano pago.",
      emailCopy:
        "Quer receber uma cópia de cada fatura por e-mail? Ative os e-mails de faturas em <a>Notificações</a>.",
    },
    social: {
      lead: "Links apresentados no seu perfil público nos fóruns da comunidade e junto às suas publicações, para que outras equipas de TI o possam encontrar.",
      linksSection: "Links do perfil",
      yourLinks: "Os seus links",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Site",
      hint: "Endereços completos a começar por https://. Deixe um campo vazio para remover esse link.",
      submit: "Guardar links",
      submitting: "A guardar…",
      saved: "Links das redes sociais guardados",
    },
    notifications: {
      lead: "Escolha os e-mails que a Fleetward lhe envia. As mensagens sobre a segurança da sua conta, como alterações de senha, são sempre enviadas.",
      emailSection: "Notificações por e-mail",
      whatWeSend: "O que lhe enviamos",
      legend: "E-mails a receber",
      submit: "Guardar preferências",
      submitting: "A guardar…",
      saved: "Preferências de notificação guardadas",
      options: {
        securityAlerts: "Alertas de segurança",
        securityAlertsText:
          "De imediato, quando um dispositivo perde a criptografia do disco, desativa o bloqueio de ecrã ou a proteção de endpoints, ou deixa de comunicar.",
        complianceDigest: "Resumo de conformidade dos dispositivos",
        complianceDigestText:
          "Todas as segundas-feiras de manhã: os dispositivos que não cumprem uma política, agrupados por responsável, com o que corrigir primeiro.",
        trialReminders: "Lembretes do teste",
        trialRemindersText: "14 dias, 7 dias e 1 dia antes do fim do seu teste de 90 dias.",
        productNews: "Novidades do produto",
        productNewsText:
          "Novas funcionalidades e alertas de segurança, no máximo um e-mail por mês.",
        invoices: "Faturas",
        invoicesText: "Uma cópia de cada fatura em anexo PDF, assim que é emitida.",
      },
    },
    settings: {
      lead: "Mantenha a sua conta segura: a sua senha, quando o ecrã é bloqueado e onde tem sessão iniciada.",
      securitySection: "Segurança",
      changePassword: "Alterar senha",
      autoLock: "Bloqueio automático",
      activeSessions: "Sessões ativas",
      thisBrowser: "Este navegador",
      currentSession: "Sessão atual",
      sharedComputer:
        "Utilizou um computador partilhado ou emprestado? Escolha «Sair» no menu da conta nesse computador: a sessão termina também no nosso servidor, e não apenas nesse navegador.",
      dangerSection: "Zona de perigo",
      deleteAccount: "Eliminar conta",
      deleteText:
        "Eliminar a sua conta remove o seu perfil, o seu pedido de teste e o seu espaço de trabalho, com todos os registos de dispositivos que contém. Enquanto a Fleetward estiver em beta, não há exportação de dados, por isso esta ação não pode ser anulada.",
      deleteRequest:
        "Para garantir que ninguém elimina uma conta a partir de uma sessão roubada, fazemo-lo mediante pedido: escreva para <email/> a partir do endereço associado à sua conta. Confirmamos por e-mail no prazo de um dia útil.",
      deleteSubject: "Eliminar a minha conta Fleetward",
    },
    password: {
      current: "Senha atual",
      new: "Nova senha",
      newHint:
        "8 a 128 caracteres. Algumas palavras sem relação entre si são fáceis de lembrar e difíceis de adivinhar.",
      confirm: "Confirmar nova senha",
      confirmHint: "Escreva a nova senha mais uma vez.",
      mismatch: "As duas senhas não coincidem.",
      submit: "Alterar senha",
      submitting: "A alterar…",
      changed: "Senha alterada",
    },
    autoLock: {
      label: "Bloquear o ecrã após",
      option_one: "{{count}} minuto de inatividade",
      option_other: "{{count}} minutos de inatividade",
      optionDefault_one: "{{count}} minuto de inatividade (predefinição)",
      optionDefault_other: "{{count}} minutos de inatividade (predefinição)",
      hint: "Aplica-se a este navegador. Quando o ecrã for bloqueado, desbloqueie-o com a sua senha e continue onde ficou.",
      saved_one: "Guardado: o ecrã é bloqueado após {{count}} minuto sem atividade.",
      saved_other: "Guardado: o ecrã é bloqueado após {{count}} minutos sem atividade.",
      notSaved_one:
        "Este navegador não permite guardar configurações, por isso aplica-se a predefinição de {{count}} minuto.",
      notSaved_other:
        "Este navegador não permite guardar configurações, por isso aplica-se a predefinição de {{count}} minutos.",
    },
  },

  errors: {
    notFoundCode: "Erro 404",
    notFoundTitle: "Não encontramos esta página",
    notFoundText:
      "A página que procura pode ter sido movida ou nunca ter existido. Verifique o endereço ou recomece a partir da página inicial.",
    genericTitle: "Ocorreu um erro",
    genericText: "Um erro inesperado impediu o carregamento desta página. Tente novamente.",
    tryAgain: "Tentar novamente",
    network:
      "Não foi possível comunicar com a Fleetward. Verifique a sua conexão à internet e tente novamente.",
    timeout: "O servidor demorou muito a responder. Tente novamente.",
    server:
      "A Fleetward teve um problema ao processar o seu pedido. Tente novamente dentro de instantes.",
    unauthorized: "A sua sessão terminou. Inicie sessão novamente.",
    forbidden: "Não tem permissão para realizar esta ação.",
    notFound: "O recurso solicitado não foi encontrado.",
    rateLimited: "Tentativas em excesso. Aguarde um momento e tente novamente.",
    invalidInput: "Alguns dos dados inseridos não são válidos.",
    tooLarge: "O conteúdo enviado excede o tamanho permitido.",
  },

  blog: {
    allCategories: "Todas as categorias",
    articleErrorTitle: "Não foi possível carregar o artigo",
    audioNote:
      "Ouça o episódio na sua aplicação de podcasts. As notas do episódio encontram-se abaixo.",
    backToBlog: "Voltar ao blogue",
    blogNavigation: "Navegação do blogue",
    byAuthor: "Por {{name}}",
    carouselHint:
      "Utilize os botões ou as teclas de seta para a esquerda e para a direita para mudar de diapositivo.",
    carouselRole: "carrossel",
    categoriesHeading: "Categorias",
    categoryLabel: "Categoria",
    clearFilters: "Limpar todos os filtros",
    duration: "Duração: {{duration}}",
    emptyPage: "Não há artigos nesta página.",
    emptyText: "Experimente menos etiquetas, outra categoria ou outro termo de pesquisa.",
    emptyTitle: "Nenhum artigo corresponde a estes filtros",
    errorText: "Verifique a sua ligação à internet e tente novamente.",
    errorTitle: "Não foi possível carregar os artigos",
    filtersLabel: "Filtrar artigos",
    firstPage: "Ir para a primeira página",
    galleryLabel: "Galeria",
    knowledgeBase: "Base de conhecimento",
    knowledgeBaseIntro: "Respostas passo a passo para configurar e utilizar o Fleetward.",
    knowledgeBaseTitle: "Da base de conhecimento",
    latestArticles: "Artigos mais recentes",
    loading: "A carregar artigos…",
    loadingArticle: "A carregar o artigo…",
    minutesToRead: "Minutos de leitura: {{count}}",
    nextPage: "Seguinte",
    nextSlide: "Diapositivo seguinte",
    notFoundTitle: "Não encontrámos esse artigo",
    notFoundText: "O artigo pedido não existe ou foi removido. Consulte o blogue.",
    openLarger: "Abrir uma vista ampliada",
    opensInNewTab: "(abre num novo separador)",
    pageOf: "Página {{page}} de {{total}}",
    pagination: "Paginação",
    podcastEpisode: "Episódio de podcast",
    postCount: "Artigos: {{count}}",
    previousPage: "Anterior",
    previousSlide: "Diapositivo anterior",
    readMore: "Ler mais",
    relatedArticles: "Artigos relacionados",
    resultCount: "Artigos encontrados: {{count}}",
    retry: "Tentar novamente",
    searchLabel: "Pesquisar artigos",
    searchPlaceholder: "Por exemplo: encriptação",
    showAllTags: "Mostrar todas as etiquetas",
    showFewerTags: "Mostrar menos etiquetas",
    showSlide: "Mostrar o diapositivo {{number}}",
    slideOf: "Diapositivo {{current}} de {{total}}",
    slideRole: "diapositivo",
    slidesLabel: "Diapositivos",
    tagsHint: "Os artigos têm de ter todas as etiquetas selecionadas.",
    tagsLabel: "Etiquetas",
    videoOn: "Vídeo no {{provider}}",
    videoOpened: "O vídeo foi aberto num novo separador. Se não abriu:",
    videoPrivacy:
      "Nada é carregado do {{provider}} até decidir ver o vídeo. O vídeo abre então no {{provider}} num novo separador.",
    watchOn: "Ver no {{provider}}",
  },

  pages: {
    home: {
      title: "Fleetward — Gestão de ativos de TI e dispositivos",
      description:
        "Inventarie todos os dispositivos, licenças e ativos da sua organização e proteja-os a partir de uma só app. Teste gratuito de 90 dias.",
    },
    about: {
      title: "Sobre a Fleetward",
      description:
        "A razão de ser da Fleetward: os profissionais de TI merecem uma visão única, serena e exata de todos os dispositivos pelos quais são responsáveis.",
    },
    services: {
      title: "Serviços",
      description:
        "Inventário de ativos, postura de segurança dos dispositivos, acompanhamento de licenças, gestão do ciclo de vida e serviços de implementação da Fleetward.",
    },
    serviceDetail: {
      title: "Verificação da segurança dos dispositivos",
      description:
        "Como a Fleetward verifica a criptografia do disco, as atualizações do sistema, o bloqueio automático e a proteção de endpoints em cada dispositivo sob gestão.",
    },
    team: {
      title: "A nossa equipa",
      description: "Conheça as pessoas que criam e apoiam a Fleetward.",
    },
    pricing: {
      title: "Preços",
      description:
        "Preços simples por dispositivo para a gestão de ativos de TI e dispositivos. Comece com um teste gratuito de 90 dias.",
    },
    testimonials: {
      title: "O que dizem os clientes",
      description:
        "Responsáveis de TI contam como a Fleetward mudou a forma como acompanham e protegem os dispositivos.",
    },
    contact: {
      title: "Fale connosco",
      description:
        "Fale com a equipa comercial ou de suporte da Fleetward. Respondemos no prazo de um dia útil.",
    },
    contactDetail: {
      title: "Escritórios e contactos",
      description: "Endereços, telefones e horários de funcionamento dos escritórios da Fleetward.",
    },
    terms: {
      title: "Termos de serviço",
      description: "Os termos que regem o uso da Fleetward.",
    },
    privacy: {
      title: "Política de privacidade",
      description:
        "Que dados pessoais a Fleetward trata, com que finalidade e quais os seus direitos.",
    },
    termsTrial: {
      title: "Termos do teste gratuito",
      description: "Os termos do teste beta gratuito de 90 dias da Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Artigos sobre gestão de ativos de TI, segurança de dispositivos, conformidade e gestão de uma pequena equipa de TI.",
    },
    blogDetail: {
      title: "Artigo",
      description: "Um artigo do blog da Fleetward.",
    },
    kbDetail: {
      title: "Artigo da base de conhecimento",
      description: "Respostas passo a passo da base de conhecimento da Fleetward.",
    },
    blogStandardPost: {
      title: "Publicação padrão",
      description: "Um artigo padrão do blog da Fleetward.",
    },
    blogSliderPost: {
      title: "Publicação com carrossel",
      description: "Um artigo com um carrossel de imagens.",
    },
    blogGalleryPost: {
      title: "Publicação com galeria",
      description: "Um artigo com uma galeria de fotos.",
    },
    blogYoutubePost: {
      title: "Publicação com vídeo",
      description: "Um artigo com um vídeo do YouTube.",
    },
    blogVimeoPost: {
      title: "Publicação com Vimeo",
      description: "Um artigo com um vídeo do Vimeo.",
    },
    blogAudioPost: {
      title: "Publicação com áudio",
      description: "Um artigo com um episódio de podcast.",
    },
    blogBlockquotePost: {
      title: "Publicação com citação",
      description: "Um artigo construído em torno de uma citação.",
    },
    blogLeftSidebarPost: {
      title: "Publicação com barra lateral",
      description: "Um artigo com navegação lateral.",
    },
    courseListing: {
      title: "Cursos",
      description:
        "Cursos gratuitos sobre gestão de ativos de TI, segurança de dispositivos e conformidade.",
    },
    courseDetail: {
      title: "Curso",
      description: "Programa do curso, aulas e o que vai aprender.",
    },
    jobGrid: {
      title: "Ofertas de emprego",
      description: "Vagas em operações de TI, segurança e gestão de ativos.",
    },
    jobDetail: {
      title: "Detalhes da vaga",
      description: "Função, responsabilidades e como se candidatar.",
    },
    jobApply: { title: "Candidatar-se a uma vaga", description: "Envie a sua candidatura." },
    jobPost: {
      title: "Publicar uma vaga",
      description: "Publique uma vaga nas ofertas de emprego da Fleetward.",
    },
    jobCareer: {
      title: "Carreiras na Fleetward",
      description: "Junte-se a nós no produto de gestão de ativos de TI mais tranquilo que existe.",
    },
    jobCandidates: { title: "Candidatos", description: "Profissionais abertos a novas funções." },
    jobCandidateDetail: {
      title: "Perfil do candidato",
      description: "Experiência e competências de um candidato.",
    },
    jobCompanies: {
      title: "Empresas com vagas",
      description: "Organizações que contratam profissionais de TI.",
    },
    jobCompanyDetail: {
      title: "Perfil da empresa",
      description: "Sobre a empresa e as suas vagas.",
    },
    forumsTopic: {
      title: "Fóruns da comunidade",
      description: "Faça perguntas e troque experiências com outras equipas de TI.",
    },
    forumsComments: { title: "Discussão", description: "Uma discussão dos fóruns da comunidade." },
    helpCenter: {
      title: "Centro de ajuda",
      description: "Guias, respostas e suporte para os clientes da Fleetward.",
    },
    helpCenterFaqs: {
      title: "Perguntas frequentes",
      description: "Respostas rápidas sobre contas, o teste gratuito, dispositivos e segurança.",
    },
    helpCenterGuides: {
      title: "Guias",
      description: "Guias passo a passo para configurar e usar a Fleetward.",
    },
    helpCenterSupport: {
      title: "Suporte",
      description: "Como falar com o suporte da Fleetward e o que incluir no seu pedido.",
    },
    emailConfirmation: {
      title: "E-mail: confirmar o endereço",
      description: "Pré-visualização do e-mail que confirma o endereço de uma nova conta.",
    },
    emailPasswordReset: {
      title: "E-mail: redefinir a senha",
      description: "Pré-visualização do e-mail de redefinição de senha.",
    },
    emailAlert: {
      title: "E-mail: alerta de segurança",
      description: "Pré-visualização do e-mail de alerta de segurança de dispositivos.",
    },
    emailInvoice: {
      title: "E-mail: fatura",
      description: "Pré-visualização do e-mail da fatura.",
    },
    portfolio: {
      title: "Histórias de clientes",
      description:
        "Como organizações de todas as dimensões gerem os seus dispositivos com a Fleetward.",
    },
    portfolioDetail: {
      title: "História de cliente",
      description: "Como uma organização pôs ordem nos seus dispositivos com a Fleetward.",
    },
    uiComponents: {
      title: "Componentes de interface",
      description: "Os elementos base da interface da Fleetward.",
    },
    documentation: {
      title: "Documentação",
      description: "Instalar, configurar e integrar a Fleetward.",
    },
    changelog: {
      title: "Histórico de versões",
      description: "As novidades da Fleetward, versão a versão.",
    },
    notFound: {
      title: "Página não encontrada",
      description: "A página que procura não existe.",
    },
    comingSoon: {
      title: "Em breve",
      description: "Esta parte da Fleetward está a caminho.",
    },
    maintenance: {
      title: "Manutenção programada",
      description: "A Fleetward está temporariamente indisponível devido a uma atualização.",
    },
    thankYou: {
      title: "Obrigado",
      description: "Recebemos a sua mensagem.",
    },
    login: {
      title: "Entrar",
      description: "Inicie sessão na sua conta Fleetward.",
    },
    signup: {
      title: "Crie a sua conta",
      description: "Crie uma conta Fleetward e comece o seu teste gratuito de 90 dias.",
    },
    recoverPassword: {
      title: "Redefinir a senha",
      description: "Receba um link para definir uma nova senha.",
    },
    lockScreen: {
      title: "Sessão bloqueada",
      description: "Insira a sua senha para continuar.",
    },
    signupSuccess: {
      title: "Verifique a sua caixa de entrada",
      description: "Confirme o seu endereço de e-mail para concluir a criação da conta.",
    },
    profile: { title: "Perfil", description: "Os seus dados pessoais, empresa e teste gratuito." },
    billing: { title: "Faturação", description: "Plano, endereço de faturação e utilização." },
    payment: {
      title: "Métodos de pagamento",
      description: "Cartões e métodos de pagamento associados à conta.",
    },
    invoice: { title: "Faturas", description: "As suas faturas e recibos." },
    social: { title: "Redes sociais", description: "Links apresentados no seu perfil." },
    notifications: {
      title: "Notificações",
      description: "Escolha os e-mails e alertas que deseja receber.",
    },
    accountSettings: {
      title: "Configurações da conta",
      description: "Senha, sessões e preferências.",
    },
  },
};
