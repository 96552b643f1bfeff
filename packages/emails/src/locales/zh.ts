import type { EmailStrings } from "./en.ts";

export const emailZh: EmailStrings = {
  common: {
    greeting: "{{name}}，您好：",
    linkFallback: "如果按钮无法使用，请将以下地址复制到浏览器中打开：",
    securityAlert: "安全警报",
    textAction: "{{label}}：{{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · 德国",
    moment: "{{date}} {{time}}（UTC）",
    browserOnSystem: "{{system}} 上的 {{browser}}",
    unknownBrowser: "未知浏览器",
  },
  confirmation: {
    subject: "请确认您的 Fleetward 电子邮件地址",
    preheader: "只需点击一次即可确认您的地址，并开始 90 天试用。",
    reason: "您收到此邮件，是因为有人使用此地址创建了 Fleetward 账户。",
    heading: "请确认您的电子邮件地址",
    intro:
      "感谢您创建 Fleetward 账户。请确认这是您的电子邮件地址，以便我们向您发送安全警报和发票。",
    button: "确认电子邮件地址",
    next: "确认后，您即可开始 90 天免费试用，并在大约十五分钟内注册您的首批设备。",
    linkHelp: {
      other: "此链接在 {{count}} 小时内有效。如果按钮无法使用，请将以下地址复制到浏览器中打开：",
    },
    notYou: "如果您没有创建账户，请忽略此邮件；该地址将保持未确认状态。",
    textIntro: "感谢您创建 Fleetward 账户。请打开以下链接，确认这是您的电子邮件地址：",
    textExpiry: { other: "链接在 {{count}} 小时内有效。" },
  },
  passwordReset: {
    subject: "重置您的 Fleetward 密码",
    preheader: { other: "请在 {{count}} 分钟内使用此链接设置新密码。" },
    reason: "您收到此邮件，是因为有人为您的 Fleetward 账户申请了密码重置。",
    heading: "重置密码",
    intro: {
      other:
        "我们收到了重置您 Fleetward 账户密码的请求。请点击下方按钮设置新密码。该链接仅可使用一次，并将在 {{count}} 分钟后失效。",
    },
    button: "设置新密码",
    requestedOn: "申请时间：{{moment}}",
    requestedFrom: "申请来源：{{client}}",
    notYou:
      "如果这不是您本人的操作，可以忽略此邮件，您的密码不会改变。如果您多次收到此类邮件但并未申请，请发送邮件至 security@fleetward.com 告知我们。",
    textIntro: "我们收到了重置您 Fleetward 账户密码的请求。请通过以下链接设置新密码：",
    textExpiry: { other: "该链接仅可使用一次，并将在 {{count}} 分钟后失效。" },
    textRequested: "申请时间：{{moment}}；申请来源：{{client}}。",
    textNotYou: "如果这不是您本人的操作，可以忽略此邮件，您的密码不会改变。",
  },
  alert: {
    subject: { other: "需要处理：{{device}} 有 {{count}} 项安全检查未通过" },
    preheader: "{{device}} 需要您花几分钟处理。",
    reason: "您收到此邮件，是因为您是工作区“{{workspace}}”中 {{device}} 的所有者。",
    heading: "您的笔记本电脑需要处理",
    introOne:
      "Fleetward 发现分配给您的一台设备有一项安全检查未通过。此类问题大多可以通过重启设备并安装待处理的更新来解决。",
    introMany:
      "Fleetward 发现分配给您的一台设备有多项安全检查未通过。此类问题大多可以通过重启设备并安装待处理的更新来解决。",
    serial: "序列号 {{serial}}",
    assignedTo: "使用人：{{name}}",
    failingSince: "自 {{date}} 起未通过",
    button: "查看修复方法",
    escalation: {
      other:
        "如果 {{count}} 天后检查仍未通过，该设备将作为不合规设备报告给您的 IT 团队。如果您认为有误，请直接回复此邮件，您的 IT 团队会收到您的回复。",
    },
  },
  accountAlert: {
    reason: "您收到此邮件，是因为此地址属于一个 Fleetward 账户。",
    signupAttempt: {
      title: "有人尝试使用您的电子邮件地址注册",
      attempt:
        "{{moment}}，有人（{{client}}）尝试使用此电子邮件地址创建新的 Fleetward 账户。由于该地址已属于您的账户，因此未创建新账户。",
      advice:
        "如果是您本人，请使用现有账户登录；如果忘记了密码，请重置密码。如果不是您本人，可以忽略此邮件，您的账户没有任何变化。",
      action: "登录",
    },
    passwordChanged: {
      title: "您的 Fleetward 密码已更改",
      changedEverywhere:
        "您的 Fleetward 账户密码已于 {{moment}} 更改，所有已登录您账户的设备均已退出登录。",
      changedElsewhere:
        "您的 Fleetward 账户密码已于 {{moment}} 更改，所有其他已登录您账户的设备均已退出登录。",
      advice:
        "如果是您本人操作，则无需执行其他操作。如果不是，请立即重置密码，并发送邮件至 security@fleetward.com 告知我们。",
      action: "重置密码",
    },
    secondFactors: {
      authenticatorApp: "一个身份验证器应用",
      passkey: "通行密钥“{{name}}”",
      recoveryCodes: "一组新的恢复码",
      addedTitle: "您的 Fleetward 账户已添加双重验证方式",
      added:
        "{{moment}}，您的 Fleetward 账户添加了{{factor}}。今后使用密码登录时，还需要完成第二重验证。",
      removedTitle: "您的 Fleetward 账户已移除一种双重验证方式",
      removed: "{{moment}}，您的 Fleetward 账户移除了{{factor}}。",
      codesTitle: "已为您的 Fleetward 账户生成新的恢复码",
      codes: "{{moment}}，已为您的 Fleetward 账户生成{{factor}}。您之前的恢复码已全部失效。",
      recoveryUsedTitle: "有人使用恢复码登录了您的 Fleetward 账户",
      recoveryUsed: {
        other:
          "{{moment}}，有人（{{client}}）使用您的一个恢复码登录了您的 Fleetward 账户。您还剩 {{count}} 个恢复码。",
      },
      advice:
        "如果是您本人操作，则无需执行其他操作。如果不是，请立即更改密码，在账户设置中检查您的双重验证方式，并发送邮件至 security@fleetward.com 告知我们。",
      action: "检查账户安全设置",
    },
    ssoChanged: {
      reason: "您收到此邮件，是因为您是 {{workspace}} 的所有者或管理员。",
      title: "{{workspace}} 的企业单点登录已更改",
      connected: "{{moment}}，{{actor}} 通过 {{protocol}} 将 {{workspace}} 连接到了身份提供商。",
      removed: "{{moment}}，{{actor}} 移除了 {{workspace}} 的企业单点登录。",
      required:
        "{{moment}}，{{actor}} 要求 {{domains}} 域名下的地址必须使用企业单点登录：使用这些地址的成员今后只能通过身份提供商登录 {{workspace}}。",
      notRequired:
        "{{moment}}，{{actor}} 取消了 {{workspace}} 对企业单点登录的强制要求：成员可以重新使用其他方式登录。",
      domainVerified:
        "{{moment}}，{{actor}} 为 {{workspace}} 的企业单点登录验证了域名 {{domain}}：使用该域名地址的人员可以通过工作区的身份提供商登录该工作区。",
      domainRemoved:
        "{{moment}}，{{actor}} 从 {{workspace}} 的企业单点登录中移除了域名 {{domain}}。",
      advice:
        "如果您预料到此更改，则无需执行任何操作。如果没有，请立即检查工作区的登录设置：谁控制企业单点登录，谁就决定哪些人可以登录该工作区。",
      action: "检查工作区登录设置",
    },
  },
  invoice: {
    subject: "您的 Fleetward 发票 {{number}}",
    preheader: "发票 {{number}}：应付 {{total}}，到期日 {{date}}。",
    reason: "您收到此邮件，是因为您是 {{company}} 的账单联系人。",
    heading: "发票 {{number}}",
    intro:
      "这是 {{company}} {{period}}的发票。PDF 文件已作为附件随邮件发送，您也可以在账户中查看。",
    issued: "开具日期：{{date}}",
    due: "到期日：{{date}}",
    description: "说明",
    quantity: "数量",
    amount: "金额",
    unitPrice: "单价 {{price}}",
    subtotal: "小计",
    vat: "增值税 {{percent}}%",
    total: "应付总额",
    button: "查看并支付发票",
    payment:
      "使用银行卡付款？您无需任何操作：我们将在到期日从您登记的银行卡中扣款。对这张发票有疑问？请直接回复此邮件，我们的账务团队将在一个工作日内答复。",
  },
  workspaceInvitation: {
    subject: "{{inviter}} 邀请您加入 Fleetward 上的 {{workspace}}",
    preheader: "以{{role}}角色加入 {{workspace}} 工作区。",
    reason: "您收到此邮件，是因为 {{inviter}} 邀请此地址加入一个 Fleetward 工作区。",
    heading: "加入 Fleetward 上的 {{workspace}}",
    intro: "{{inviter}} 邀请您以{{role}}角色在 {{workspace}} 资产台账中工作。",
    button: "接受邀请",
    expiry: "该链接仅可使用一次，将于 {{moment}} 失效。",
    notYou: "没有预料到这封邮件？请忽略它：只要您不接受，就不会发生任何事情。",
    textIntro: "{{inviter}} 邀请您以{{role}}角色在 {{workspace}} 资产台账中工作。请在此接受邀请：",
    roles: {
      admin: "管理员",
      technician: "技术员",
      viewer: "查看者",
    },
  },
  workspaceDigest: {
    subject: {
      other: "{{workspace}}：{{count}} 项待处理",
    },
    preheader: "{{workspace}} 中需要关注的保修、许可证和归还。",
    reason:
      "您收到此邮件，是因为您是 {{workspace}} 工作区的所有者、管理员或技术员。您可以在 Fleetward 账户的“通知”中关闭工作区提醒。",
    heading: "{{workspace}} 的待处理事项",
    intro: "以下是 {{workspace}} 在 {{date}} 需要关注的事项。",
    warranties: "30 天内保修到期",
    warrantyLine: "保修到期日 {{date}}",
    licenses: "30 天内到期的许可证",
    licenseLine: "到期日 {{date}}",
    overdue: "逾期未归还",
    overdueLine: "持有人：{{holder}}，应归还日期 {{date}}",
    overdueLineNoHolder: "应归还日期 {{date}}",
    more: {
      other: "……另有 {{count}} 项",
    },
    seeAllOverdue: "查看所有逾期未归还",
    button: "打开仪表板",
    summary: {
      warranties: {
        other: "{{count}} 项保修将在 30 天内到期",
      },
      licenses: {
        other: "{{count}} 个许可证将在 30 天内到期",
      },
      overdue: {
        other: "{{count}} 项逾期未归还",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}：有设备未通过安全策略",
    subjectPassing: "{{workspace}}：设备重新通过安全策略",
    preheader: "在 {{workspace}} 中开始未通过或重新通过安全策略的设备。",
    reason:
      "您收到此邮件，是因为您是 {{workspace}} 工作区的所有者或管理员。您可以在 Fleetward 账户的“通知”中关闭工作区邮件。",
    heading: "{{workspace}} 的安全状态变化",
    intro: "以下设备在 {{workspace}} 的安全策略上的状态发生了变化。",
    failing: "现未通过",
    passing: "重新通过",
    button: "打开安全概览",
  },
  sample: {
    diskEncryption: "磁盘加密",
    diskEncryptionDetail: "驱动器 C: 上的 BitLocker 保护已暂停。",
    osUpdates: "操作系统更新",
    osUpdatesDetail: "Windows 11 的最新累积更新已逾期 12 天。",
    invoiceLine: "Fleetward Business — 设备（{{period}}最高数量）",
    city: "阿姆斯特丹",
  },
};
