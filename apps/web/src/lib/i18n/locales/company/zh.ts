import type { CompanyText } from "./en.ts";

export const zhCompany: CompanyText = {
  pricing: {
    eyebrow: "价格",
    lead: "每台设备一个价格，包含团队所需的全部功能，配件和管理员不另收费。先免费使用 90 天，再用您自己的数据做决定。",
    plansTitle: "方案",
    mostTeams: "多数团队之选",
    customPrice: "定制",
    trialPriceNote: "90 天，无需信用卡",
    trialCta: "开始免费试用",
    trialNote: "测试版：试用期间无法导出数据。",
    customPriceNote: "适用于 2,000 台及以上设备",
    salesCta: "联系销售",
    paidPriceNote: "每台设备每月，按月或按年计费",
    paidCta: "从试用开始",
    vatNote: "价格不含增值税。免费试用为测试版：在其中存储数据前，请先阅读<page>试用条款</page>。",
    estimateTitle: "估算费用",
    devicesLabel: "设备数量",
    devicesHint: "笔记本电脑、台式机、手机、平板电脑和服务器。配件免费。",
    billedMonthly: "{{plan}}，按月计费",
    billedYearly: "{{plan}}，按年计费",
    perMonth: "每月",
    perYear: "每年",
    youSave: "每年节省 {{amount}}",
    compareTitle: "功能对比",
    compareCaption: "各方案包含的功能",
    featureColumn: "功能",
    included: "包含",
    notIncluded: "不包含",
    groups: {
      inventory: "资产清单",
      posture: "安全状况",
      lifecycle: "生命周期与许可证",
      data: "数据与管理",
      support: "支持",
    },
    features: {
      managedDevices: "受管设备",
      nonDeviceAssets: "非设备资产（显示器、扩展坞、电话）",
      csvImport: "CSV 导入",
      mdmConnectors: "通过 osquery 上报的设备（Windows、macOS、Linux）",
      customFields: "自定义字段",
      postureChecks: "磁盘加密、补丁级别、屏幕锁定、终端防护",
      postureEmail: "安全状态告警邮件",
      customPolicies: "自定义策略和阈值",
      alerts: "邮件告警和 Webhook",
      checkInOut: "带提醒的借出与归还",
      warranty: "保修与更换规划",
      licences: "软件许可证跟踪",
      offboarding: "离职清单",
      export: "数据导出（CSV、REST API）",
      auditLog: "审计日志保留期",
      sso: "SAML 单点登录和 SCIM",
      entities: "多个法人实体和成本中心",
      residency: "欧盟数据驻留",
      helpCentre: "帮助中心、指南和社区论坛",
      responseTime: "首次响应时间",
      onboarding: "上手培训",
      uptime: "可用性承诺",
    },
    values: {
      upTo250: "最多 250 台",
      unlimited: "不限",
      upTo10Products: "最多 10 个产品",
      days30: "30 天",
      months12: "12 个月",
      years3: "3 年",
      euOrUs: "欧盟或美国",
      businessDays2: "2 个工作日",
      businessHours8: "8 个工作小时",
      hour1Urgent: "1 小时（紧急）",
      session60: "1 × 60 分钟",
      guidedRollout: "全程指导部署",
      uptime995: "99.5%",
      sla999: "99.9% SLA",
    },
    faqTitle: "账单问题",
    faqs: [
      {
        question: "什么算作一台设备？",
        answer:
          "登记册中的笔记本电脑、台式机、手机、平板或服务器，无论是通过 osquery 上报，还是手动添加或导入。显示器、扩展坞、耳机等配件作为资产记录，并且免费。",
      },
      {
        question: "月度账单如何计算？",
        answer:
          "我们每天统计您的活跃设备，按当月最高数量计费。如果您在 3 月从 180 台增加到 195 台，4 月的发票为 195 × 4 € = 780 €，如适用另加增值税。",
      },
      {
        question: "按年付款有折扣吗？",
        answer:
          "有。按年付款每台设备每年 40 €，而不是 48 €，相当于免费两个月。您可以在年内增加设备，费用按比例计入下一张发票。",
      },
      {
        question: "试用结束后会怎样？",
        answer:
          "90 天后，试用工作区会自动停用。请在此之前升级到 Business，即可不间断地继续工作；您的设备、人员和历史记录都会原样保留。",
      },
      {
        question: "你们接受哪些付款方式？",
        answer:
          "所有方案均支持信用卡和借记卡（Visa、Mastercard、American Express）以及 SEPA 直接借记。Enterprise 客户还可以凭采购订单通过银行转账付款，账期 30 天。",
      },
      {
        question: "可以随时取消吗？",
        answer:
          "月付方案可随时取消，在计费月结束时终止。年付方案持续到已付费年度结束。离开前，您可以将所有数据导出为 CSV 或通过 API 导出。",
      },
      {
        question: "你们收取增值税吗？",
        answer:
          "价格不含增值税。持有有效增值税号的欧盟企业按反向征收规则开具发票；您在账单设置中输入税号时，我们会通过 VIES 进行核验。",
      },
    ],
    moreQuestions: "关于发票或采购订单还有其他问题？<page>联系我们的销售团队</page>。",
  },
  about: {
    eyebrow: "公司",
    storyTitle: "我们的故事",
    story: [
      "Fleetward 诞生于一个 IT 部门：他们用三张电子表格、一套工单系统和一位非常有耐心的同事的记忆来管理 1,400 台笔记本电脑。审计要花上几周，设备丢失往往几个月后才被发现。",
      "于是我们打造了自己想要的工具：一个了解每台设备的地方——谁在用、是否安全、何时该更换——而且无需在服务器上安装任何东西。",
    ],
    principlesTitle: "我们的信念",
    principles: [
      {
        title: "准确胜于花哨",
        text: "资产清单只有真实才有用。每条设备记录都会显示数据来源以及最近一次确认的时间。",
      },
      {
        title: "看得懂的安全",
        text: "加密、补丁级别、屏幕锁定和终端防护以清晰的答案呈现，而不是需要解读的分数。",
      },
      {
        title: "小团队也能快速上手",
        text: "大多数 IT 团队只有寥寥数人。借助 Fleetward，一个人在午饭前就能录入一百台笔记本电脑。",
      },
    ],
    numbersTitle: "Fleetward 能做什么",
    figures: [
      { value: "osquery", label: "设备通过它上报数据的开源代理" },
      { value: "16", label: "应用及其邮件支持的语言数" },
      { value: "REST API", label: "工作区的每项操作都有 OpenAPI 文档，并提供签名的 Webhook" },
    ],
    officesTitle: "我们的办公地点",
    officesIntro:
      "客户数据托管在德国法兰克福。我们的支持时间从柏林延续到奥斯汀，因此工作日提交的工单很少需要等到第二天。",
    offices: [
      { city: "柏林", role: "总部：研发、安全以及欧洲支持" },
      { city: "阿姆斯特丹", role: "产品、设计及比荷卢客户团队" },
      { city: "奥斯汀", role: "北美客户成功与支持" },
    ],
    contactLink: "地址、电话和营业时间",
  },
  team: {
    eyebrow: "公司",
    lead: "我们大多数人都曾以 IT 运维为职业，因此产品坚持记录必须真实、告警必须克制。",
    peopleTitle: "管理层和您将接触到的同事",
    members: {
      lena: {
        role: "联合创始人兼首席执行官",
        location: "柏林",
        bio: "曾负责一家 1,400 人物流公司的 IT，用电子表格熬过三次审计。每周花一天时间与客户通话，至今仍会阅读每一条取消原因。",
      },
      daniel: {
        role: "联合创始人兼首席技术官",
        location: "柏林",
        bio: "曾在两家欧洲 SaaS 公司开发资产盘点软件。负责数据模型、osquery 数据接收，以及“每条记录都注明数据来源”这一规则。",
      },
      sanne: {
        role: "产品负责人",
        location: "阿姆斯特丹",
        bio: "曾任一款被 9,000 个 IT 团队使用的服务台工具的产品负责人。把支持工单转化为路线图事项，并让设备借出流程保持在三次点击以内。",
      },
      marcus: {
        role: "客户成功负责人",
        location: "奥斯汀",
        bio: "加入前管理一个学区的 6,000 台设备。负责每位 Enterprise 客户的上线，并主持每月的开放答疑时间。",
      },
      yuki: {
        role: "安全负责人",
        location: "阿姆斯特丹",
        bio: "曾任渗透测试工程师和事件响应专家。负责我们的威胁建模、漏洞赏金计划以及每次发布都要经过的安全评审。",
      },
      priya: {
        role: "资深工程师（设备集成）",
        location: "柏林",
        bio: "负责维护 osquery 集成：注册、flags 文件和策略库。对序列号格式很有主见，而且每一条都能用缺陷报告来证明。",
      },
      jonas: {
        role: "支持团队负责人",
        location: "柏林",
        bio: "在 IT 服务台工作了八年。编写了帮助中心的大部分指南，并让工作日首次响应时间中位数保持在两小时以内。",
      },
      amara: {
        role: "高级产品设计师",
        location: "奥斯汀",
        bio: "设计仪表板、移动端归还界面并负责无障碍评审。每个界面上线前都会在 375 像素宽度下并使用屏幕阅读器进行测试。",
      },
    },
    habitsTitle: "我们的工作方式",
    habits: [
      "包括工程师在内，每个人每月都有一天负责回复支持工单。",
      "我们把决定写下来：任何客户会注意到的变更之前，都先有一页纸的提案。",
      "会议在柏林时间 16:00 前结束，让奥斯汀和柏林无需熬夜也能共享两个小时的工作时间。",
    ],
    joinTitle: "加入我们",
    join: "我们正在招聘高级后端工程师、DACH 地区客户成功经理和技术文档工程师。所有职位均可远程办公，时差需在柏林或奥斯汀时间两小时以内。",
    openRoles: "查看在招职位",
    aboutLink: "关于 Fleetward",
  },
  testimonials: {
    eyebrow: "示例",
    lead: "从拥有 64 台设备的基金会到拥有 3,150 台设备的学校联合体，九个虚构的 IT 团队展示了设备迁入 Fleetward 后会发生哪些变化。人物、组织和引述均为虚构，并非客户。",
    quotesTitle: "听听他们怎么说",
    fleet: "{{count}} 台设备 · {{sector}}",
    items: {
      katrin: {
        quote:
          "上次审计要求我们证明每台笔记本电脑都已加密。以前这要两个人忙一周。这次我导出了安全状况报告，审计员没有任何追问。",
        role: "IT 经理",
        sector: "物流",
      },
      tom: {
        quote:
          "第一周我们就找到了 37 台超过 90 天无人登录的笔记本电脑。其中一半放在柜子里；我们把它们重新分配出去，而不是购买新的。",
        role: "IT 运营主管",
        sector: "医疗",
      },
      meiLin: {
        quote:
          "借用笔记本的借出功能取代了前台的纸质登记表。我们每天早上都会收到逾期借用清单，所以在逾期当天就请对方归还，而不是一周之后。",
        role: "服务台负责人",
        sector: "教育",
      },
      rafael: {
        quote:
          "之前我们试过 Snipe-IT 和电子表格。我们导入了 Snipe-IT 的导出文件，现在资产清单不用专人盯着也能保持准确，因为电脑会通过 osquery 自动上报。",
        role: "系统管理员",
        sector: "工程",
      },
      charlotte: {
        quote:
          "光是许可证跟踪就收回了订阅费用。我们为一款设计工具支付了 120 个席位，却只用了 74 个；今年的续约谈判结果完全不同。",
        role: "财务与运营总监",
        sector: "专业服务",
      },
      jakub: {
        quote:
          "我们是一个两人的 IT 团队，负责四个地点，没法盯着每一个仪表板。只有当设备开始不符合某条策略时，我们才会收到一封邮件，其他一概没有。",
        role: "IT 协调员",
        sector: "法律",
      },
      aisha: {
        quote:
          "以前办理离职就意味着追着经理要笔记本。现在离职人员的页面会列出其持有的每台设备和每个许可证席位，我们在最后一天全部收回，几乎一台不少。",
        role: "人事运营经理",
        sector: "零售",
      },
      henrik: {
        quote:
          "安全团队和 IT 团队终于看的是同一组数字。补丁合规率在一个季度内从 71% 提升到 96%，主要是因为所有人都能看到同一份清单。",
        role: "首席信息安全官",
        sector: "金融服务",
      },
      grace: {
        quote:
          "设置只用了一个下午：一次 CSV 导入、在笔记本上安装 osquery，再为每个办公室建一个位置。支持团队在一小时内回答了我唯一的问题，那天还是周五。",
        role: "IT 全能专员",
        sector: "非营利",
      },
    },
    tryTitle: "在您自己的设备上试用",
    try: "免费试用可在您的真实设备上使用 90 天。导入 CSV，用 osquery 注册您的电脑，当天就能看到自己的安全状况报告。",
    trialCta: "开始免费试用",
    storiesLink: "阅读示例案例",
  },
  services: {
    eyebrow: "我们的服务",
    lead: "Fleetward 首先是一款产品：资产清单、安全状况、许可证和生命周期集于一个应用。如果您希望更快达成目标，我们的团队会与您一起完成迁移、部署和审计准备。",
    trialCta: "开始免费试用",
    engineerCta: "咨询解决方案工程师",
    productTitle: "产品功能",
    productIntro: "从 90 天免费试用开始，所有方案均包含。",
    professionalTitle: "专业服务",
    professionalIntro:
      "由 Fleetward 开发团队交付的固定价格项目。Enterprise 方案已包含；Business 客户每个项目 1,200 € 起。",
    detailLink: "了解设备安全监控的工作方式",
    items: {
      inventory: {
        name: "资产清单",
        summary:
          "每台笔记本、手机、服务器和每件配件各一条记录，由您电脑上的 osquery 和您的团队保持更新。",
        points: [
          "每条记录包含序列号、型号、购买日期、保修和成本",
          "运行 osquery 的电脑会上报硬件、系统和软件，并按序列号关联到对应资产",
          "从 CSV 或 XLSX 文件导入，包括 Snipe-IT 导出文件",
        ],
      },
      security: {
        name: "设备安全监控",
        summary: "查看哪些设备未加密、未打补丁、未锁定或未受保护，并优先处理。",
        points: [
          "对每台受管设备执行四项检查，用通俗语言说明",
          "使用策略库中的策略或您自己的只读 SQL，并设置自己的阈值",
          "设备开始不符合策略时发送邮件告警，并支持 Webhook",
        ],
      },
      licences: {
        name: "许可证跟踪",
        summary: "清楚了解您为多少席位付费、已分配多少，以及每份合同何时续约。",
        points: [
          "按用户、设备和订阅计的许可证，以及每席位成本",
          "每日提醒邮件，列出 30 天内到期的许可证",
          "每次续约前突出显示未使用的席位",
        ],
      },
      lifecycle: {
        name: "生命周期管理",
        summary: "用一个日历而不是电子表格来规划采购、更换和报废。",
        points: [
          "保修截止日期，并每日提醒 30 天内到期的保修",
          "已退役的资产不再计入在用数量，但保留记录和历史",
          "完整的使用人、位置和维修历史",
        ],
      },
      migration: {
        name: "从电子表格和其他工具迁移",
        summary:
          "我们映射您的列、清理重复项，并从 Excel、Snipe-IT、GLPI 或 Shelf 导入历史记录。典型项目：最多 5,000 项资产，5 个工作日。",
        points: [
          "字段映射研讨会（60 分钟）",
          "导入到可供您检查的沙箱进行测试",
          "正式导入并提供核对报告",
        ],
      },
      rollout: {
        name: "全程指导部署",
        summary: "客户成功经理与您一起规划前 30 天：osquery 注册、位置、策略和第一次安全状态审查。",
        points: [
          "启动会议和每周 30 分钟的跟进",
          "适用于 ISO 27001 和 Cyber Essentials 的策略模板",
          "最多 10 人的管理员培训",
        ],
      },
      audit: {
        name: "审计就绪评审",
        summary:
          "在 ISO 27001、SOC 2 或 NIS2 审计之前，我们对照审计员关注的控制项评审您的资产登记册和安全状况报告。",
        points: ["对应附录 A 控制项的差距清单", "可直接交给审计员的证据包", "30 天后的跟进评审"],
      },
    },
    engagementTitle: "项目如何进行",
    engagementSteps: [
      {
        title: "范围沟通",
        text: "与解决方案工程师沟通 30 分钟：多少台设备、哪些操作系统、即将进行哪些审计。",
      },
      {
        title: "书面方案",
        text: "两个工作日内提供固定价格和带日期的计划。没有不断累积的按天计费。",
      },
      {
        title: "实施",
        text: "工作在您的试用或生产工作区中进行，并配有您可以随时查看的共享清单。",
      },
      {
        title: "交接",
        text: "提供录制的讲解和核对报告，让您的团队真正掌握成果。",
      },
    ],
    comparePlans: "比较方案",
    offices: "我们的办公室",
  },
  serviceDetail: {
    eyebrow: "服务",
    lead: "四项检查，由 osquery 在每台已注册的电脑上执行，并用通俗的语言给出答案：是否加密、是否为最新、是否会锁屏、是否受保护？您会首先看到未通过的设备及原因。",
    trialCta: "开始免费试用",
    allServices: "全部服务",
    checksTitle: "四项检查",
    checksIntro:
      "每项检查都是策略库中的一条只读 osquery SQL 策略。如果策略有阈值，例如最低操作系统版本或锁屏前的空闲时间，由您自行设定。",
    passesWhen: "通过条件：",
    checks: [
      {
        title: "磁盘加密",
        passes:
          "已开启 FileVault（macOS）、系统盘上的 BitLocker（Windows）或根文件系统上的 LUKS（Linux）。",
        why: "丢失一台加密的笔记本电脑只是麻烦；没有加密，就是一起需要报告的数据泄露。",
      },
      {
        title: "操作系统补丁级别",
        passes: "macOS 或 Windows 不低于您设定的最低版本，且已开启自动更新（Linux 也会检查）。",
        why: "大多数被利用的漏洞早在几个月前就有补丁。缺失更新的时长比数量更重要。",
      },
      {
        title: "屏幕锁定",
        passes:
          "在 Windows 和 macOS 上，屏幕最迟在允许的空闲时间（默认 15 分钟）后锁定并要求输入密码。",
        why: "在咖啡馆、火车和共享办公室中未锁定的设备，是进入已登录会话最容易的途径。",
      },
      {
        title: "终端防护",
        passes:
          "在 Windows 上，安全中心报告已启用且病毒库为最新的防病毒软件；在 macOS 上，已安装 Apple 的 XProtect 及其定义。",
        why: "已安装但被禁用的代理在采购清单上看起来没问题，实际上什么也保护不了。",
      },
    ],
    howTitle: "工作方式",
    steps: [
      "使用 Fleetward 提供的注册密钥和 flags 文件，在每台电脑上安装开源代理 osquery。",
      "osquery 会自行签到，发送设备信息，并在设备上执行每条策略（一条只读 SQL 查询）。",
      "每条策略适用于其编写时针对的平台，并使用您设定的阈值，例如最低 macOS 版本。",
      "未通过的设备会显示在安全状况仪表板上，附带使用人、原因以及开始失败的日期。",
      "当设备开始不符合某条策略或重新通过时，所有者和管理员会收到邮件和应用内通知；Webhook 可以把每次变化转发到您自己的工具。",
    ],
    platformsTitle: "支持的平台",
    platformsIntro: "各平台通过 osquery 上报的内容，以及策略库覆盖的检查。",
    platformsCaption: "各平台支持的检查",
    columns: {
      platform: "平台",
      source: "数据来源",
      encryption: "加密",
      patch: "补丁级别",
      lock: "屏幕锁定",
      protection: "终端防护",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "最低版本，自动检查更新",
        lock: "是",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "最低内部版本，自动更新",
        lock: "是",
        protection: "防病毒（安全中心）",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "自动更新",
        lock: "策略库中无对应策略",
        protection: "策略库中无对应策略",
      },
    ],
    boundariesTitle: "我们绝不会做的事",
    boundaries: [
      {
        title: "不碰恢复密钥",
        text: "磁盘加密策略向 osquery 查询 FileVault、BitLocker 或 LUKS 是否已开启。我们从不读取、复制或存储恢复密钥。",
      },
      {
        title: "只读代理",
        text: "开源代理 osquery 只响应只读查询：Fleetward 能看到设备状态，但无法更改。",
      },
      {
        title: "不做静默更改",
        text: "Fleetward 只负责报告和提醒，不会向您的设备发送任何命令：不远程锁定，也不擦除。",
      },
    ],
    startTitle: "一个下午即可看到您的安全状况",
    start:
      "用 osquery 注册您的第一批电脑，一小时内即可看到它们的安全状况报告。试用 90 天免费，无需信用卡。",
    guidesLink: "阅读设置指南",
  },
  helpCentre: {
    eyebrow: "帮助中心",
    lead: "为 Fleetward 管理员、技术人员和试用用户提供解答。请先搜索：大多数问题不到一分钟就能找到答案。",
    searchTitle: "搜索",
    topicsTitle: "按主题浏览",
    topics: [
      {
        title: "常见问题",
        text: "关于账户、免费试用、设备和安全的 20 条简短解答。",
        cta: "浏览常见问题",
      },
      {
        title: "分步指南",
        text: "从第一次 CSV 导入到设备退役的操作指南。",
        cta: "打开指南",
      },
      {
        title: "联系支持",
        text: "支持时间、各方案的响应时间，以及按严重程度分派请求的表单。",
        cta: "获取支持",
      },
      {
        title: "文档和 API",
        text: "概念、配置以及用于集成的 REST API 参考。",
        cta: "阅读文档",
      },
    ],
    popularTitle: "热门文章",
    popular: [
      { title: "从 CSV 导入设备", meta: "指南 · 15 分钟" },
      { title: "注册 macOS 设备", meta: "指南 · 20 分钟" },
      { title: "90 天结束后会怎样？", meta: "常见问题 · 免费试用" },
      { title: "为借用笔记本设置借出", meta: "指南 · 10 分钟" },
      { title: "为什么一台设备出现了两次？", meta: "常见问题 · 设备" },
      { title: "Fleetward 会存储磁盘恢复密钥吗？", meta: "常见问题 · 安全" },
    ],
    stillStuckTitle: "仍未解决？",
    stillStuck:
      "我们的支持团队周一至周五工作，从柏林时间 08:00 到奥斯汀时间 17:00。请附上您的工作区地址发送<support>支持请求</support>，或在<forums>社区论坛</forums>中向其他 IT 团队提问。",
    faqs: {
      topicsLabel: "常见问题主题",
      moreTitle: "没有找到答案？",
      more: "请参阅<guides>分步指南</guides>或<support>发送支持请求</support>。我们会在两个工作日内回复试用用户，在八个工作小时内回复付费客户。",
    },
    guides: {
      allTitle: "全部指南",
      stepsTitle: "分步说明",
      minutes: "{{minutes}} 分钟",
      helpTitle: "需要帮助？",
      help: "如果某个步骤与您在工作区中看到的不一致，请在<support>支持请求</support>中告诉我们是哪篇指南的哪一步。我们会随每月发布更新这些指南。",
    },
    support: {
      lead: "每个请求都由熟悉设备管理的真人回复。",
      hoursTitle: "支持时间",
      hours: [
        { region: "欧洲", team: "柏林", time: "周一至周五，08:00–18:00（CET）" },
        { region: "北美", team: "奥斯汀", time: "周一至周五，08:00–17:00（CT）" },
        { region: "紧急问题", team: "Enterprise 值班团队", time: "全天 24 小时，每周 7 天" },
      ],
      hoursNote:
        "工作时间不含柏林和得克萨斯州的公共假日。Enterprise 的紧急问题在这些日子同样有人处理。",
      slaTitle: "各方案的响应时间",
      slaIntro:
        "指到我们第一次人工回复的时间，而不是自动确认。严重程度由您在表单中选择；我们可能会调整，调整时会告知您。",
      slaCaption: "按方案和严重程度划分的首次响应时间",
      severityColumn: "严重程度",
      planColumns: ["免费试用", "Business", "Enterprise"],
      slaRows: [
        { severity: "紧急", times: ["2 个工作日", "4 个工作小时", "1 小时，全天候"] },
        { severity: "高", times: ["2 个工作日", "8 个工作小时", "4 个工作小时"] },
        { severity: "普通", times: ["2 个工作日", "8 个工作小时", "8 个工作小时"] },
        { severity: "低", times: ["5 个工作日", "2 个工作日", "1 个工作日"] },
      ],
      requestTitle: "发送支持请求",
      includeTitle: "请提供以下信息",
      checklist: [
        "您的工作区地址，例如 yourcompany.fleetward.com",
        "您尝试执行的操作，逐步说明",
        "您期望的结果和实际发生的情况，以及准确的错误信息",
        "问题何时开始，影响的是一个用户、一台设备还是所有人",
        "相关设备的序列号或资产标签（如有）",
        "一张已模糊处理个人数据的截图",
      ],
      vulnerability: "要报告安全漏洞？请改为发送邮件至 <mail>security@fleetward.com</mail>。",
      beforeTitle: "写信之前",
      before:
        "许多问题在<faqs>常见问题</faqs>和<guides>设置指南</guides>中已有解答。有关价格或新合同的问题，请联系我们的<sales>销售团队</sales>。",
    },
    form: {
      name: "您的姓名",
      email: "您的 Fleetward 账户电子邮件地址",
      subject: "主题",
      subjectHint: "一行即可，例如：一台 Mac 从 11 月 12 日起不再上报。",
      severity: "严重程度",
      severities: {
        low: "低 — 一般问题或显示问题",
        normal: "普通 — 某些功能不可用，但有替代办法",
        high: "高 — 团队依赖的功能无法使用",
        urgent: "紧急 — 工作区无法访问或数据看起来有误",
      },
      description: "描述",
      descriptionHint:
        "您的工作区地址、您做了什么、期望的结果以及实际发生的情况。切勿填写密码或恢复密钥。",
      sending: "正在发送…",
      send: "发送支持请求",
      received: "已收到支持请求 {{reference}}。",
      sent: "我们已收到“{{subject}}”，工单号为 <ref>{{reference}}</ref>。就此事写信至 support@fleetward.com 时，请注明此编号。",
    },
  },
  legal: {
    eyebrow: "法律信息",
    termsLead:
      "您的组织与 Fleetward GmbH 之间关于使用 Fleetward 的协议，涵盖从 90 天免费试用到付费的 Business 和 Enterprise 订阅。正文为英文。",
    privacyLead:
      "说明您访问我们的网站、使用账户或与我们联系时，Fleetward 处理哪些个人数据、为何需要这些数据、保存多长时间，以及如何行使您在 GDPR 下的权利。正文为英文。",
  },
  documentation: {
    eyebrow: "产品",
    lead: "介绍 Fleetward 的组织方式、如何设置工作区以及如何通过 REST API 进行集成。分任务的操作说明请参阅帮助中心。文档为英文。",
  },
};
