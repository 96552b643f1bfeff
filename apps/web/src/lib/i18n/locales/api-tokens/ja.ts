import type { ApiTokensText } from "./en.ts";

export const jaApiTokens: ApiTokensText = {
  meta: {
    title: "API トークン · Fleetward ワークスペース",
    description: "スクリプトやほかのツールがこのワークスペースの API を使うためのトークン。",
  },
  nav: "API トークン",
  page: {
    title: "API トークン",
    lead: "スクリプト、MDM などのツールは、サインインの代わりにトークンで同じワークスペース API を呼び出します。読み取りトークンは閲覧者と同じものを見られ、書き込みトークンは技術者と同様に資産・人・ライセンスも変更できます。トークンでメンバー、設定、ほかのトークンを管理することはできません。",
    adminsOnly:
      "API トークンを管理できるのはオーナーと管理者だけです。必要な場合は依頼してください。",
    docs: "「Authorization: Bearer fwk_…」として送信します。各呼び出しの説明:",
    loadFailed: "API トークンを読み込めませんでした。",
  },
  scopes: {
    read: "読み取り(閲覧者として)",
    write: "読み取りと書き込み(技術者として)",
  },
  form: {
    title: "新しいトークン",
    name: "名前",
    scope: "スコープ",
    expiry: "有効期限",
    never: "なし",
    days: "{{n}} 日後",
    submit: "トークンを作成",
    sending: "作成中…",
  },
  policy: {
    summary: "トークンの最長有効期間：{{days}}",
    none: "制限なし",
    days: "{{n}} 日",
    change: "設定で変更",
  },
  created: {
    title: "トークン「{{name}}」を作成しました",
    once: "今すぐコピーしてください。表示されるのはこの一度だけです。パスワードと同じように保管してください。",
    secret: "新しいトークン",
    copy: "コピー",
    copied: "コピーしました",
    copyFailed: "コピーできませんでした。トークンを選択して手動でコピーしてください。",
    done: "完了",
  },
  list: {
    caption: "このワークスペースの API トークン",
    none: "API トークンはまだありません。",
    name: "名前",
    token: "トークン",
    scope: "スコープ",
    createdBy: "作成者",
    lastUsed: "最終使用",
    expires: "有効期限",
    actions: "操作",
    never: "なし",
    neverUsed: "未使用",
    revoked: "失効済み",
    expired: "期限切れ",
    revoke: "失効させる",
    revokeNamed: "{{name}} を失効させる",
    revokedNotice: "トークン「{{name}}」を失効させました。すぐに使えなくなります。",
  },
};
