import type { MarketingText } from "./en.ts";

export const jaMarketing: MarketingText = {
  home: {
    lead: "組織が所有するすべてのノート PC、スマートフォン、サーバー、ライセンスについて、誰が使っているか、安全かどうかを把握できます。Fleetward はインベントリを正確に保ち、対応が必要なデバイスを最初に表示します。",
    seePricing: "料金を見る",
    builtOn: "ご自身で確かめられるオープンソースとオープンな形式の上に構築",
    featuresTitle: "デバイスのすべてを、ひとつのアプリで",
    featuresIntro:
      "スプレッドシート、貸出台帳、更新カレンダーを、チーム全員が信頼できるひとつのインベントリに置き換えましょう。",
    features: [
      {
        title: "常に正確なインベントリ",
        text: "ノート PC、サーバー、モニター、周辺機器をひとつの台帳に。誰が持っていて、どこにあるかもわかります。オープンソースのエージェント osquery を入れたコンピューターは、ハードウェア、OS、ソフトウェアを自ら報告します。",
      },
      {
        title: "セキュリティ状態がひと目でわかる",
        text: "全デバイスの暗号化、パッチレベル、画面ロック、エンドポイント保護を表示し、不合格のデバイスを上位に並べます。",
      },
      {
        title: "発注から廃棄までのライフサイクル",
        text: "各資産の購入日・費用・保証終了日、30 日以内に終わる保証の毎日のリマインダー、そして履歴を残したままの廃棄済み資産。",
      },
      {
        title: "想定外のないライセンス管理",
        text: "ライセンス数、費用、期限を 1 か所で管理し、30 日以内に期限を迎えるライセンスを毎日リマインドします。",
      },
      {
        title: "貸出と返却",
        text: "返却期限とリマインダー付きでノート PC を貸し出し、新入社員へのデバイス引き渡しは 3 クリックで完了します。",
      },
      {
        title: "監査人が認めるレポート",
        text: "資産、デバイス、ライセンス、人、履歴を CSV または XLSX でエクスポート。各デバイスの不合格ポリシーも含め、ISO 27001、SOC 2、NIS2 の証跡に使えます。",
      },
    ],
    stepsTitle: "半日で運用開始",
    steps: [
      {
        title: "接続",
        text: "スプレッドシートまたは Snipe-IT のエクスポートをインポートし、登録シークレットを使ってオープンソースのエージェント osquery をコンピューターにインストールします。",
      },
      {
        title: "確認",
        text: "Fleetward がシリアル番号でレコードを照合し、担当者を割り当て、チェックに不合格のデバイスを示します。",
      },
      {
        title: "対応",
        text: "リストの上から対応し、ポリシーを調整し、デバイスがいずれかに違反し始めたらメールで受け取ります。",
      },
    ],
    postureTitle: "セキュリティ状態をひと目で確認",
    postureIntro:
      "ディスク暗号化、OS バージョン、画面ロック、マルウェア対策を、登録済みのすべてのコンピューターで osquery がチェックし、わかりやすい言葉で説明します。対応が必要なデバイスが担当者と理由とともに上位に表示されます。",
    postureLink: "デバイスセキュリティ監視の仕組み",
    testimonialsTitle: "架空の事例",
    examplesNote:
      "Fleetwardの機能が何のためにあるかを示す、架空のチームと発言です。実在の顧客ではありません。",
    quotes: [
      {
        quote:
          "今回の監査ではセキュリティレポートを 1 つエクスポートしただけで、監査人からの追加質問はありませんでした。",
        role: "IT マネージャー、Northwind Logistics · 1,240 台",
      },
      {
        quote: "90 日間誰も使っていないノート PC が 37 台見つかり、新規購入せずに再配備しました。",
        role: "IT 運用責任者、Helios Health Partners · 860 台",
      },
      {
        quote:
          "全員が同じリストを見るようになり、パッチ適用率は 1 四半期で 71% から 96% に上がりました。",
        role: "CISO、Fjordline Insurance · 2,600 台",
      },
    ],
    moreStories: "その他の架空の事例を読む",
    pricingTitle: "デバイス単位のシンプルな料金",
    pricingIntro:
      "周辺機器や管理者は無料です。クレジットカード不要で 90 日間無料でお試しいただけます。",
    planTrialNote: "90 日間、最大 {{count}} 台",
    planTrialUnlimited: "90 日間、台数無制限",
    planEnterpriseNote: "SSO、SCIM、99.9% の SLA",
    planPerDevice: "1 台あたり月額",
    customPrice: "個別見積もり",
    comparePlans: "プランを比較",
    faqTitle: "よくある質問",
    faqs: [
      {
        q: "デバイスにエージェントをインストールする必要はありますか？",
        a: "デバイスの詳細とセキュリティ状態のためには必要です。各コンピューターでオープンソースのエージェント osquery を動かします。Fleetward の登録シークレットと flags ファイルを使ってインストールします。資産台帳、貸出・返却、インポートは osquery なしでも使えます。",
      },
      {
        q: "90 日間のトライアル終了後はどうなりますか？",
        a: "トライアルのワークスペースは自動的に無効化されます。終了前または終了直後に有料プランへアップグレードすれば、すべてがそのまま引き継がれます。",
      },
      {
        q: "コンピューターに何もインストールせずに使えますか？",
        a: "はい。多くの小規模チームはスプレッドシートのインポートと貸出・返却管理から始めています。セキュリティ状態のチェックには、ポリシーが実行されるコンピューター上の osquery が必要です。",
      },
      {
        q: "データはどこに保存されますか？",
        a: "ドイツのフランクフルトに、保存時も転送時も暗号化して保存します。Fleetward がディスクの回復キーやパスワードを保存することはありません。",
      },
      {
        q: "Snipe-IT や GLPI との違いは何ですか？",
        a: "これらはご自身でホストし保守する優れたインベントリツールです。Fleetward はホスティング済みで、Snipe-IT のエクスポートを取り込み、osquery が報告するセキュリティ状態を加えるため、インベントリとリスクの全体像が同じリストになります。",
      },
    ],
    moreAnswers: "ヘルプセンターでさらに詳しく",
    ctaTitle: "金曜日までに、すべてのデバイスの所在を把握",
    ctaText:
      "今日スプレッドシートをインポートするか、最初のコンピューターを osquery で登録しましょう。トライアルは 90 日間無料で、クレジットカードは不要です。",
    snapshot: {
      label: "Fleetward のフリート概要のイメージ",
      title: "フリート概要",
      synced: "3 分前に同期",
      devices: "台",
      encrypted: "暗号化済み",
      attention: "要対応",
      needsUpdate: "要アップデート",
      notEncrypted: "未暗号化",
      healthy: "正常",
    },
    posture: {
      title: "セキュリティ状態 · acme.fleetward.com",
      lastSync: "最終同期 4 分前",
      managed: "管理対象デバイス",
      managedNote: "今月 +36 台",
      passAll: "4 つのチェックすべてに合格",
      passAllNote: "8 月の 78% から上昇",
      attention: "要対応",
      attentionNote: "うち 23 台が重大",
      encryption: "ディスク暗号化",
      patch: "OS パッチレベル",
      lock: "画面ロック",
      protection: "エンドポイント保護",
      pass: "合格率 {{percent}}%",
      critical: "重大",
      high: "高",
      salesPool: "営業部共用",
      issueUpdate: "セキュリティ更新が 21 日間未適用",
      issueProtection: "エンドポイント保護から応答なし",
      issueLock: "画面ロックが未設定",
      caption: "架空の 1,284 台規模の組織のサンプルデータを使った製品イメージです。",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "ワークフローは、デバイスにとって最も忙しい日、つまり新入社員の初日の朝と退職者の最終日の午後を自動化します。カウントダウン終了とともに、Business および Enterprise のお客様向けに早期アクセスを開始します。",
    upcomingTitle: "今後の予定",
    upcoming: [
      "1 つのフォームで新入社員にノート PC、スマートフォン、ライセンスを割り当てるオンボーディングフロー",
      "人事部が契約を終了すると自動的に開く、返送ラベル付きのオフボーディングチェックリスト",
      "コストセンターごとに設定した予算を超える購入に対する承認ステップ",
    ],
    shape:
      "開発に参加しませんか？<mail>product@fleetward.com</mail> 宛てに、現在チームでどのように新メンバーを迎えているかをお知らせください。進捗は毎月変更履歴で公開しています。",
    readChangelog: "変更履歴を読む",
    maintenanceEyebrow: "まもなく再開します",
    maintenanceLead:
      "ワークスペースを保存するデータベースを、より高速なバージョンにアップグレードしています。データは安全で、サービス停止中に失われるものはありません。",
    unavailable: "利用できないもの",
    unavailableText: "ワークスペース、サインイン、REST API",
    notAffected: "影響なし",
    notAffectedText: "お使いのデバイス: osquery は動き続け、サービスの再開後に再び報告します",
    maintenanceContact:
      "管理者には、作業の開始時と終了時に <status>status@fleetward.com</status> から進捗メールが届きます。待てない緊急の用件は <support>support@fleetward.com</support> までご連絡ください。Enterprise のお客様は緊急サポート窓口にお電話いただくこともできます。",
    thankYouEyebrow: "メッセージを受け付けました",
    thankYouLead:
      "Fleetward へのお問い合わせありがとうございます。メッセージは受付済みで、回答できるチームに振り分けられました。",
    nextTitle: "今後の流れ",
    nextSteps: [
      "数分以内に、メッセージの控えを含む確認メールが届きます。届かない場合は迷惑メールフォルダーをご確認ください。",
      "ボットではなく担当チームのスタッフが 1 営業日以内に返信します。",
      "既存のワークスペースに関するご質問の場合は、返信の際にワークスペースのアドレスを記載してください。すぐに確認できます。",
    ],
    whileYouWait:
      "お待ちの間に、<guides>セットアップガイド</guides>で導入初週のほとんどの疑問が解決できます。トライアル、請求、セキュリティについては<faqs>よくある質問</faqs>をご覧ください。",
    readBlog: "ブログを読む",
  },
  contact: {
    eyebrow: "お問い合わせ",
    lead: "料金、スプレッドシートからの移行、トライアルのワークスペースについてのご質問は、お気軽にご連絡ください。担当チームのスタッフが 1 営業日以内にお答えします。",
    sendTitle: "メッセージを送る",
    beforeTitle: "お問い合わせの前に",
    beforeSupport:
      "既にご利用中でワークスペースに問題がありますか？<page>サポートフォーム</page>なら重要度に応じて対応します。",
    beforeGuides:
      "セットアップに関する多くの疑問は<page>ステップバイステップガイド</page>で解決できます。",
    beforeSecrets:
      "このフォームでパスワード、回復キー、従業員の個人データは絶対に送信しないでください。",
    otherTitle: "その他の連絡方法",
    phoneOrVisit:
      "お電話やご来社をご希望ですか？<page>ベルリン、アムステルダム、オースティンのオフィス</page>をご覧ください。",
    detailLead:
      "3 つのオフィス、4 つの窓口、そしてひとつのルール。担当チームの人間がお答えします。ご来社は予約制で歓迎しています。",
    sendMessage: "メッセージを送る",
    officesTitle: "オフィス",
    holidays:
      "各オフィスはベルリン、北ホラント州、テキサス州の祝日に休業します。Enterprise の緊急対応はこれらの日も継続します。",
    mailboxesTitle: "適切なチームへメールする",
    response: "回答目安：",
    phone: "電話",
    openingHours: "営業時間",
    gettingHere: "アクセス",
    companyTitle: "会社情報",
    registered: "登記会社",
    vat: "VAT 番号",
    directors: "代表取締役",
    dpo: "データ保護責任者",
    offices: {
      berlin: {
        city: "ベルリン",
        role: "本社",
        country: "ドイツ",
        hours: "月曜〜金曜 08:00–18:00",
        timeZone: "CET/CEST（UTC+1、夏季は UTC+2）",
        directions: "U6 Naturkundemuseum 駅から徒歩 5 分。来客用入口は中庭側、3 階です。",
      },
      amsterdam: {
        city: "アムステルダム",
        role: "製品部門とベネルクスのお客様",
        country: "オランダ",
        hours: "月曜〜金曜 09:00–17:30",
        timeZone: "CET/CEST（UTC+1、夏季は UTC+2）",
        directions:
          "Amsterdam Centraal 駅から徒歩 10 分。トラム 13 番・17 番の Westermarkt 停留所下車。",
      },
      austin: {
        city: "オースティン",
        role: "北米のお客様",
        country: "アメリカ合衆国",
        hours: "月曜〜金曜 08:00–17:00",
        timeZone: "CT（UTC−6、夏季は UTC−5）",
        directions:
          "ダウンタウンの Congress と 6th の交差点。来客用駐車場は One American Center のガレージです。",
      },
    },
    mailboxes: {
      sales: {
        team: "営業",
        use: "見積もり、Enterprise プラン、発注書、ボリューム価格について。",
        response: "1 営業日以内",
      },
      support: {
        team: "サポート",
        use: "ワークスペース、osquery による登録、インポート、請求に関するサポート。",
        response: "トライアル：2 営業日。Business：8 営業時間。Enterprise：緊急時 1 時間。",
      },
      security: {
        team: "セキュリティ",
        use: "脆弱性の報告とセキュリティ質問票。PGP 鍵はご要望に応じて提供します。",
        response: "年中無休、24 時間以内に受領確認",
      },
      press: {
        team: "広報",
        use: "取材、ロゴ、製品スクリーンショット、会社概要。",
        response: "2 営業日以内",
      },
    },
    form: {
      topics: {
        sales: "料金とプラン",
        trial: "無料トライアルについて",
        support: "ワークスペースのサポート",
        billing: "請求書と支払い",
        partnership: "パートナーと販売代理店",
        press: "報道・メディア",
        other: "その他",
      },
      sent: "メッセージを送信しました。1 営業日以内にご返信します。",
      name: "お名前",
      email: "勤務先のメールアドレス",
      company: "会社名（任意）",
      topic: "トピック",
      message: "メッセージ",
      messageHint:
        "管理しているデバイスの台数と、現在どのように管理しているかをお知らせください。20〜5,000 文字。",
      sending: "送信中…",
      send: "メッセージを送信",
      privacy: "ご入力いただいた情報は、このお問い合わせへの回答にのみ使用します。",
    },
  },
};
