import type { CompanyText } from "./en.ts";

export const ptCompany: CompanyText = {
  pricing: {
    eyebrow: "Preços",
    lead: "Um preço por dispositivo, todas as funcionalidades de que a sua equipa precisa, sem custos por acessórios ou administradores. Comece com 90 dias grátis e decida com os seus próprios dados.",
    plansTitle: "Planos",
    mostTeams: "A escolha da maioria das equipas",
    customPrice: "Personalizado",
    trialPriceNote: "durante 90 dias, sem cartão de crédito",
    trialCta: "Iniciar avaliação gratuita",
    trialNote: "Beta: a exportação de dados não está disponível durante a avaliação.",
    customPriceNote: "para 2000 dispositivos ou mais",
    salesCta: "Falar com vendas",
    paidPriceNote: "por dispositivo por mês, faturação mensal ou anual",
    paidCta: "Começar com a avaliação",
    vatNote:
      "Preços sem IVA. A avaliação gratuita é uma beta: leia os <page>termos da avaliação</page> antes de guardar dados nela.",
    estimateTitle: "Estime o seu custo",
    devicesLabel: "Número de dispositivos",
    devicesHint:
      "Portáteis, computadores de secretária, telemóveis, tablets e servidores. Os acessórios são gratuitos.",
    billedMonthly: "{{plan}}, faturação mensal",
    billedYearly: "{{plan}}, faturação anual",
    perMonth: "por mês",
    perYear: "por ano",
    youSave: "Poupa {{amount}} por ano",
    compareTitle: "Comparar funcionalidades",
    compareCaption: "Funcionalidades incluídas em cada plano",
    featureColumn: "Funcionalidade",
    included: "Incluído",
    notIncluded: "Não incluído",
    groups: {
      inventory: "Inventário",
      posture: "Postura de segurança",
      lifecycle: "Ciclo de vida e licenças",
      data: "Dados e administração",
      support: "Suporte",
    },
    features: {
      managedDevices: "Dispositivos geridos",
      nonDeviceAssets: "Outros ativos (monitores, docks, telefones)",
      csvImport: "Importação CSV",
      mdmConnectors: "Dispositivos que comunicam através do osquery (Windows, macOS, Linux)",
      customFields: "Campos personalizados",
      postureChecks:
        "Encriptação de disco, nível de patches, bloqueio de ecrã, proteção de endpoints",
      postureEmail: "Alertas de postura por e-mail",
      customPolicies: "Políticas e limites personalizados",
      alerts: "Alertas por e-mail e webhooks",
      checkInOut: "Empréstimo e devolução com lembretes",
      warranty: "Planeamento de garantias e substituições",
      licences: "Controlo de licenças de software",
      offboarding: "Listas de verificação de saída",
      export: "Exportação de dados (CSV, API REST)",
      auditLog: "Retenção do registo de auditoria",
      sso: "Início de sessão único SAML e SCIM",
      entities: "Várias entidades e centros de custo",
      residency: "Residência de dados na UE",
      helpCentre: "Centro de ajuda, guias e fóruns da comunidade",
      responseTime: "Tempo de primeira resposta",
      onboarding: "Sessão de integração",
      uptime: "Compromisso de disponibilidade",
    },
    values: {
      upTo250: "Até 250",
      unlimited: "Ilimitado",
      upTo10Products: "Até 10 produtos",
      days30: "30 dias",
      months12: "12 meses",
      years3: "3 anos",
      euOrUs: "UE ou EUA",
      businessDays2: "2 dias úteis",
      businessHours8: "8 horas úteis",
      hour1Urgent: "1 hora (urgente)",
      session60: "1 × 60 min",
      guidedRollout: "Implementação acompanhada",
      uptime995: "99,5%",
      sla999: "SLA de 99,9%",
    },
    faqTitle: "Perguntas sobre faturação",
    faqs: [
      {
        question: "O que conta como dispositivo?",
        answer:
          "Um portátil, computador de secretária, telemóvel, tablet ou servidor do seu inventário, quer comunique através do osquery, quer tenha sido adicionado à mão ou por importação. Monitores, docks, auscultadores e outros acessórios são registados como ativos e são gratuitos.",
      },
      {
        question: "Como é calculada a fatura mensal?",
        answer:
          "Contamos os seus dispositivos ativos todos os dias e faturamos o número mais alto do mês. Se passar de 180 para 195 dispositivos em março, a fatura de abril é de 195 × 4 € = 780 € mais IVA, quando aplicável.",
      },
      {
        question: "Há desconto no pagamento anual?",
        answer:
          "Sim. O pagamento anual custa 40 € por dispositivo por ano em vez de 48 €, ou seja, dois meses grátis. Pode adicionar dispositivos durante o ano; são faturados proporcionalmente na fatura seguinte.",
      },
      {
        question: "O que acontece quando a avaliação termina?",
        answer:
          "Após 90 dias, o espaço de trabalho de avaliação é desativado automaticamente. Mude para Business antes dessa data para continuar sem interrupções; os seus dispositivos, pessoas e histórico ficam exatamente como estão.",
      },
      {
        question: "Que métodos de pagamento aceitam?",
        answer:
          "Cartões de crédito e débito (Visa, Mastercard, American Express) e débito direto SEPA em todos os planos. Os clientes Enterprise também podem pagar por transferência bancária contra nota de encomenda, a 30 dias.",
      },
      {
        question: "Posso cancelar a qualquer momento?",
        answer:
          "Os planos mensais podem ser cancelados a qualquer momento e terminam no fecho do mês faturado. Os planos anuais vigoram até ao fim do ano pago. Antes de sair, pode exportar todos os seus dados em CSV ou através da API.",
      },
      {
        question: "Cobram IVA?",
        answer:
          "Os preços não incluem IVA. As empresas da UE com número de IVA válido são faturadas em regime de autoliquidação; validamos o número no VIES quando o introduz na faturação.",
      },
    ],
    moreQuestions:
      "Outra pergunta sobre faturas ou notas de encomenda? <page>Contacte a nossa equipa comercial</page>.",
  },
  about: {
    eyebrow: "Empresa",
    storyTitle: "A nossa história",
    story: [
      "A Fleetward nasceu num departamento de TI que controlava 1400 portáteis em três folhas de cálculo, num sistema de tickets e na memória de um colega muito paciente. As auditorias demoravam semanas; os equipamentos perdidos só eram notados meses depois.",
      "Construímos a ferramenta que queríamos: um único lugar que conhece cada dispositivo, quem o tem, se está seguro e quando deve ser substituído — sem nada para instalar num servidor.",
    ],
    principlesTitle: "Aquilo em que acreditamos",
    principles: [
      {
        title: "Rigor antes de engenho",
        text: "Um inventário só é útil quando é verdadeiro. Cada registo de dispositivo mostra de onde vieram os dados e quando foram confirmados pela última vez.",
      },
      {
        title: "Segurança que se lê",
        text: "Encriptação, nível de patches, bloqueio de ecrã e proteção de endpoints surgem como respostas claras, não como pontuações que é preciso decifrar.",
      },
      {
        title: "Rápido para equipas pequenas",
        text: "A maioria das equipas de TI tem meia dúzia de pessoas. A Fleetward foi feita para que uma só pessoa registe cem portáteis antes do almoço.",
      },
    ],
    numbersTitle: "O que o Fleetward faz",
    figures: [
      {
        value: "osquery",
        label: "O agente de código aberto através do qual os seus dispositivos comunicam",
      },
      { value: "16", label: "Idiomas da aplicação e dos seus e-mails" },
      {
        value: "REST API",
        label: "Cada ação do espaço de trabalho, documentada em OpenAPI, com webhooks assinados",
      },
    ],
    officesTitle: "Onde trabalhamos",
    officesIntro:
      "Os dados dos clientes estão alojados em Frankfurt, na Alemanha. O nosso horário de suporte segue o sol de Berlim a Austin, por isso um ticket enviado num dia útil raramente espera pela manhã seguinte.",
    offices: [
      {
        city: "Berlim",
        role: "Sede: engenharia, segurança e suporte para a Europa",
      },
      {
        city: "Amesterdão",
        role: "Produto, design e a nossa equipa de clientes do Benelux",
      },
      {
        city: "Austin",
        role: "Sucesso do cliente e suporte para a América do Norte",
      },
    ],
    contactLink: "Moradas, números de telefone e horários",
  },
  team: {
    eyebrow: "Empresa",
    lead: "A maioria de nós já geriu TI como profissão, e é por isso que o produto é exigente quanto a registos fiéis e alertas discretos.",
    peopleTitle: "A liderança e as pessoas que vai conhecer",
    members: {
      lena: {
        role: "Cofundadora e CEO",
        location: "Berlim",
        bio: "Dirigiu a TI de uma empresa de logística com 1400 pessoas e viveu três auditorias em folhas de cálculo. Passa um dia por semana em chamadas com clientes e ainda lê todos os motivos de cancelamento.",
      },
      daniel: {
        role: "Cofundador e CTO",
        location: "Berlim",
        bio: "Criou software de inventário em duas empresas SaaS europeias. É responsável pelo modelo de dados, pela receção dos dados do osquery e pela regra de que cada registo diz de onde vêm os seus dados.",
      },
      sanne: {
        role: "Diretora de Produto",
        location: "Amesterdão",
        bio: "Foi responsável de produto de uma ferramenta de helpdesk usada por 9000 equipas de TI. Transforma tickets de suporte em itens do roadmap e mantém o empréstimo de equipamentos em três cliques.",
      },
      marcus: {
        role: "Diretor de Sucesso do Cliente",
        location: "Austin",
        bio: "Geria a frota de 6000 dispositivos de um distrito escolar antes de se juntar a nós. Lidera a integração de cada cliente Enterprise e conduz as sessões abertas mensais.",
      },
      yuki: {
        role: "Diretora de Segurança",
        location: "Amesterdão",
        bio: "Antiga pentester e especialista em resposta a incidentes. Dirige a nossa modelação de ameaças, o programa de bug bounty e as revisões de segurança por que passa cada versão.",
      },
      priya: {
        role: "Staff Engineer, integrações de dispositivos",
        location: "Berlim",
        bio: "Mantém a integração com o osquery: a inscrição, o ficheiro de flags e a biblioteca de políticas. Tem opiniões sobre formatos de número de série e consegue prová-las uma a uma com um relatório de erro.",
      },
      jonas: {
        role: "Líder da equipa de suporte",
        location: "Berlim",
        bio: "Oito anos no service desk de TI. Escreveu a maioria dos guias do centro de ajuda e mantém a nossa mediana de primeira resposta abaixo de duas horas em dias úteis.",
      },
      amara: {
        role: "Designer de Produto Sénior",
        location: "Austin",
        bio: "Desenha os painéis, os ecrãs móveis de devolução e as revisões de acessibilidade. Testa cada ecrã a 375 píxeis de largura e com um leitor de ecrã antes de ser publicado.",
      },
    },
    habitsTitle: "Como trabalhamos",
    habits: [
      "Todos, incluindo engenheiros, respondem a tickets de suporte um dia por mês.",
      "Registamos as decisões por escrito: uma proposta de uma página antes de qualquer mudança que os clientes venham a notar.",
      "As reuniões terminam às 16:00, hora de Berlim, para que Austin e Berlim partilhem duas horas de trabalho sem serões.",
    ],
    joinTitle: "Junte-se a nós",
    join: "Estamos a recrutar um engenheiro ou engenheira de backend sénior, um gestor ou gestora de sucesso do cliente para a região DACH e um redator ou redatora técnica. Todas as funções podem ser remotas, a menos de duas horas de fuso de Berlim ou Austin.",
    openRoles: "Ver vagas abertas",
    aboutLink: "Sobre a Fleetward",
  },
  testimonials: {
    eyebrow: "Exemplos",
    lead: "Nove equipas de TI de exemplo, de uma fundação com 64 dispositivos a um agrupamento escolar com 3150, mostram o que muda quando uma frota passa para o Fleetward. As pessoas, as organizações e as citações são inventadas; não são clientes.",
    quotesTitle: "Nas palavras deles",
    fleet: "{{count}} dispositivos · {{sector}}",
    items: {
      katrin: {
        quote:
          "A nossa última auditoria pediu prova de que todos os portáteis estavam encriptados. Antes isso ocupava duas pessoas durante uma semana. Desta vez exportei o relatório de postura e o auditor não fez mais perguntas.",
        role: "Gestora de TI",
        sector: "Logística",
      },
      tom: {
        quote:
          "Na primeira semana encontrámos 37 portáteis em que ninguém iniciava sessão há mais de 90 dias. Metade estava num armário; reatribuímo-los em vez de comprar novos.",
        role: "Diretor de Operações de TI",
        sector: "Saúde",
      },
      meiLin: {
        quote:
          "O empréstimo de portáteis substituiu uma folha de registo em papel na receção. Todas as manhãs recebemos a lista de empréstimos em atraso, por isso pedimos um portátil de volta no próprio dia do atraso, não uma semana depois.",
        role: "Responsável do service desk",
        sector: "Educação",
      },
      rafael: {
        quote:
          "Antes experimentámos o Snipe-IT e uma folha de cálculo. Importámos a exportação do Snipe-IT e agora o inventário mantém-se correto sem ninguém a vigiá-lo, porque os nossos computadores comunicam sozinhos através do osquery.",
        role: "Administrador de sistemas",
        sector: "Engenharia",
      },
      charlotte: {
        quote:
          "Só o controlo de licenças pagou a subscrição. Pagávamos 120 licenças de uma ferramenta de design e usávamos 74; a renovação deste ano correu de forma muito diferente.",
        role: "Diretora Financeira e de Operações",
        sector: "Serviços profissionais",
      },
      jakub: {
        quote:
          "Como equipa de TI de duas pessoas em quatro locais, não conseguimos vigiar todos os painéis. Recebemos um e-mail quando um dispositivo começa a falhar uma política, e mais nada.",
        role: "Coordenador de TI",
        sector: "Jurídico",
      },
      aisha: {
        quote:
          "O offboarding significava andar atrás das chefias por causa dos portáteis. Agora a página de quem sai mostra cada dispositivo e cada licença que tem, recolhemo-los no último dia e recuperamos quase todos.",
        role: "Gestora de Operações de Pessoas",
        sector: "Retalho",
      },
      henrik: {
        quote:
          "A equipa de segurança e a equipa de TI olham finalmente para os mesmos números. A conformidade de patches passou de 71 para 96 por cento num trimestre, sobretudo porque todos viam a mesma lista.",
        role: "CISO",
        sector: "Serviços financeiros",
      },
      grace: {
        quote:
          "A configuração levou uma tarde: uma importação CSV, o osquery nos nossos portáteis e uma localização por escritório. O suporte respondeu à minha única pergunta em menos de uma hora, numa sexta-feira.",
        role: "Generalista de TI",
        sector: "Sem fins lucrativos",
      },
    },
    tryTitle: "Experimente na sua própria frota",
    try: "A avaliação gratuita dura 90 dias nos seus dispositivos reais. Importe um CSV, inscreva os seus computadores com o osquery e veja o seu próprio relatório de postura no mesmo dia.",
    trialCta: "Iniciar avaliação gratuita",
    storiesLink: "Ler as histórias de exemplo",
  },
  services: {
    eyebrow: "O que fazemos",
    lead: "A Fleetward é antes de mais um produto: inventário, postura de segurança, licenças e ciclo de vida numa só aplicação. Se quiser lá chegar mais depressa, a nossa equipa faz consigo a migração, a implementação e a preparação de auditorias.",
    trialCta: "Iniciar avaliação gratuita",
    engineerCta: "Falar com um engenheiro de soluções",
    productTitle: "No produto",
    productIntro: "Incluído em todos os planos, desde a avaliação gratuita de 90 dias.",
    professionalTitle: "Serviços profissionais",
    professionalIntro:
      "Projetos a preço fixo, realizados pelas pessoas que desenvolvem a Fleetward. Incluídos no Enterprise; disponíveis para clientes Business a partir de 1200 € por projeto.",
    detailLink: "Como funciona a monitorização da segurança dos dispositivos",
    items: {
      inventory: {
        name: "Inventário de ativos",
        summary:
          "Um registo por portátil, telemóvel, servidor e acessório, mantido atualizado pelo osquery nos seus computadores e pela sua equipa.",
        points: [
          "Número de série, modelo, data de compra, garantia e custo em cada registo",
          "Os computadores com o osquery comunicam hardware, sistema e software e são ligados ao seu ativo pelo número de série",
          "Importação de ficheiros CSV ou XLSX, incluindo uma exportação do Snipe-IT",
        ],
      },
      security: {
        name: "Monitorização da segurança dos dispositivos",
        summary:
          "Veja que dispositivos estão sem encriptação, sem patches, sem bloqueio ou sem proteção, e corrija-os primeiro.",
        points: [
          "Quatro verificações em cada dispositivo gerido, explicadas de forma simples",
          "Políticas da biblioteca ou o seu próprio SQL só de leitura, com os seus limiares",
          "Alertas por e-mail quando um dispositivo começa a falhar uma política, e webhooks",
        ],
      },
      licences: {
        name: "Controlo de licenças",
        summary:
          "Saiba quantas licenças paga, quantas estão atribuídas e quando cada contrato é renovado.",
        points: [
          "Licenças por utilizador, por dispositivo e por subscrição, com custo por licença",
          "E-mail de lembrete diário sobre licenças que terminam nos próximos 30 dias",
          "Licenças não utilizadas destacadas antes de cada renovação",
        ],
      },
      lifecycle: {
        name: "Gestão do ciclo de vida",
        summary:
          "Planeie compras, substituições e abates a partir de um calendário em vez de uma folha de cálculo.",
        points: [
          "Datas de fim de garantia, com um lembrete diário das garantias que terminam nos próximos 30 dias",
          "Os ativos abatidos saem da contagem ativa, mas mantêm o registo e o histórico",
          "Histórico completo de utilizadores, localizações e reparações",
        ],
      },
      migration: {
        name: "Migração de folhas de cálculo e outras ferramentas",
        summary:
          "Mapeamos as suas colunas, limpamos duplicados e importamos o seu histórico a partir de Excel, Snipe-IT, GLPI ou Shelf. Projeto típico: 5 dias úteis para até 5000 ativos.",
        points: [
          "Workshop de mapeamento de campos (60 minutos)",
          "Importação de teste numa sandbox que pode verificar",
          "Importação final com relatório de reconciliação",
        ],
      },
      rollout: {
        name: "Implementação acompanhada",
        summary:
          "Um customer success manager planeia consigo os primeiros 30 dias: inscrição com o osquery, localizações, políticas e a primeira revisão de postura.",
        points: [
          "Arranque e reuniões semanais de 30 minutos",
          "Modelos de políticas para ISO 27001 e Cyber Essentials",
          "Formação de administradores para até 10 pessoas",
        ],
      },
      audit: {
        name: "Revisão de preparação para auditoria",
        summary:
          "Antes de uma auditoria ISO 27001, SOC 2 ou NIS2, revemos o seu registo de ativos e os relatórios de postura face aos controlos que os auditores pedem.",
        points: [
          "Lista de lacunas mapeada para os controlos do Anexo A",
          "Pacote de evidências para entregar ao auditor",
          "Revisão de acompanhamento após 30 dias",
        ],
      },
    },
    engagementTitle: "Como decorre um projeto",
    engagementSteps: [
      {
        title: "Chamada de enquadramento",
        text: "30 minutos com um engenheiro de soluções: quantos dispositivos, que sistemas operativos, que auditorias estão para vir.",
      },
      {
        title: "Proposta escrita",
        text: "Um preço fixo e um plano com datas em dois dias úteis. Sem tarifas diárias que não param de contar.",
      },
      {
        title: "Execução",
        text: "O trabalho decorre no seu espaço de avaliação ou de produção, com uma lista de verificação partilhada que pode acompanhar.",
      },
      {
        title: "Passagem de testemunho",
        text: "Uma sessão gravada e um relatório de reconciliação, para que a sua equipa fique com o resultado.",
      },
    ],
    comparePlans: "Comparar planos",
    offices: "Os nossos escritórios",
  },
  serviceDetail: {
    eyebrow: "Serviços",
    lead: "Quatro verificações, executadas pelo osquery em cada computador inscrito e respondidas com clareza: está encriptado, está atualizado, bloqueia, está protegido? Vê primeiro os dispositivos que falham, com o motivo.",
    trialCta: "Iniciar avaliação gratuita",
    allServices: "Todos os serviços",
    checksTitle: "As quatro verificações",
    checksIntro:
      "Cada verificação é uma política SQL do osquery só de leitura, da biblioteca de políticas. Quando uma política tem um limiar, como a versão mínima do sistema ou o tempo de inatividade antes de o ecrã bloquear, é o utilizador que o define.",
    passesWhen: "Cumpre quando:",
    checks: [
      {
        title: "Encriptação do disco",
        passes:
          "O FileVault (macOS), o BitLocker na unidade do sistema (Windows) ou o LUKS no sistema de ficheiros raiz (Linux) está ativo.",
        why: "Um portátil perdido com o disco encriptado é um incómodo. Sem encriptação, é uma violação de dados a notificar.",
      },
      {
        title: "Nível de patches do sistema",
        passes:
          "O macOS ou o Windows está na versão mínima que definiu ou acima, e as atualizações automáticas estão ativas (também verificadas no Linux).",
        why: "A maioria das vulnerabilidades exploradas tem patch há meses. A idade da atualização em falta importa mais do que o número.",
      },
      {
        title: "Bloqueio de ecrã",
        passes:
          "No Windows e no macOS, o ecrã bloqueia no máximo após o tempo de inatividade permitido (15 minutos por omissão) e pede a palavra-passe.",
        why: "Dispositivos desbloqueados em cafés, comboios e escritórios partilhados são a forma mais fácil de entrar numa sessão iniciada.",
      },
      {
        title: "Proteção de endpoints",
        passes:
          "No Windows, o Centro de Segurança indica um antivírus ativo com assinaturas atualizadas; no macOS, o XProtect da Apple e as suas definições estão instalados.",
        why: "Um agente instalado mas desativado fica bem numa lista de compras e não protege nada.",
      },
    ],
    howTitle: "Como funciona",
    steps: [
      "Instale o osquery, o agente de código aberto, em cada computador com um segredo de inscrição e o ficheiro de flags que o Fleetward lhe dá.",
      "O osquery liga-se sozinho, envia os dados do dispositivo e executa cada política, uma consulta SQL só de leitura, no dispositivo.",
      "Cada política aplica-se às plataformas para as quais foi escrita, com os limiares que definir, como a versão mínima do macOS.",
      "Os dispositivos que falham aparecem no painel de postura com o responsável, o motivo e a data em que começaram a falhar.",
      "Proprietários e administradores recebem um e-mail e um aviso na aplicação quando um dispositivo começa a falhar uma política ou volta a cumpri-la; os webhooks podem passar cada alteração às suas próprias ferramentas.",
    ],
    platformsTitle: "Plataformas suportadas",
    platformsIntro:
      "O que cada plataforma comunica através do osquery e que verificações a biblioteca de políticas cobre.",
    platformsCaption: "Verificações suportadas por plataforma",
    columns: {
      platform: "Plataforma",
      source: "Origem dos dados",
      encryption: "Encriptação",
      patch: "Nível de patches",
      lock: "Bloqueio de ecrã",
      protection: "Proteção de endpoints",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Versão mínima, procura automática de atualizações",
        lock: "Sim",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Build mínima, atualizações automáticas",
        lock: "Sim",
        protection: "Antivírus (Centro de Segurança)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Atualizações automáticas",
        lock: "Sem política na biblioteca",
        protection: "Sem política na biblioteca",
      },
    ],
    boundariesTitle: "O que nunca fazemos",
    boundaries: [
      {
        title: "Sem chaves de recuperação",
        text: "As políticas de encriptação do disco perguntam ao osquery se o FileVault, o BitLocker ou o LUKS estão ativos. Nunca lemos, copiamos ou guardamos uma chave de recuperação.",
      },
      {
        title: "Um agente só de leitura",
        text: "O osquery, o agente de código aberto, só responde a consultas de leitura: o Fleetward vê o estado de um dispositivo, mas não o pode alterar.",
      },
      {
        title: "Sem alterações silenciosas",
        text: "O Fleetward informa e lembra. Não envia comandos aos seus dispositivos: nem bloqueio remoto, nem apagamento.",
      },
    ],
    startTitle: "Veja a sua postura numa tarde",
    start:
      "Inscreva os seus primeiros computadores com o osquery e veja o relatório de postura deles em menos de uma hora. A avaliação é gratuita durante 90 dias e não exige cartão de crédito.",
    guidesLink: "Ler os guias de configuração",
  },
  helpCentre: {
    eyebrow: "Centro de ajuda",
    lead: "Respostas para administradores, técnicos e utilizadores em avaliação da Fleetward. Pesquise primeiro: a maioria das perguntas tem resposta em menos de um minuto.",
    searchTitle: "Pesquisar",
    topicsTitle: "Explorar por tema",
    topics: [
      {
        title: "Perguntas frequentes",
        text: "20 respostas curtas sobre contas, a avaliação gratuita, dispositivos e segurança.",
        cta: "Ver as perguntas frequentes",
      },
      {
        title: "Guias passo a passo",
        text: "Guias desde a primeira importação CSV até ao abate de um dispositivo.",
        cta: "Abrir os guias",
      },
      {
        title: "Contactar o suporte",
        text: "Horário de suporte, tempos de resposta por plano e um formulário que encaminha o seu pedido pela gravidade.",
        cta: "Obter suporte",
      },
      {
        title: "Documentação e API",
        text: "Conceitos, configuração e a referência da API REST para integrações.",
        cta: "Ler a documentação",
      },
    ],
    popularTitle: "Artigos populares",
    popular: [
      { title: "Importar dispositivos de um CSV", meta: "Guia · 15 min" },
      { title: "Inscrever dispositivos macOS", meta: "Guia · 20 min" },
      {
        title: "O que acontece no fim dos 90 dias?",
        meta: "Perguntas frequentes · Avaliação gratuita",
      },
      { title: "Configurar o empréstimo de portáteis", meta: "Guia · 10 min" },
      {
        title: "Porque é que um dispositivo aparece duas vezes?",
        meta: "Perguntas frequentes · Dispositivos",
      },
      {
        title: "A Fleetward guarda chaves de recuperação?",
        meta: "Perguntas frequentes · Segurança",
      },
    ],
    stillStuckTitle: "Ainda com dúvidas?",
    stillStuck:
      "A nossa equipa de suporte trabalha de segunda a sexta, das 08:00 hora de Berlim às 17:00 hora de Austin. Envie um <support>pedido de suporte</support> com o endereço do seu espaço de trabalho, ou pergunte a outras equipas de TI nos <forums>fóruns da comunidade</forums>.",
    faqs: {
      topicsLabel: "Temas das perguntas frequentes",
      moreTitle: "Não encontrou a resposta?",
      more: "Siga um <guides>guia passo a passo</guides> ou <support>envie um pedido de suporte</support>. Respondemos a utilizadores em avaliação em dois dias úteis e a clientes pagantes em oito horas úteis.",
    },
    guides: {
      allTitle: "Todos os guias",
      stepsTitle: "Passo a passo",
      minutes: "{{minutes}} min",
      helpTitle: "Precisa de ajuda?",
      help: "Se um passo não corresponder ao que vê no seu espaço de trabalho, indique-nos o guia e o passo num <support>pedido de suporte</support>. Atualizamos estes guias a cada versão mensal.",
    },
    support: {
      lead: "Pessoas reais que conhecem a gestão de dispositivos respondem a cada pedido.",
      hoursTitle: "Horário de suporte",
      hours: [
        { region: "Europa", team: "Berlim", time: "Segunda a sexta, 08:00–18:00 CET" },
        { region: "América do Norte", team: "Austin", time: "Segunda a sexta, 08:00–17:00 CT" },
        {
          region: "Problemas urgentes",
          team: "Piquete Enterprise",
          time: "24 horas por dia, 7 dias por semana",
        },
      ],
      hoursNote:
        "O horário útil exclui os feriados de Berlim e do Texas. Os problemas urgentes Enterprise também são cobertos nesses dias.",
      slaTitle: "Tempos de resposta por plano",
      slaIntro:
        "O tempo até à nossa primeira resposta humana, não uma confirmação automática. A gravidade é a que escolhe no formulário; podemos ajustá-la e, se o fizermos, avisamos.",
      slaCaption: "Tempos de primeira resposta por plano e gravidade",
      severityColumn: "Gravidade",
      planColumns: ["Avaliação gratuita", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Urgente",
          times: ["2 dias úteis", "4 horas úteis", "1 hora, 24 horas por dia"],
        },
        { severity: "Alta", times: ["2 dias úteis", "8 horas úteis", "4 horas úteis"] },
        { severity: "Normal", times: ["2 dias úteis", "8 horas úteis", "8 horas úteis"] },
        { severity: "Baixa", times: ["5 dias úteis", "2 dias úteis", "1 dia útil"] },
      ],
      requestTitle: "Enviar um pedido de suporte",
      includeTitle: "O que incluir",
      checklist: [
        "O endereço do seu espaço de trabalho, por exemplo suaempresa.fleetward.com",
        "O que estava a tentar fazer, passo a passo",
        "O que esperava e o que aconteceu, com a mensagem de erro exata",
        "Quando começou e se afeta um utilizador, um dispositivo ou todos",
        "Números de série ou etiquetas de inventário dos dispositivos envolvidos, se existirem",
        "Uma captura de ecrã, com os dados pessoais desfocados",
      ],
      vulnerability:
        "Quer comunicar uma vulnerabilidade? Escreva antes para <mail>security@fleetward.com</mail>.",
      beforeTitle: "Antes de escrever",
      before:
        "Muitas perguntas têm resposta nas <faqs>perguntas frequentes</faqs> e nos <guides>guias de configuração</guides>. Questões sobre preços ou um novo contrato seguem para a nossa <sales>equipa comercial</sales>.",
    },
    form: {
      name: "O seu nome",
      email: "Endereço de e-mail da sua conta Fleetward",
      subject: "Assunto",
      subjectHint: "Uma linha, por exemplo: um Mac deixou de comunicar a 12 de novembro.",
      severity: "Gravidade",
      severities: {
        low: "Baixa — uma pergunta ou um problema estético",
        normal: "Normal — algo não funciona, mas há uma alternativa",
        high: "Alta — não funciona uma funcionalidade de que a sua equipa depende",
        urgent: "Urgente — o espaço de trabalho está em baixo ou os dados parecem errados",
      },
      description: "Descrição",
      descriptionHint:
        "O endereço do seu espaço de trabalho, o que fez, o que esperava e o que aconteceu. Nunca inclua palavras-passe nem chaves de recuperação.",
      sending: "A enviar…",
      send: "Enviar pedido de suporte",
      received: "Pedido de suporte {{reference}} recebido.",
      sent: "Recebemos «{{subject}}» como ticket <ref>{{reference}}</ref>. Indique este número quando escrever para support@fleetward.com sobre o assunto.",
    },
  },
  legal: {
    eyebrow: "Jurídico",
    termsLead:
      "O acordo entre a sua organização e a Fleetward GmbH para a utilização da Fleetward, desde a avaliação gratuita de 90 dias até às subscrições pagas Business e Enterprise. O texto está em inglês.",
    privacyLead:
      "Que dados pessoais a Fleetward trata quando visita o nosso site, utiliza a sua conta ou fala connosco, porque precisamos deles, durante quanto tempo os guardamos e como exercer os seus direitos ao abrigo do RGPD. O texto está em inglês.",
  },
  documentation: {
    eyebrow: "Produto",
    lead: "Como a Fleetward está organizada, como configurar um espaço de trabalho e como integrá-lo através da API REST. Para instruções tarefa a tarefa, consulte o centro de ajuda. A documentação está em inglês.",
  },
};
