import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { revealProductKey, type License } from "../api/licenses-api.ts";

const panel =
  "rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

/**
 * The product key, hidden until a technician or above asks for it. Each reveal is a call the
 * server records; the key stays in this component's state only and is gone on "Hide".
 */
export function ProductKeyPanel({ license, canReveal }: { license: License; canReveal: boolean }) {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);

  async function handleReveal() {
    setRevealing(true);
    try {
      setKey((await revealProductKey(license.id)).product_key);
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setRevealing(false);
    }
  }

  return (
    <section aria-labelledby="product-key-title" className={panel}>
      <h2 id="product-key-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("licenses.key.title")}
      </h2>
      {!license.has_product_key ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("licenses.key.none")}</p>
      ) : key !== null ? (
        <div className="mt-3 space-y-3">
          <output
            data-testid="product-key"
            dir="ltr"
            className="block rounded-lg bg-slate-100 px-3 py-2 font-mono break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
          >
            {key}
          </output>
          <button type="button" className={buttonClasses("secondary")} onClick={() => setKey(null)}>
            {t("licenses.key.hide")}
          </button>
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-slate-600 dark:text-slate-300">
            {canReveal ? t("licenses.key.recorded") : t("licenses.key.viewerNote")}
          </p>
          {canReveal ? (
            <button
              type="button"
              className={buttonClasses("primary")}
              disabled={revealing}
              onClick={() => void handleReveal()}
            >
              {revealing ? t("licenses.key.revealing") : t("licenses.key.reveal")}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
