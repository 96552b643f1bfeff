import type { EmailStrings } from "./en.ts";

export const emailJa: EmailStrings = {
  common: {
    greeting: "{{name}} 様",
    linkFallback:
      "ボタンが機能しない場合は、次のアドレスをコピーしてブラウザーに貼り付けてください：",
    securityAlert: "セキュリティ警告",
    textAction: "{{label}}：{{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · ドイツ",
    moment: "{{date}} {{time}}（UTC）",
    browserOnSystem: "{{system}}上の{{browser}}",
    unknownBrowser: "不明なブラウザー",
  },
  confirmation: {
    subject: "【Fleetward】メールアドレスのご確認",
    preheader: "ワンクリックでアドレスを確認し、90日間のトライアルを開始できます。",
    reason: "このメールは、このアドレスでFleetwardアカウントが作成されたため、お送りしています。",
    heading: "メールアドレスのご確認",
    intro:
      "Fleetwardアカウントを作成いただき、ありがとうございます。セキュリティ警告や請求書をお送りするため、このメールアドレスがお客様のものであることをご確認ください。",
    button: "メールアドレスを確認する",
    next: "確認が完了すると、90日間の無料トライアルを開始し、約15分で最初のデバイスを登録できます。",
    linkHelp: {
      other:
        "このリンクの有効期間は{{count}}時間です。ボタンが機能しない場合は、次のアドレスをコピーしてブラウザーに貼り付けてください：",
    },
    notYou:
      "アカウントを作成した覚えがない場合は、このメールを破棄してください。アドレスは未確認のままとなります。",
    textIntro:
      "Fleetwardアカウントを作成いただき、ありがとうございます。次のリンクを開いて、このメールアドレスがお客様のものであることをご確認ください：",
    textExpiry: { other: "リンクの有効期間は{{count}}時間です。" },
  },
  passwordReset: {
    subject: "【Fleetward】パスワード再設定のご案内",
    preheader: {
      other: "{{count}}分以内にこのリンクから新しいパスワードを設定してください。",
    },
    reason:
      "このメールは、お客様のFleetwardアカウントでパスワードの再設定が申請されたため、お送りしています。",
    heading: "パスワードの再設定",
    intro: {
      other:
        "Fleetwardアカウントのパスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。リンクは1回のみ使用でき、{{count}}分後に無効になります。",
    },
    button: "新しいパスワードを設定する",
    requestedOn: "申請日時：{{moment}}",
    requestedFrom: "申請元：{{client}}",
    notYou:
      "お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。申請していないのにこのようなメールが何度も届く場合は、security@fleetward.com までお知らせください。",
    textIntro:
      "Fleetwardアカウントのパスワード再設定のリクエストを受け付けました。次のリンクから新しいパスワードを設定してください：",
    textExpiry: { other: "リンクは1回のみ使用でき、{{count}}分後に無効になります。" },
    textRequested: "申請日時：{{moment}}、申請元：{{client}}",
    textNotYou:
      "お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。",
  },
  alert: {
    subject: {
      other: "【要対応】{{device}}で{{count}}件のセキュリティチェックが失敗しています",
    },
    preheader: "{{device}}について、数分ほどご対応をお願いします。",
    reason:
      "このメールは、お客様がワークスペース「{{workspace}}」の{{device}}の所有者であるため、お送りしています。",
    heading: "ノートパソコンへの対応が必要です",
    introOne:
      "Fleetwardは、お客様に割り当てられたデバイスでセキュリティチェックの失敗を検出しました。ほとんどの場合、デバイスを再起動して保留中の更新プログラムをインストールすると解決します。",
    introMany:
      "Fleetwardは、お客様に割り当てられたデバイスで複数のセキュリティチェックの失敗を検出しました。ほとんどの場合、デバイスを再起動して保留中の更新プログラムをインストールすると解決します。",
    serial: "シリアル番号 {{serial}}",
    assignedTo: "使用者：{{name}}",
    failingSince: "{{date}}から失敗",
    button: "対処方法を見る",
    escalation: {
      other:
        "{{count}}日後もチェックが失敗している場合、このデバイスはポリシー非準拠としてITチームに報告されます。誤りだと思われる場合は、このメールにご返信ください。ITチームに届きます。",
    },
  },
  accountAlert: {
    reason:
      "このメールは、このアドレスがFleetwardアカウントに登録されているため、お送りしています。",
    signupAttempt: {
      title: "お客様のメールアドレスで新規登録が試みられました",
      attempt:
        "{{moment}}に、どなたか（{{client}}）がこのメールアドレスで新しいFleetwardアカウントを作成しようとしました。このアドレスはすでにお客様のアカウントで使用されているため、新しいアカウントは作成されていません。",
      advice:
        "お客様ご本人による操作の場合は、既存のアカウントでログインするか、パスワードをお忘れの場合は再設定してください。お心当たりがない場合は、このメールを破棄してください。アカウントに変更はありません。",
      action: "ログイン",
    },
    passwordChanged: {
      title: "Fleetwardのパスワードが変更されました",
      changedEverywhere:
        "{{moment}}にFleetwardアカウントのパスワードが変更され、アカウントにログインしていたすべてのデバイスがログアウトされました。",
      changedElsewhere:
        "{{moment}}にFleetwardアカウントのパスワードが変更され、アカウントにログインしていた他のすべてのデバイスがログアウトされました。",
      advice:
        "お客様ご自身による変更であれば、対応は不要です。お心当たりがない場合は、すぐにパスワードを再設定し、security@fleetward.com までお知らせください。",
      action: "パスワードを再設定する",
    },
    secondFactors: {
      authenticatorApp: "認証アプリ",
      passkey: "パスキー「{{name}}」",
      recoveryCodes: "新しいリカバリーコード",
      addedTitle: "Fleetwardアカウントに2段階認証の方法が追加されました",
      added:
        "{{moment}}に、Fleetwardアカウントに{{factor}}が追加されました。今後、パスワードでログインする際は、2段階認証も求められます。",
      removedTitle: "Fleetwardアカウントから2段階認証の方法が削除されました",
      removed: "{{moment}}に、Fleetwardアカウントから{{factor}}が削除されました。",
      codesTitle: "Fleetwardアカウントの新しいリカバリーコードが発行されました",
      codes:
        "{{moment}}に、Fleetwardアカウントの{{factor}}が発行されました。以前のリカバリーコードは使用できなくなりました。",
      recoveryUsedTitle: "Fleetwardアカウントへのログインにリカバリーコードが使用されました",
      recoveryUsed: {
        other:
          "{{moment}}に、どなたか（{{client}}）がリカバリーコードの1つを使用してFleetwardアカウントにログインしました。残りのリカバリーコードは{{count}}個です。",
      },
      advice:
        "お客様ご自身による操作であれば、対応は不要です。お心当たりがない場合は、すぐにパスワードを変更し、アカウント設定で2段階認証の方法をご確認のうえ、security@fleetward.com までお知らせください。",
      action: "アカウントのセキュリティを確認する",
    },
    ssoChanged: {
      reason:
        "このメールは、お客様が{{workspace}}のオーナーまたは管理者であるため、お送りしています。",
      title: "{{workspace}}のシングルサインオンが変更されました",
      connected:
        "{{moment}}に、{{actor}}が{{protocol}}を使って{{workspace}}をIDプロバイダーに接続しました。",
      removed: "{{moment}}に、{{actor}}が{{workspace}}のシングルサインオンを削除しました。",
      required:
        "{{moment}}に、{{actor}}が{{domains}}のアドレスに対してシングルサインオンを必須にしました。該当するアドレスのメンバーは、今後IDプロバイダー経由でしか{{workspace}}にログインできません。",
      notRequired:
        "{{moment}}に、{{actor}}が{{workspace}}のシングルサインオンの必須設定を解除しました。メンバーは再びシングルサインオンを使わずにログインできます。",
      domainVerified:
        "{{moment}}に、{{actor}}が{{workspace}}のシングルサインオン用にドメイン{{domain}}を検証しました。このドメインのアドレスを持つユーザーは、ワークスペースのIDプロバイダー経由でログインできます。",
      domainRemoved:
        "{{moment}}に、{{actor}}が{{workspace}}のシングルサインオンからドメイン{{domain}}を削除しました。",
      advice:
        "この変更に心当たりがある場合は、対応は不要です。心当たりがない場合は、今すぐワークスペースのログイン設定を確認してください。シングルサインオンを管理する人が、ワークスペースにログインできる人を決めることになります。",
      action: "ワークスペースのログイン設定を確認する",
    },
  },
  invoice: {
    subject: "【Fleetward】請求書 {{number}}",
    preheader: "請求書 {{number}}：{{total}}（お支払期限：{{date}}）",
    reason: "このメールは、お客様が{{company}}の請求先担当者であるため、お送りしています。",
    heading: "請求書 {{number}}",
    intro:
      "{{company}}様の{{period}}分の請求書をお送りします。PDFを添付しておりますが、アカウントからもご覧いただけます。",
    issued: "発行日：{{date}}",
    due: "お支払期限：{{date}}",
    description: "内容",
    quantity: "数量",
    amount: "金額",
    unitPrice: "単価 {{price}}",
    subtotal: "小計",
    vat: "付加価値税（{{percent}}%）",
    total: "ご請求金額",
    button: "請求書を確認して支払う",
    payment:
      "カードでお支払いの場合、お手続きは不要です。お支払期限日に登録済みのカードに請求いたします。この請求書についてご不明な点がありましたら、このメールにご返信ください。請求担当チームが1営業日以内に回答いたします。",
  },
  workspaceInvitation: {
    subject: "{{inviter}} さんから Fleetward の {{workspace}} に招待されました",
    preheader: "{{role}} のロールで {{workspace}} ワークスペースに参加してください。",
    reason:
      "このメールは、{{inviter}} さんがこのアドレスを Fleetward のワークスペースに招待したため送信されました。",
    heading: "Fleetward の {{workspace}} に参加する",
    intro:
      "{{inviter}} さんから、{{role}} のロールで {{workspace}} の資産台帳に参加するよう招待されました。",
    button: "招待を承諾する",
    expiry: "このリンクは 1 回のみ有効で、{{moment}} に期限切れになります。",
    notYou: "心当たりがない場合は、このメールを破棄してください。承諾しない限り何も起こりません。",
    textIntro:
      "{{inviter}} さんから、{{role}} のロールで {{workspace}} の資産台帳に参加するよう招待されました。こちらから承諾してください：",
    roles: {
      admin: "管理者",
      technician: "技術者",
      viewer: "閲覧者",
    },
  },
  workspaceDigest: {
    subject: {
      other: "{{workspace}}: 対応が必要な項目 {{count}} 件",
    },
    preheader: "{{workspace}} で対応が必要な保証、ライセンス、返却。",
    reason:
      "このメールは、あなたが {{workspace}} ワークスペースのオーナー、管理者、または技術者であるため送信されました。ワークスペースのリマインダーは Fleetward アカウントの「通知」でオフにできます。",
    heading: "{{workspace}} の期限が近い項目",
    intro: "{{date}} 時点で {{workspace}} で対応が必要な項目です。",
    warranties: "30 日以内に終了する保証",
    warrantyLine: "保証終了日 {{date}}",
    licenses: "30 日以内に期限切れになるライセンス",
    licenseLine: "有効期限 {{date}}",
    overdue: "返却期限切れ",
    overdueLine: "保有者: {{holder}}、返却予定日 {{date}}",
    overdueLineNoHolder: "返却予定日 {{date}}",
    more: {
      other: "…ほか {{count}} 件",
    },
    seeAllOverdue: "返却期限切れをすべて表示",
    button: "ダッシュボードを開く",
    summary: {
      warranties: {
        other: "30 日以内に終了する保証 {{count}} 件",
      },
      licenses: {
        other: "30 日以内に期限切れになるライセンス {{count}} 件",
      },
      overdue: {
        other: "返却期限切れ {{count}} 件",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: ポリシーに違反しているデバイスがあります",
    subjectPassing: "{{workspace}}: デバイスが再びポリシーに準拠しました",
    preheader: "{{workspace}} でセキュリティポリシーに違反した、または再び準拠したデバイス。",
    reason:
      "このメールは、{{workspace}} ワークスペースのオーナーまたは管理者であるため送信されています。ワークスペースのメールは Fleetward アカウントの「通知」でオフにできます。",
    heading: "{{workspace}} のセキュリティ状態の変化",
    intro: "以下のデバイスで {{workspace}} のセキュリティポリシーの結果が変わりました。",
    failing: "違反中",
    passing: "再び準拠",
    button: "セキュリティ概要を開く",
  },
  sample: {
    diskEncryption: "ディスク暗号化",
    diskEncryptionDetail: "ドライブ C: の BitLocker 保護が一時停止されています。",
    osUpdates: "OSの更新",
    osUpdatesDetail: "Windows 11の最新の累積更新プログラムが、12日間適用されていません。",
    invoiceLine: "Fleetward Business — デバイス（{{period}}の最大台数）",
    city: "アムステルダム",
  },
};
