import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { DetailsList } from "../../../../components/details-list.tsx";
import { LoadError, LoadingState } from "../../../../components/load-state.tsx";
import { formatDate, formatMoney, publicationDayShort } from "../../../../lib/format.ts";
import { hasStatus } from "../../../../lib/http/http-status.ts";
import { useLicense, type License } from "../api/licenses-api.ts";
import { ExpiryText, SeatsUsed } from "../components/license-badges.tsx";
import { LicenseForm } from "../components/license-form.tsx";
import { LicensesFrame } from "../components/licenses-frame.tsx";
import { ProductKeyPanel } from "../components/product-key-panel.tsx";
import { SeatPanel } from "../components/seat-panel.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { WorkspaceSubject } from "../../../../components/workspace/workspace-title.tsx";

/** One licence: its details, its product key on demand, and who holds its seats. */
export default function LicensePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <LicensesFrame title={t("licenses.nav")} description={t("licenses.meta.description")}>
      {({ canEdit, canReveal }) => (
        <LicenseDetail id={id} canEdit={canEdit} canReveal={canReveal} />
      )}
    </LicensesFrame>
  );
}

function LicenseDetail(props: { id: string; canEdit: boolean; canReveal: boolean }) {
  const { t } = useTranslation();
  const license = useLicense(props.id);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link
      to={workspacePaths.licenses()}
      className="text-sm font-medium text-blue-800 underline dark:text-blue-300"
    >
      {t("licenses.detail.back")}
    </Link>
  );
  if (license.isPending) return <LoadingState />;
  if (license.isError) {
    return hasStatus(license.error, 404) ? (
      <div role="alert" className="space-y-4">
        <p>{t("licenses.detail.notFound")}</p>
        {back}
      </div>
    ) : (
      <LoadError onRetry={() => void license.refetch()} />
    );
  }
  const data = license.data;
  return (
    <>
      <WorkspaceSubject name={data.name} />
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{data.name}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <SeatsUsed license={data} />
          </p>
        </div>
        {props.canEdit ? (
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => setEditing(true)}
          >
            {t("licenses.detail.edit")}
          </button>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-label={t("licenses.detail.details")}
          className="rounded-xl border border-slate-200 bg-white px-6 py-2 dark:border-slate-800 dark:bg-slate-900"
        >
          <LicenseDetails license={data} />
        </section>
        {/* A new key (an edit) hides the one shown before. */}
        <ProductKeyPanel key={data.updated_at} license={data} canReveal={props.canReveal} />
      </div>
      <SeatPanel license={data} canEdit={props.canEdit} />
      {props.canEdit ? (
        <LicenseForm license={data} open={editing} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

function LicenseDetails({ license }: { license: License }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string | null) =>
    iso ? formatDate(iso, i18n.language, publicationDayShort) : null;
  const cost =
    license.purchase_cost && license.currency
      ? formatMoney(
          Math.round(Number(license.purchase_cost) * 100),
          license.currency,
          i18n.language,
        )
      : null;
  const licensee = [license.licensed_to_name, license.licensed_to_email]
    .filter(Boolean)
    .join(" · ");
  return (
    <DetailsList
      details={[
        { label: t("licenses.fields.manufacturer"), value: license.manufacturer_name },
        { label: t("licenses.fields.seats"), value: <SeatsUsed license={license} /> },
        {
          label: t("licenses.fields.expiresOn"),
          value: <ExpiryText expiresOn={license.expires_on} />,
        },
        { label: t("licenses.detail.licensedTo"), value: licensee || null },
        { label: t("licenses.fields.purchaseDate"), value: day(license.purchase_date) },
        { label: t("licenses.fields.purchaseCost"), value: cost },
        { label: t("licenses.fields.orderNumber"), value: license.order_number },
        { label: t("licenses.fields.supplier"), value: license.supplier },
        { label: t("licenses.fields.notes"), value: license.notes },
      ]}
    />
  );
}
