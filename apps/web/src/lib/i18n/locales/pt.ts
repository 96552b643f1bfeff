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
