import type { Translation } from "./en.ts";

export const ja: Translation = {
  login_failed: "ログインに失敗しました。認証情報をご確認ください。",
  login_error: "予期しないエラーが発生しました。もう一度お試しください。",
  login_success: "ログインしました。",
  welcome_back: "おかえりなさい！",
  logout_success: "ログアウトしました",
  see_you_again: "またのご利用をお待ちしております。",

  common: {
    appName: "Fleetward",
    tagline: "IT資産とデバイスの管理を、ひとつのアプリで安全に",
    skipToContent: "メインコンテンツへスキップ",
    loading: "読み込み中…",
    close: "閉じる",
    home: "ホーム",
    backHome: "ホームに戻る",
    signIn: "ログイン",
    signUp: "アカウント作成",
    startTrial: "無料トライアルを開始",
    signOut: "ログアウト",
    learnMore: "詳細を見る",
    readMore: "続きを読む",
    contactSales: "営業に問い合わせる",
    breadcrumb: "パンくずリスト",
    onThisPage: "このページの内容",
    trialBadge: "90日間無料・クレジットカード不要",
  },

  nav: {
    mainLabel: "メインナビゲーション",
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
    product: "製品",
    resources: "リソース",
    company: "会社情報",
    services: "サービス",
    serviceDetail: "デバイスセキュリティサービス",
    pricing: "料金",
    customerStories: "導入事例",
    testimonials: "お客様の声",
    documentation: "ドキュメント",
    changelog: "更新履歴",
    uiComponents: "UIコンポーネント",
    blog: "ブログ",
    knowledgeBase: "ナレッジベース",
    courses: "コース",
    forums: "フォーラム",
    helpCenter: "ヘルプセンター",
    faqs: "よくある質問",
    guides: "ガイド",
    support: "サポート",
    about: "会社概要",
    team: "チーム",
    careers: "採用情報",
    jobBoard: "求人掲示板",
    contact: "お問い合わせ",
  },

  account: {
    menuLabel: "アカウントメニュー",
    sidebarLabel: "アカウントナビゲーション",
    signedInAs: "{{name}}としてログイン中",
    profile: "プロフィール",
    billing: "請求",
    payment: "支払い",
    invoice: "請求書",
    social: "SNSリンク",
    notifications: "通知",
    settings: "設定",
    lock: "画面をロック",
    collapseSidebar: "サイドバーを折りたたむ",
    expandSidebar: "サイドバーを展開",
  },

  footer: {
    about:
      "Fleetwardは、組織が所有するすべてのノートPC、スマートフォン、サーバー、ライセンスを正確に把握し、対応が必要なデバイスをひと目でお知らせします。",
    product: "製品",
    resources: "リソース",
    company: "会社情報",
    legal: "法的情報",
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    trialTerms: "トライアル規約",
    copyright: "© {{year}} Fleetward. 無断転載を禁じます。",
    languageLabel: "言語",
  },

  newsletter: {
    title: "デバイスのリスクに先手を",
    description:
      "月1回のメールで、セキュリティ勧告、資産管理のヒント、製品ニュースをお届けします。",
    emailLabel: "メールアドレス",
    placeholder: "name@company.co.jp",
    submit: "登録する",
    submitting: "登録中…",
    success: "ありがとうございます。受信トレイのメールから購読登録を確定してください。",
    invalidEmail: "有効なメールアドレスを入力してください。",
  },

  cookies: {
    title: "Cookie",
    message:
      "当サイトでは、ログイン状態の維持とフォームの保護に必要なCookieのみを使用しています。広告やトラッキング用のCookieは使用していません。",
    accept: "了解しました",
    learnMore: "プライバシーポリシーを読む",
  },

  settings: {
    open: "外観設定を開く",
    title: "外観",
    description: "このデバイスでのFleetwardの表示を調整します。変更はすぐに反映されます。",
    theme: "カラーテーマ",
    themeLight: "ライト",
    themeDark: "ダーク",
    themeSystem: "システム",
    direction: "テキストの方向",
    directionLtr: "左から右",
    directionRtl: "右から左",
    navbar: "ナビゲーションバー",
    navbarSticky: "追従",
    navbarFloating: "フローティング",
    navbarStatic: "固定なし",
    menu: "サイドバーメニュー",
    menuVertical: "縦型",
    menuCollapsible: "折りたたみ式",
    menuHorizontal: "横型",
    layout: "ページ幅",
    layoutFull: "全幅",
    layoutBoxed: "固定幅",
    animation: "ページ切り替え効果",
    animationNone: "なし",
    animationFade: "フェード",
    animationFadeUp: "フェードアップ",
    animationZoom: "ズーム",
    semidark: "ライトテーマでサイドバーをダークに",
    language: "言語",
    reset: "初期設定に戻す",
  },

  auth: {
    errors: {
      usernameTaken: "このユーザー名はすでに使用されています。別のユーザー名を選んでください。",
      passwordRejected:
        "推測されにくいパスワードを選んでください。よく使われるパスワードや、ユーザー名またはメールアドレスと同じパスワードは使用できません。",
      resetLinkInvalid:
        "このリセット用リンクは無効か、有効期限が切れています。以下から新しいリンクをリクエストしてください。",
      incorrectPassword: "パスワードが正しくありません。",
      currentPasswordWrong:
        "現在のパスワードが正しくないか、新しいパスワードが推測されやすすぎます。",
    },
    confirmingTitle: "メールアドレスを確認しています…",
    confirmedTitle: "メールアドレスを確認しました",
    confirmedText:
      "ありがとうございます。アドレスの確認が完了しました。ログインして無料トライアルを開始してください。",
    confirmFailedTitle: "このアドレスを確認できませんでした",
    confirmFailedText:
      "リンクが無効か、すでに使用されているか、有効期限が切れています。ログインして確認メールを再度リクエストするか、もう一度アカウントを作成してください。",
    continueToSignIn: "ログインへ進む",
    fields: {
      workEmail: "勤務先のメールアドレス",
      password: "パスワード",
      username: "ユーザー名",
      newPassword: "新しいパスワード",
      confirmNewPassword: "新しいパスワード（確認）",
    },
    login: {
      lead: "おかえりなさい。ログインして、デバイス、トライアル、アカウントをご確認ください。",
      rememberMe: "ログイン状態を保持する",
      forgotPassword: "パスワードをお忘れですか？",
      submit: "ログイン",
      submitting: "ログイン中…",
      noAccount: "Fleetwardは初めてですか？<a>アカウントを作成</a>",
    },
    signup: {
      lead: "プロフィール、90日間の無料トライアル、そして今後はチームのワークスペースまで、ひとつのアカウントで利用できます。クレジットカードは不要です。",
      usernameHint: "3〜32文字。英字、数字、ピリオド、アンダースコア、ハイフンを使用できます。",
      emailHint: "このアドレスに確認用のリンクをお送りします。",
      acceptTerms: "<a>利用規約</a>に同意します。",
      submit: "アカウントを作成",
      submitting: "アカウントを作成しています…",
      haveAccount: "すでにアカウントをお持ちですか？<a>ログイン</a>",
    },
    signupSuccess: {
      lead: "アカウントが作成されました。{{email}} 宛てに確認用のリンクをお送りしました。リンクを開いて、このアドレスがご本人のものであることを確認してください。",
      leadNoEmail:
        "アカウントが作成されました。ご登録のメールアドレス宛てに確認用のリンクをお送りしました。リンクを開いて、このアドレスがご本人のものであることを確認してください。",
      steps: {
        openEmail: "アドレスの確認をお願いするFleetwardからのメールを開きます。",
        selectButton: "確認ボタンを選択します。ブラウザでFleetwardが開きます。",
        signIn: "ログインし、プロフィールから90日間の無料トライアルを開始します。",
      },
      nothingArrived: "メールが届きませんか？",
      tips: {
        wait: "5分ほどお待ちください。企業のメールフィルターによっては、新しい送信者からのメールを一時的に保留することがあります。",
        spam: "迷惑メール、ジャンク、検疫の各フォルダーを確認し、当社からのメッセージを「迷惑メールではない」としてマークしてください。",
        typo: "登録したアドレスに入力ミスがないかご確認ください。誤りがあった場合は、もう一度アカウントを作成するだけで大丈夫です。",
        allowSender:
          "組織で外部からのメールをフィルタリングしている場合は、Fleetwardからのメールを許可するようIT部門に依頼してください。",
      },
      stillNothing:
        "それでも届かない場合は、<a>サポートにお問い合わせ</a>のうえ、ご使用のアドレスをお知らせください。",
    },
    lockScreen: {
      title: "セッションがロックされています",
      lead: "一定時間操作がなかったため、Fleetwardをロックしました。パスワードを入力すると、中断したところから再開できます。",
      submit: "ロックを解除",
      submitting: "ロックを解除しています…",
      notYou: "ご本人ではありませんか？<a>別のアカウントでログイン</a>",
    },
    recover: {
      requestLead:
        "Fleetwardアカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。",
      newPasswordTitle: "新しいパスワードを設定",
      newPasswordLead:
        "他では使用していないパスワードを選んでください。保存後は、すべてのデバイスで新しいパスワードを使ってログインしてください。",
      remembered: "パスワードを思い出しましたか？<a>ログインに戻る</a>",
    },
    requestReset: {
      emailHint: "アカウント登録時のメールアドレスです。",
      submit: "リセット用リンクを送信",
      submitting: "送信中…",
      sent: "このアドレスのアカウントが存在する場合は、新しいパスワードを設定するためのリンクをお送りしました。届くまでに数分かかることがあります。迷惑メールフォルダーやジャンクフォルダーもご確認ください。",
      useDifferentAddress: "別のアドレスを使用",
    },
    newPassword: {
      changedNotice: "パスワードを変更しました",
      changed: "パスワードが変更されました。<a>新しいパスワードでログイン</a>してください。",
      mismatch: "2つのパスワードが一致しません。",
      confirmHint: "もう一度入力してください。",
      submit: "新しいパスワードを保存",
      submitting: "保存中…",
    },
    passwordStrength: {
      empty: "8〜128文字。長いほど強力になります。",
      strength: "強度：{{level}}。",
      weak: "弱",
      weakAdvice: "8文字以上にしてください。関連のない単語をいくつか組み合わせるのが効果的です。",
      fair: "中",
      fairAdvice: "まずまずです。さらに長くするか、大文字、数字、記号を組み合わせてください。",
      strong: "強",
      strongAdvice: "推測されにくいパスワードです。パスワードマネージャーに保存してください。",
    },
  },

  accountArea: {
    notProvided: "未登録",
    profile: {
      lead: "個人情報と会社情報、メールアドレス、Fleetwardトライアルの状況を確認できます。",
      trialSection: "無料トライアル",
      trialStatus: "トライアルの状況",
      activeUntil: "{{date}}まで有効",
      activeFor90Days: "90日間有効",
      detailsSection: "登録情報",
      detailsIntro:
        "トライアル申し込みフォームの内容が反映されています。修正が必要な場合は、support@fleetward.com までご連絡ください。",
      personalDetails: "個人情報",
      companyDetails: "会社情報",
      emailAddress: "メールアドレス",
      yourApp: "アプリ",
      emailConfirmed: "確認済み",
      emailNotConfirmed: "未確認",
      emailNote:
        "セキュリティアラートやトライアルのリマインダーはこのアドレスに送信されます。確認済みの状態を保ってください。",
      appNote:
        "アプリ名はトライアル申し込みフォームで指定します。ワークスペースは <address/> で利用できるようになります。",
      fields: {
        firstName: "名",
        lastName: "姓",
        username: "ユーザー名",
        title: "敬称",
        position: "役職",
        department: "部署",
        company: "会社名",
        address: "住所",
        phone: "電話番号",
        email: "メールアドレス",
        app: "アプリ",
        appUrl: "アプリのURL",
        trialExpires: "トライアル終了日",
      },
    },
    trial: {
      stepDone: "完了",
      stepCurrent: "現在のステップ",
      stepUpcoming: "未到達",
      steps: {
        none: {
          title: "トライアル未申し込み",
          text: "トライアル規約に同意したうえで、会社の情報とご希望のアプリ名を入力してください。所要時間は約3分です。",
        },
        pending: {
          title: "承認待ち",
          text: "すべての申し込みを担当者が確認しています。通常は1営業日以内に完了し、承認され次第メールでお知らせします。",
        },
        deploying: {
          title: "ワークスペースを準備中",
          text: "専用のワークスペースとそのデータベースを作成しています。通常は数分で完了します。その間、このページを閉じていただいてもかまいません。",
        },
        active: {
          title: "有効",
          text: "ワークスペースを90日間ご利用いただけます。最初のデバイスを登録し、チームを招待しましょう。90日が経過すると、アップグレードしない限りワークスペースは停止されます。",
        },
      },
      next: {
        noneText:
          "Fleetwardのすべての機能を90日間無料でお試しいただけます。クレジットカードは不要です。トライアルはベータ版のため、本番運用に不可欠なデータや機密データは登録しないでください。また、データのエクスポートにはまだ対応していません。",
        startTrial: "無料トライアルを開始",
        pending:
          "お申し込みは順番待ちです。承認され次第、{{email}} 宛てにメールでお知らせします。ほかにお手続きは必要ありません。",
        pendingNoEmail:
          "お申し込みは順番待ちです。承認され次第、メールでお知らせします。ほかにお手続きは必要ありません。",
        deploying:
          "ワークスペースをデプロイしています。数分お待ちいただいてから、このページを再読み込みしてください。",
        openWorkspace: "ワークスペースを開く",
        guides: "スタートガイド",
      },
    },
    billing: {
      lead: "ご利用のプラン、管理しているデバイスの数、請求書の送付先を確認できます。",
      planSection: "プランと利用状況",
      currentPlan: "現在のプラン",
      noPlan: "プランはまだありません",
      noPlanText:
        "まずは90日間の無料トライアルから。すべての機能を利用でき、クレジットカードは不要です。90日が経過するとトライアルは自動的に停止します。ワークスペースを引き続き利用するには、それまでにアップグレードしてください。",
      startTrial: "無料トライアルを開始",
      deviceUsage: "デバイスの利用状況",
      managedDevices_one: "{{count}}<unit>台の管理対象デバイス</unit>",
      managedDevices_other: "{{count}}<unit>台の管理対象デバイス</unit>",
      deviceUsageText:
        "デバイスは、ワークスペースに初めて報告した時点でカウントされます。廃棄済みやアーカイブ済みのデバイスはカウントされないため、請求日の前に整理しておきましょう。",
      detailsSection: "請求先情報",
      billingAddress: "請求先住所",
      noBillingAddress: "請求先住所が登録されていません",
      noBillingAddressText:
        "ベータ終了後に有料プランの提供が始まると、会社の住所がここにコピーされます。最初の請求書が発行される前であれば、経理部門宛てなどに変更できます。",
      keepFleetward: "トライアル終了後もFleetwardを利用する",
      keepFleetwardText:
        "有料プランは管理対象デバイス単位の料金のため、実際に管理している分だけお支払いいただけます。プランを比較するか、大規模なデバイス群向けのボリューム価格について営業にご相談ください。",
      comparePlans: "プランを比較",
      talkToSales: "営業に相談する",
    },
    payment: {
      lead: "Fleetwardのプランのお支払いに使用するカードです。無料トライアルでカードが必要になることはありません。",
      methodsSection: "支払い方法",
      savedMethods: "保存済みの支払い方法",
      noMethod: "支払い方法が登録されていません",
      noMethodText:
        "90日間のトライアルにカードは不要です。後から追加したカードは、ブランド、下4桁、有効期限とともにここに表示されます。",
      addCard: "カードを追加",
      paymentsClosed:
        "カード払いはFleetwardのベータ終了後に開始されます。それまではお支払いが発生しないため、このフォームはまだ送信できません。",
      cardDetails: "カード情報",
      cardHolder: "カード名義人",
      cardNumber: "カード番号",
      expiry: "有効期限（MM/YY）",
      cvc: "CVC",
      saveCard: "カードを保存",
    },
    invoice: {
      lead: "Fleetwardプランのすべての請求書です。対象デバイスも記載されており、PDFでダウンロードできます。",
      historySection: "請求履歴",
      allInvoices: "すべての請求書",
      columns: {
        invoice: "請求書",
        issued: "発行日",
        billingPeriod: "請求期間",
        devices: "デバイス数",
        amount: "金額",
        status: "ステータス",
      },
      download: "ダウンロード",
      noInvoices: "請求書はまだありません",
      noInvoicesText:
        "トライアルは無料のため、請求は発生しません。有料プランに移行すると、最初の請求書がここに表示されます。",
      emailCopy:
        "請求書のコピーをメールで受け取りたい場合は、<a>通知</a>で請求書メールをオンにしてください。",
    },
    social: {
      lead: "コミュニティフォーラムの公開プロフィールと投稿の横に表示されるリンクです。ほかのIT部門があなたを見つけやすくなります。",
      linksSection: "プロフィールのリンク",
      yourLinks: "リンク",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X（Twitter）",
      website: "Webサイト",
      hint: "https:// から始まる完全なアドレスを入力してください。リンクを削除するには、その欄を空にします。",
      submit: "リンクを保存",
      submitting: "保存中…",
      saved: "SNSリンクを保存しました",
    },
    notifications: {
      lead: "Fleetwardから受け取るメールを選択します。パスワードの変更など、アカウントのセキュリティに関するメッセージは常に送信されます。",
      emailSection: "メール通知",
      whatWeSend: "お送りするメール",
      legend: "受け取るメール",
      submit: "設定を保存",
      submitting: "保存中…",
      saved: "通知設定を保存しました",
      options: {
        securityAlerts: "セキュリティアラート",
        securityAlertsText:
          "デバイスのディスク暗号化が解除されたとき、画面ロックやエンドポイント保護が無効になったとき、または報告が途絶えたときに、すぐにお知らせします。",
        complianceDigest: "デバイスのコンプライアンス概要",
        complianceDigestText:
          "毎週月曜日の朝に、ポリシーに準拠していないデバイスを所有者ごとにまとめ、優先して対処すべき点とともにお届けします。",
        trialReminders: "トライアルのリマインダー",
        trialRemindersText: "90日間のトライアル終了の14日前、7日前、1日前にお知らせします。",
        productNews: "製品ニュース",
        productNewsText: "新機能とセキュリティ勧告をお届けします。メールは多くても月1回です。",
        invoices: "請求書",
        invoicesText: "請求書の発行時に、PDFを添付してお送りします。",
      },
    },
    settings: {
      lead: "パスワード、画面がロックされるタイミング、ログイン中の場所を管理して、アカウントを安全に保ちましょう。",
      securitySection: "セキュリティ",
      changePassword: "パスワードを変更",
      autoLock: "自動ロック",
      activeSessions: "アクティブなセッション",
      thisBrowser: "このブラウザ",
      currentSession: "現在のセッション",
      sharedComputer:
        "共用のコンピューターや借りたコンピューターを使用しましたか？その場合は、そのコンピューターのアカウントメニューで「ログアウト」を選択してください。そのブラウザだけでなく、当社のサーバー上のセッションも終了します。",
      dangerSection: "危険な操作",
      deleteAccount: "アカウントを削除",
      deleteText:
        "アカウントを削除すると、プロフィール、トライアルの申し込み、ワークスペースとその中のすべてのデバイス記録が削除されます。Fleetwardはベータ版のためデータをエクスポートできず、この操作は元に戻せません。",
      deleteRequest:
        "盗まれたセッションからアカウントが削除されるのを防ぐため、削除はご依頼を受けて行います。アカウントに登録したアドレスから <email/> までご連絡ください。1営業日以内にメールで確認のご連絡をいたします。",
      deleteSubject: "Fleetwardアカウントの削除",
    },
    password: {
      current: "現在のパスワード",
      new: "新しいパスワード",
      newHint:
        "8〜128文字。関連のない単語をいくつか組み合わせると、覚えやすく推測されにくいパスワードになります。",
      confirm: "新しいパスワード（確認）",
      confirmHint: "新しいパスワードをもう一度入力してください。",
      mismatch: "2つのパスワードが一致しません。",
      submit: "パスワードを変更",
      submitting: "変更中…",
      changed: "パスワードを変更しました",
    },
    autoLock: {
      label: "画面ロックまでの無操作時間",
      option_one: "{{count}}分",
      option_other: "{{count}}分",
      optionDefault_one: "{{count}}分（既定）",
      optionDefault_other: "{{count}}分（既定）",
      hint: "このブラウザに適用されます。ロックされた場合は、パスワードでロックを解除すると中断したところから再開できます。",
      saved_one: "保存しました：{{count}}分間操作がないと画面がロックされます。",
      saved_other: "保存しました：{{count}}分間操作がないと画面がロックされます。",
      notSaved_one: "このブラウザでは設定を保存できないため、既定の{{count}}分が適用されます。",
      notSaved_other: "このブラウザでは設定を保存できないため、既定の{{count}}分が適用されます。",
    },
  },

  errors: {
    notFoundCode: "エラー 404",
    notFoundTitle: "ページが見つかりません",
    notFoundText:
      "お探しのページは移動したか、存在しない可能性があります。アドレスをご確認いただくか、ホームページからやり直してください。",
    genericTitle: "問題が発生しました",
    genericText:
      "予期しないエラーにより、このページを読み込めませんでした。もう一度お試しください。",
    tryAgain: "再試行",
    network:
      "Fleetwardに接続できませんでした。インターネット接続を確認して、もう一度お試しください。",
    timeout: "サーバーの応答に時間がかかりすぎています。もう一度お試しください。",
    server:
      "Fleetwardでリクエストの処理中に問題が発生しました。しばらくしてからもう一度お試しください。",
    unauthorized: "セッションが終了しました。もう一度ログインしてください。",
    forbidden: "この操作を行う権限がありません。",
    notFound: "リクエストされた項目が見つかりませんでした。",
    rateLimited: "試行回数が多すぎます。しばらく待ってから、もう一度お試しください。",
    invalidInput: "入力内容の一部が正しくありません。",
    tooLarge: "送信されたデータが大きすぎます。",
  },

  blog: {
    allCategories: "すべてのカテゴリ",
    articleErrorTitle: "記事を読み込めませんでした",
    audioNote: "ポッドキャストアプリでお聴きください。番組ノートは以下にあります。",
    backToBlog: "ブログに戻る",
    blogNavigation: "ブログのナビゲーション",
    byAuthor: "著者：{{name}}",
    carouselHint: "ボタンまたは左右の矢印キーでスライドを切り替えられます。",
    carouselRole: "カルーセル",
    categoriesHeading: "カテゴリ",
    categoryLabel: "カテゴリ",
    clearFilters: "すべてのフィルターを解除",
    duration: "再生時間：{{duration}}",
    emptyPage: "このページには記事がありません。",
    emptyText: "タグを減らす、別のカテゴリを選ぶ、または別のキーワードで検索してください。",
    emptyTitle: "条件に一致する記事はありません",
    errorText: "インターネット接続を確認して、もう一度お試しください。",
    errorTitle: "記事を読み込めませんでした",
    filtersLabel: "記事を絞り込む",
    firstPage: "最初のページへ",
    galleryLabel: "ギャラリー",
    knowledgeBase: "ナレッジベース",
    knowledgeBaseIntro: "Fleetward の設定と運用に関する手順付きの解説です。",
    knowledgeBaseTitle: "ナレッジベースから",
    latestArticles: "最新の記事",
    loading: "記事を読み込んでいます…",
    loadingArticle: "記事を読み込んでいます…",
    minutesToRead: "読了時間（分）：{{count}}",
    nextPage: "次へ",
    nextSlide: "次のスライド",
    notFoundTitle: "記事が見つかりませんでした",
    notFoundText: "お探しの記事は存在しないか、削除されました。ブログから記事をお探しください。",
    openLarger: "拡大表示",
    opensInNewTab: "（新しいタブで開きます）",
    pageOf: "{{total}} ページ中 {{page}} ページ",
    pagination: "ページ送り",
    podcastEpisode: "ポッドキャストのエピソード",
    postCount: "記事数：{{count}}",
    previousPage: "前へ",
    previousSlide: "前のスライド",
    readMore: "続きを読む",
    relatedArticles: "関連記事",
    resultCount: "該当する記事：{{count}} 件",
    retry: "再試行",
    searchLabel: "記事を検索",
    searchPlaceholder: "例：暗号化",
    showAllTags: "すべてのタグを表示",
    showFewerTags: "表示するタグを減らす",
    showSlide: "スライド {{number}} を表示",
    slideOf: "スライド {{current}} / {{total}}",
    slideRole: "スライド",
    slidesLabel: "スライド",
    tagsHint: "選択したすべてのタグを含む記事が表示されます。",
    tagsLabel: "タグ",
    videoOn: "{{provider}} の動画",
    videoOpened: "動画を新しいタブで開きました。開かない場合はこちら：",
    videoPrivacy:
      "再生を選択するまで、{{provider}} からは何も読み込まれません。動画は {{provider}} の新しいタブで開きます。",
    watchOn: "{{provider}} で見る",
  },

  pages: {
    home: {
      title: "Fleetward｜IT資産・デバイス管理",
      description:
        "組織が所有するすべてのデバイス、ライセンス、資産を把握し、ひとつのアプリで安全に管理。90日間の無料トライアルをご利用いただけます。",
    },
    about: {
      title: "Fleetwardについて",
      description:
        "私たちがFleetwardを開発する理由：IT部門には、担当するすべてのデバイスを落ち着いて正確に見渡せる環境が必要だからです。",
    },
    services: {
      title: "サービス",
      description:
        "Fleetwardが提供する資産インベントリ、デバイスのセキュリティ状態管理、ライセンス管理、ライフサイクル管理、導入支援サービス。",
    },
    serviceDetail: {
      title: "デバイスセキュリティ監視",
      description:
        "Fleetwardが管理対象の各デバイスで、ディスク暗号化、OSのパッチ適用状況、画面ロック、エンドポイント保護を確認する仕組みをご紹介します。",
    },
    team: {
      title: "チーム紹介",
      description: "Fleetwardの開発とサポートを担うメンバーをご紹介します。",
    },
    pricing: {
      title: "料金",
      description:
        "IT資産・デバイス管理のための、デバイス単位のシンプルな料金体系。まずは90日間の無料トライアルから。",
    },
    testimonials: {
      title: "お客様の声",
      description:
        "Fleetwardによってデバイスの管理とセキュリティ対策がどう変わったかを、IT部門のリーダーが語ります。",
    },
    contact: {
      title: "お問い合わせ",
      description:
        "Fleetwardの営業またはサポートまでお気軽にご相談ください。1営業日以内にご返信します。",
    },
    contactDetail: {
      title: "オフィスと連絡先",
      description: "Fleetwardオフィスの所在地、電話番号、営業時間。",
    },
    terms: {
      title: "利用規約",
      description: "Fleetwardのご利用に適用される規約です。",
    },
    privacy: {
      title: "プライバシーポリシー",
      description: "Fleetwardが処理する個人データとその目的、およびお客様の権利について。",
    },
    termsTrial: {
      title: "トライアル規約",
      description: "Fleetwardの90日間無料ベータトライアルの規約です。",
    },
    blog: {
      title: "ブログ",
      description:
        "IT資産管理、デバイスセキュリティ、コンプライアンス、少人数でのIT部門運営に関する記事。",
    },
    blogDetail: {
      title: "記事",
      description: "Fleetwardブログの記事です。",
    },
    kbDetail: {
      title: "ナレッジベース記事",
      description: "Fleetwardナレッジベースによる手順付きの解説です。",
    },
    blogStandardPost: { title: "標準記事", description: "Fleetwardブログの標準的な記事です。" },
    blogSliderPost: { title: "スライダー記事", description: "画像スライダー付きの記事です。" },
    blogGalleryPost: { title: "ギャラリー記事", description: "フォトギャラリー付きの記事です。" },
    blogYoutubePost: { title: "動画記事", description: "YouTube動画付きの記事です。" },
    blogVimeoPost: { title: "Vimeo記事", description: "Vimeo動画付きの記事です。" },
    blogAudioPost: { title: "音声記事", description: "ポッドキャストのエピソード付きの記事です。" },
    blogBlockquotePost: { title: "引用記事", description: "引用を中心に構成された記事です。" },
    blogLeftSidebarPost: {
      title: "サイドバー付き記事",
      description: "横にナビゲーションを配置した記事です。",
    },
    courseListing: {
      title: "コース",
      description: "IT資産管理、デバイスセキュリティ、コンプライアンスを学べる無料コース。",
    },
    courseDetail: {
      title: "コース",
      description: "コースの概要、レッスン、学習内容。",
    },
    jobGrid: {
      title: "求人掲示板",
      description: "IT運用、セキュリティ、資産管理の募集職種。",
    },
    jobDetail: { title: "求人詳細", description: "職種、業務内容、応募方法。" },
    jobApply: { title: "求人に応募", description: "応募書類を送信します。" },
    jobPost: { title: "求人を掲載", description: "Fleetwardの求人掲示板に求人を掲載します。" },
    jobCareer: {
      title: "Fleetwardの採用情報",
      description: "どこよりも穏やかなIT資産管理製品を、私たちと一緒に作りませんか。",
    },
    jobCandidates: { title: "候補者", description: "新しい職を検討しているプロフェッショナル。" },
    jobCandidateDetail: { title: "候補者プロフィール", description: "候補者の経験とスキル。" },
    jobCompanies: { title: "採用中の企業", description: "IT人材を募集している組織。" },
    jobCompanyDetail: { title: "企業プロフィール", description: "企業の概要と募集職種。" },
    forumsTopic: {
      title: "コミュニティフォーラム",
      description: "ほかのIT部門と質問し合い、ノウハウを共有しましょう。",
    },
    forumsComments: {
      title: "ディスカッション",
      description: "コミュニティフォーラムのディスカッションです。",
    },
    helpCenter: {
      title: "ヘルプセンター",
      description: "Fleetwardをご利用のお客様向けのガイド、回答、サポート。",
    },
    helpCenterFaqs: {
      title: "よくある質問",
      description: "アカウント、トライアル、デバイス、セキュリティに関する簡潔な回答。",
    },
    helpCenterGuides: {
      title: "ガイド",
      description: "Fleetwardの導入と運用のためのステップバイステップガイド。",
    },
    helpCenterSupport: {
      title: "サポート",
      description: "Fleetwardサポートへの連絡方法と、お問い合わせの際にお知らせいただきたい情報。",
    },
    emailConfirmation: {
      title: "メール：アドレスの確認",
      description: "新規アカウントのメールアドレスを確認するメールのプレビュー。",
    },
    emailPasswordReset: {
      title: "メール：パスワードのリセット",
      description: "パスワードリセットメールのプレビュー。",
    },
    emailAlert: {
      title: "メール：セキュリティアラート",
      description: "デバイスのセキュリティアラートメールのプレビュー。",
    },
    emailInvoice: {
      title: "メール：請求書",
      description: "請求書メールのプレビュー。",
    },
    portfolio: {
      title: "導入事例",
      description: "あらゆる規模の組織がFleetwardでデバイスを管理している事例をご紹介します。",
    },
    portfolioDetail: {
      title: "導入事例",
      description: "ある組織がFleetwardでデバイスを適切に管理できるようになるまで。",
    },
    uiComponents: {
      title: "UIコンポーネント",
      description: "Fleetwardのインターフェースを構成する要素。",
    },
    documentation: {
      title: "ドキュメント",
      description: "Fleetwardのセットアップ、設定、連携。",
    },
    changelog: {
      title: "更新履歴",
      description: "リリースごとのFleetwardの新機能と変更点。",
    },
    notFound: {
      title: "ページが見つかりません",
      description: "お探しのページは存在しません。",
    },
    comingSoon: {
      title: "近日公開",
      description: "Fleetwardのこの機能は現在準備中です。",
    },
    maintenance: {
      title: "計画メンテナンス",
      description: "アップグレードのため、Fleetwardは一時的にご利用いただけません。",
    },
    thankYou: {
      title: "ありがとうございます",
      description: "メッセージを受け付けました。",
    },
    login: {
      title: "ログイン",
      description: "Fleetwardアカウントにログインします。",
    },
    signup: {
      title: "アカウントを作成",
      description: "Fleetwardアカウントを作成して、90日間の無料トライアルを開始しましょう。",
    },
    recoverPassword: {
      title: "パスワードのリセット",
      description: "新しいパスワードを設定するためのリンクをお送りします。",
    },
    lockScreen: {
      title: "セッションがロックされています",
      description: "続行するにはパスワードを入力してください。",
    },
    signupSuccess: {
      title: "受信トレイをご確認ください",
      description: "メールアドレスを確認して、アカウントの作成を完了してください。",
    },
    profile: { title: "プロフィール", description: "個人情報、会社情報、トライアル。" },
    billing: { title: "請求", description: "プラン、請求先住所、利用状況。" },
    payment: { title: "支払い方法", description: "登録済みのカードと支払い方法。" },
    invoice: { title: "請求書", description: "請求書と領収書。" },
    social: { title: "SNSリンク", description: "プロフィールに表示されるリンク。" },
    notifications: {
      title: "通知",
      description: "受け取るメールとアラートを選択します。",
    },
    accountSettings: {
      title: "アカウント設定",
      description: "パスワード、セッション、各種設定。",
    },
  },
};
