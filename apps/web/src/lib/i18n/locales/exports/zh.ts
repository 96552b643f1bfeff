import type { ExportsText } from "./en.ts";

export const zhExports: ExportsText = {
  group: "导出",
  formats: { csv: "CSV", xlsx: "XLSX" },
  as: { csv: "导出为 CSV", xlsx: "导出为 XLSX（Excel）" },
  exporting: "正在导出…",
  disabledTrial: "试用期（测试版）内不支持数据导出。",
  upgrade: "升级后即可导出数据",
  failed: "导出失败：{{detail}}",
  labels: {
    open: "打印标签",
    title: "打印资产标签",
    format: "标签格式",
    formats: {
      "avery-l7651": "Avery L7651 — A4，每张 65 枚（38.1 × 21.2 毫米）",
      "avery-5160": "Avery 5160 — 美国信纸，每张 30 枚（2⅝ × 1 英寸）",
      "roll-57x32": "卷筒标签 — 每次一枚 57 × 32 毫米标签",
    },
    scope: "哪些资产",
    selected: "所选资产（{{count}}）",
    matching: "符合当前筛选条件的所有资产",
    limit: "一次最多 {{limit}} 枚标签。",
    print: "下载 PDF",
    cancel: "取消",
    printing: "正在生成标签…",
    failed: "无法生成标签：{{detail}}",
  },
};
