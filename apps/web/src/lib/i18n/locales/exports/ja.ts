import type { ExportsText } from "./en.ts";

export const jaExports: ExportsText = {
  group: "エクスポート",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "CSV でエクスポート", xlsx: "XLSX（Excel）でエクスポート" },
  exporting: "エクスポート中…",
  disabledTrial: "トライアル（ベータ）期間中はデータのエクスポートに対応していません。",
  upgrade: "データをエクスポートするにはアップグレードしてください",
  failed: "エクスポートに失敗しました: {{detail}}",
  labels: {
    open: "ラベルを印刷",
    title: "資産ラベルの印刷",
    format: "ラベルの形式",
    formats: {
      "avery-l7651": "Avery L7651 — A4、1 シート 65 枚（38.1 × 21.2 mm）",
      "avery-5160": "Avery 5160 — US レター、1 シート 30 枚（2⅝ × 1 インチ）",
      "roll-57x32": "ロールラベル — 57 × 32 mm のラベルを 1 枚ずつ",
    },
    scope: "対象の資産",
    selected: "選択した資産（{{count}}）",
    matching: "現在のフィルターに一致するすべての資産",
    limit: "一度に印刷できるのは {{limit}} 枚までです。",
    print: "PDF をダウンロード",
    cancel: "キャンセル",
    printing: "ラベルを作成中…",
    failed: "ラベルを作成できませんでした: {{detail}}",
  },
};
