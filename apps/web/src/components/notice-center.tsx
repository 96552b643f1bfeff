import { useTranslation } from "react-i18next";
import { dismissNotice, useNotices, type NoticeKind } from "../lib/notices/notice-store.ts";

const kindClasses: Record<NoticeKind, string> = {
  success:
    "border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  error: "border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50",
  info: "border-blue-600 bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-50",
};

/** Toasts; each closes itself after 2000 ms (spec §9) or on demand. */
export function NoticeCenter() {
  const notices = useNotices();
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed end-4 top-4 z-[70] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === "error" ? "alert" : "status"}
          className={`pointer-events-auto rounded-lg border-s-4 p-4 shadow-lg ${kindClasses[notice.kind]}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{notice.title}</p>
              {notice.message ? <p className="mt-1 text-sm">{notice.message}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => dismissNotice(notice.id)}
              className="rounded p-1 text-current opacity-70 hover:opacity-100"
              aria-label={t("common.close")}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
