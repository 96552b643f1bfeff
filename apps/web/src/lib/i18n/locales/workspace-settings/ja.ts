import type { WorkspaceSettingsText } from "./en.ts";

export const jaWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "ワークスペース設定 · Fleetward ワークスペース",
    description: "資産番号、API トークンの最長有効期間、各クォータの使用状況。",
  },
  nav: "設定",
  page: {
    title: "ワークスペース設定",
    lead: "このワークスペースの資産番号の付け方、API トークンの最長有効期間、各クォータの使用量です。",
    viewOnly: "これらの設定を変更できるのはオーナーと管理者だけです。",
    loadFailed: "設定を読み込めませんでした。",
  },
  assetTags: {
    title: "資産番号",
    lead: "新しい資産には、このプレフィックスと 5 桁以上の番号からなる資産番号が付きます。付与済みの番号は変わりません。",
    prefix: "資産番号のプレフィックス",
    invalid: "英字・数字・ハイフンで 12 文字以内（例: FW-）",
    nextTag: "次の資産番号",
    preview: "次の資産の番号は {{tag}} になります。",
    save: "プレフィックスを保存",
    saving: "保存中…",
    saved: "資産番号のプレフィックスを保存しました",
  },
  tokenLifetime: {
    title: "API トークンの最長有効期間",
    max: "新しいトークンの最長有効期間",
    hint: "短くすると、それより長いトークンは新しい上限まで短縮され、履歴に記録されます。",
    none: "制限なし",
    days: "{{n}} 日",
    save: "保存",
    saved: "トークンの最長有効期間を保存しました",
  },
  currency: {
    title: "通貨",
    lead: "通貨を指定せずに入力した資産とライセンスの費用は、この通貨になります。記録済みの費用は元の通貨のままです。",
    label: "ワークスペースの通貨",
    hint: "通貨なしで入力された新しい費用に使われます。",
    save: "通貨を保存",
    saved: "ワークスペースの通貨を保存しました",
  },
  quotas: {
    title: "クォータ",
    lead: "他のワークスペースと共有するサービスのうち、このワークスペースが使える量です。クォータを超えると、それ以上追加する操作は拒否されます。",
    caption: "ワークスペースのクォータと使用量",
    day: "1 日あたりのクォータは {{day}}（UTC）の分を数えています。",
    loadFailed: "クォータを読み込めませんでした。",
    columns: {
      name: "クォータ",
      used: "使用量",
      share: "使用率",
      past: "超えた場合",
    },
    usedOf: "{{used}} / {{limit}}",
    meter: "{{percent}} 使用",
    names: {
      devices: "登録済みデバイス",
      device_log_bytes_per_day: "今日のデバイスログ",
      stored_imports: "未実行のアップロード済みインポート",
      webhooks: "Webhook",
      api_tokens: "有効な API トークン",
    },
    past: {
      devices: "新しいデバイスの登録は拒否されます。",
      device_log_bytes_per_day: "その日のクォータを超えたログは破棄されます。",
      stored_imports:
        "新しいアップロードは拒否されます。24 時間以内に実行されなかったアップロードは削除されます。",
      webhooks: "Webhook をこれ以上追加できません。",
      api_tokens: "トークンをこれ以上作成できません。取り消し済み・期限切れのものは数えません。",
    },
    dropped: "今日 {{size}} を破棄しました。",
  },
};
