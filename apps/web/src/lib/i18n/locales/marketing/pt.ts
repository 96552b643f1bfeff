import type { MarketingText } from "./en.ts";

export const ptMarketing: MarketingText = {
  home: {
    lead: "Conheça cada portátil, telemóvel, servidor e licença da sua organização, quem os tem e se estão seguros. O Fleetward mantém o inventário exato e mostra primeiro os dispositivos que precisam de atenção.",
    seePricing: "Ver preços",
    builtOn: "Construído sobre código aberto e formatos abertos que pode verificar por si",
    featuresTitle: "Tudo sobre os seus dispositivos, numa só aplicação",
    featuresIntro:
      "Substitua a folha de cálculo, o registo de empréstimos e o calendário de renovações por um único inventário em que toda a equipa confia.",
    features: [
      {
        title: "Um inventário sempre fiel",
        text: "Cada portátil, servidor, monitor e acessório num só registo, com quem o tem e onde está. Os computadores com o osquery, o agente de código aberto, comunicam eles próprios o seu hardware, sistema e software.",
      },
      {
        title: "Postura de segurança num relance",
        text: "Encriptação, nível de atualizações, bloqueio de ecrã e proteção de endpoints de cada dispositivo, com os que falham no topo.",
      },
      {
        title: "Ciclo de vida da encomenda ao abate",
        text: "Datas de compra, custos e fim de garantia em cada ativo, um lembrete diário das garantias que terminam nos próximos 30 dias e ativos abatidos que mantêm o histórico.",
      },
      {
        title: "Licenças sem surpresas",
        text: "Lugares, custos e datas de fim num só sítio, com um lembrete diário das licenças que terminam nos próximos 30 dias.",
      },
      {
        title: "Empréstimo e devolução",
        text: "Empreste portáteis com data de devolução e lembretes, e entregue dispositivos a novos colaboradores em três cliques.",
      },
      {
        title: "Relatórios que os auditores aceitam",
        text: "Exportações de ativos, dispositivos, licenças, pessoas e histórico em CSV ou XLSX, com as políticas falhadas de cada dispositivo, como evidência para ISO 27001, SOC 2 e NIS2.",
      },
    ],
    stepsTitle: "Operacional numa tarde",
    steps: [
      {
        title: "Ligar",
        text: "Importe uma folha de cálculo ou uma exportação do Snipe-IT e instale o osquery, o agente de código aberto, nos seus computadores com um segredo de inscrição.",
      },
      {
        title: "Rever",
        text: "O Fleetward cruza os registos pelo número de série, atribui responsáveis e mostra os dispositivos que falham uma verificação.",
      },
      {
        title: "Agir",
        text: "Corrija o topo da lista, ajuste as políticas e receba um e-mail quando um dispositivo começar a falhar uma delas.",
      },
    ],
    postureTitle: "Veja a sua postura de segurança num relance",
    postureIntro:
      "Encriptação do disco, versão do sistema, bloqueio de ecrã e proteção contra malware, verificados pelo osquery em cada computador inscrito e explicados em linguagem clara. Os dispositivos que precisam de si estão no topo, com o responsável e o motivo.",
    postureLink: "Como funciona a monitorização da segurança dos dispositivos",
    testimonialsTitle: "Histórias de exemplo",
    examplesNote:
      "Equipas e citações inventadas que mostram para que servem as funcionalidades do Fleetward. São exemplos, não clientes.",
    quotes: [
      {
        quote:
          "Nesta auditoria exportei um único relatório de postura e o auditor não teve mais perguntas.",
        role: "Gestora de TI, Northwind Logistics · 1.240 dispositivos",
      },
      {
        quote:
          "Encontrámos 37 portáteis que ninguém usava há 90 dias e redistribuímo-los em vez de comprar novos.",
        role: "Diretor de Operações de TI, Helios Health Partners · 860 dispositivos",
      },
      {
        quote:
          "A conformidade de atualizações passou de 71 para 96 por cento num trimestre, porque todos viam a mesma lista.",
        role: "CISO, Fjordline Insurance · 2.600 dispositivos",
      },
    ],
    moreStories: "Ler mais histórias de exemplo",
    pricingTitle: "Preço simples por dispositivo",
    pricingIntro:
      "Sem custos por acessórios ou administradores. Comece grátis durante 90 dias, sem cartão de crédito.",
    planTrialNote: "90 dias, até {{count}} dispositivos",
    planTrialUnlimited: "90 dias, dispositivos ilimitados",
    planEnterpriseNote: "SSO, SCIM e SLA de 99,9%",
    planPerDevice: "por dispositivo por mês",
    customPrice: "Personalizado",
    comparePlans: "Comparar planos",
    faqTitle: "Perguntas frequentes",
    faqs: [
      {
        q: "Preciso de instalar um agente nos nossos dispositivos?",
        a: "Para os dados dos dispositivos e a postura de segurança, sim: cada computador executa o osquery, o agente de código aberto, que instala com um segredo de inscrição e um ficheiro de flags do Fleetward. O registo de ativos, os empréstimos e devoluções e as importações funcionam sem ele.",
      },
      {
        q: "O que acontece quando termina a avaliação de 90 dias?",
        a: "O espaço de avaliação é desativado automaticamente. Mude para um plano pago antes do fim ou pouco depois e tudo transita sem alterações.",
      },
      {
        q: "Podemos usá-lo sem instalar nada nos nossos computadores?",
        a: "Sim. Muitas equipas pequenas começam com uma importação de folha de cálculo e com empréstimos e devoluções. As verificações de postura precisam do osquery no computador, porque é lá que as políticas são executadas.",
      },
      {
        q: "Onde são guardados os nossos dados?",
        a: "Em Frankfurt, na Alemanha, encriptados em repouso e em trânsito. O Fleetward nunca guarda chaves de recuperação de disco nem palavras-passe.",
      },
      {
        q: "Como se compara o Fleetward com o Snipe-IT ou o GLPI?",
        a: "São boas ferramentas de inventário que aloja e mantém por sua conta. O Fleetward é alojado por nós, importa uma exportação do Snipe-IT e acrescenta a postura de segurança comunicada pelo osquery, pelo que o inventário e o mapa de riscos são a mesma lista.",
      },
    ],
    moreAnswers: "Mais respostas no centro de ajuda",
    ctaTitle: "Saiba onde está cada dispositivo até sexta-feira",
    ctaText:
      "Importe uma folha de cálculo ou inscreva o seu primeiro computador com o osquery hoje. A avaliação é gratuita durante 90 dias e não exige cartão de crédito.",
    snapshot: {
      label: "Ilustração da visão geral da frota no Fleetward",
      title: "Visão geral da frota",
      synced: "Sincronizado há 3 min",
      devices: "dispositivos",
      encrypted: "encriptados",
      attention: "precisam de atenção",
      needsUpdate: "Precisa de atualização",
      notEncrypted: "Não encriptado",
      healthy: "Em conformidade",
    },
    posture: {
      title: "Postura de segurança · acme.fleetward.com",
      lastSync: "Última sincronização há 4 minutos",
      managed: "Dispositivos geridos",
      managedNote: "+36 este mês",
      passAll: "Passam as quatro verificações",
      passAllNote: "acima dos 78% de agosto",
      attention: "Precisam de atenção",
      attentionNote: "23 deles críticos",
      encryption: "Encriptação do disco",
      patch: "Nível de atualizações do SO",
      lock: "Bloqueio de ecrã",
      protection: "Proteção de endpoints",
      pass: "{{percent}}% aprovados",
      critical: "Crítica",
      high: "Alta",
      salesPool: "Equipamentos de vendas",
      issueUpdate: "Atualização de segurança em falta há 21 dias",
      issueProtection: "A proteção de endpoints não está a reportar",
      issueLock: "Sem bloqueio de ecrã definido",
      caption:
        "Ilustração do produto com dados de exemplo de uma organização fictícia com 1.284 dispositivos.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Os fluxos de trabalho automatizam os dias mais movimentados da vida de um dispositivo: a primeira manhã de um novo colaborador e a última tarde de quem sai. O acesso antecipado abre para clientes Business e Enterprise quando a contagem decrescente terminar.",
    upcomingTitle: "O que vem a caminho",
    upcoming: [
      "Fluxos de integração que atribuem portátil, telemóvel e licenças a um novo colaborador a partir de um único formulário",
      "Listas de saída que abrem automaticamente quando os RH terminam um contrato, com etiquetas de devolução",
      "Etapas de aprovação para compras acima de um orçamento definido por centro de custo",
    ],
    shape:
      "Quer ajudar a dar-lhe forma? Escreva para <mail>product@fleetward.com</mail> e conte-nos como a sua equipa integra as pessoas hoje. Publicamos o progresso todos os meses no registo de alterações.",
    readChangelog: "Ler o registo de alterações",
    maintenanceEyebrow: "Voltamos já",
    maintenanceLead:
      "Estamos a atualizar a base de dados que guarda os seus espaços de trabalho para uma versão mais rápida. Os seus dados estão seguros e nada se perde durante a pausa.",
    unavailable: "Indisponível",
    unavailableText: "Espaços de trabalho, início de sessão e a API REST",
    notAffected: "Não afetado",
    notAffectedText:
      "Os seus dispositivos: o osquery continua a funcionar neles e volta a comunicar assim que o serviço regressar",
    maintenanceContact:
      "Os administradores recebem um e-mail de <status>status@fleetward.com</status> quando os trabalhos começam e quando terminam. Algo urgente que não pode esperar? Escreva para <support>support@fleetward.com</support>; os clientes Enterprise também podem ligar para a linha de suporte urgente.",
    thankYouEyebrow: "Mensagem recebida",
    thankYouLead:
      "Obrigado por contactar o Fleetward. A sua mensagem está na nossa fila e foi encaminhada para a equipa que lhe pode responder.",
    nextTitle: "Próximos passos",
    nextSteps: [
      "Dentro de minutos chega um e-mail de confirmação com uma cópia da sua mensagem. Se não chegar, verifique a pasta de spam.",
      "Uma pessoa da equipa certa, não um bot, responde no prazo de um dia útil.",
      "Se a sua pergunta for sobre um espaço de trabalho existente, indique o endereço dele em qualquer resposta para o encontrarmos depressa.",
    ],
    whileYouWait:
      "Enquanto espera, os <guides>guias de configuração</guides> respondem à maioria das dúvidas da primeira semana e as <faqs>perguntas frequentes</faqs> cobrem a avaliação, a faturação e a segurança.",
    readBlog: "Ler o blogue",
  },
  contact: {
    eyebrow: "Contacto",
    lead: "Perguntas sobre preços, uma migração a partir de folhas de cálculo ou o seu espaço de avaliação? Escreva-nos e uma pessoa da equipa certa responde no prazo de um dia útil.",
    sendTitle: "Envie-nos uma mensagem",
    beforeTitle: "Antes de escrever",
    beforeSupport:
      "Já é cliente e tem um problema no seu espaço de trabalho? O <page>formulário de suporte</page> encaminha-o por gravidade.",
    beforeGuides:
      "Muitas dúvidas de configuração têm resposta nos <page>guias passo a passo</page>.",
    beforeSecrets:
      "Nunca envie palavras-passe, chaves de recuperação ou dados pessoais de colaboradores neste formulário.",
    otherTitle: "Outras formas de nos contactar",
    phoneOrVisit:
      "Prefere telefonar ou visitar-nos? Veja os nossos <page>escritórios em Berlim, Amesterdão e Austin</page>.",
    detailLead:
      "Três escritórios, quatro caixas de correio e uma regra: responde uma pessoa real da equipa certa. Visitas bem-vindas mediante marcação.",
    sendMessage: "Envie-nos uma mensagem",
    officesTitle: "Os nossos escritórios",
    holidays:
      "Os escritórios fecham nos feriados de Berlim, Holanda do Norte e Texas, respetivamente. O suporte para problemas urgentes Enterprise mantém-se nesses dias.",
    mailboxesTitle: "Escreva para a equipa certa",
    response: "Resposta: ",
    phone: "Telefone",
    openingHours: "Horário",
    gettingHere: "Como chegar",
    companyTitle: "Dados da empresa",
    registered: "Empresa registada",
    vat: "Número de IVA",
    directors: "Administradores",
    dpo: "Encarregado da proteção de dados",
    offices: {
      berlin: {
        city: "Berlim",
        role: "Sede",
        country: "Alemanha",
        hours: "Segunda a sexta, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 no verão)",
        directions:
          "A 5 minutos da estação U6 Naturkundemuseum. Entrada de visitantes no pátio, 3.º andar.",
      },
      amsterdam: {
        city: "Amesterdão",
        role: "Produto e clientes do Benelux",
        country: "Países Baixos",
        hours: "Segunda a sexta, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 no verão)",
        directions:
          "A 10 minutos a pé de Amsterdam Centraal; os elétricos 13 e 17 param em Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Clientes da América do Norte",
        country: "Estados Unidos",
        hours: "Segunda a sexta, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 no verão)",
        directions:
          "No centro, na esquina de Congress com a 6th. Estacionamento para visitantes na garagem do One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Vendas",
        use: "Orçamentos, planos Enterprise, notas de encomenda e preços por volume.",
        response: "No prazo de um dia útil",
      },
      support: {
        team: "Suporte",
        use: "Ajuda com o seu espaço de trabalho, a inscrição com o osquery, importações e faturação.",
        response:
          "Avaliação: 2 dias úteis. Business: 8 horas úteis. Enterprise: 1 hora para problemas urgentes.",
      },
      security: {
        team: "Segurança",
        use: "Comunicação de vulnerabilidades e questionários de segurança. Chave PGP a pedido.",
        response: "Confirmação em 24 horas, todos os dias do ano",
      },
      press: {
        team: "Imprensa",
        use: "Entrevistas, logótipos, capturas de ecrã do produto e factos sobre a empresa.",
        response: "No prazo de dois dias úteis",
      },
    },
    form: {
      topics: {
        sales: "Preços e planos",
        trial: "A minha avaliação gratuita",
        support: "Ajuda com o meu espaço de trabalho",
        billing: "Faturas e faturação",
        partnership: "Parcerias e revendedores",
        press: "Imprensa e media",
        other: "Outro assunto",
      },
      sent: "Mensagem enviada. Respondemos no prazo de um dia útil.",
      name: "O seu nome",
      email: "E-mail profissional",
      company: "Empresa (opcional)",
      topic: "Assunto",
      message: "Mensagem",
      messageHint:
        "Diga-nos quantos dispositivos gere e como os controla hoje. Entre 20 e 5.000 caracteres.",
      sending: "A enviar…",
      send: "Enviar mensagem",
      privacy: "Usamos os seus dados apenas para responder a esta mensagem.",
    },
  },
};
