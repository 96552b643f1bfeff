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
