import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailsList, type Detail } from "../../../../components/details-list.tsx";
import { CustomFieldValue } from "../../../../components/custom-fields/custom-field-value.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
import type { Asset } from "../api/assets-api.ts";
import { formatCost, formatDay } from "../lib/asset-format.ts";
import { OverdueBadge, StatusBadge } from "./asset-badges.tsx";
import { HolderName } from "./asset-cells.tsx";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const ltr = (text: string | null) => (text ? <span dir="ltr">{text}</span> : null);

/** Who or where has the asset, since when, and until when. */
function AssignmentPanel({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation();
  const holder = asset.assigned_to;
  const details: Detail[] = holder
    ? [
        {
          label: t("assets.page.checkedOutTo"),
          value: (
            <span data-testid="asset-holder">
              <HolderName holder={holder} />{" "}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                ({t(`assets.page.holder.${holder.type}`)})
              </span>
            </span>
          ),
        },
        {
          label: t("assets.fields.checked_out_at"),
          value: asset.checked_out_at ? formatDateTime(asset.checked_out_at, i18n.language) : null,
        },
        {
          label: t("assets.fields.expected_checkin"),
          value: asset.expected_checkin ? (
            <span className="flex flex-wrap items-center gap-2">
              {formatDay(asset.expected_checkin, i18n.language)}
              {asset.overdue ? <OverdueBadge /> : null}
            </span>
          ) : (
            t("assets.page.noReturnDate")
          ),
        },
      ]
    : [{ label: t("assets.page.checkedOutTo"), value: t("assets.page.inStock") }];
  return (
    <Panel id="asset-assignment" title={t("assets.page.assignment")}>
      <DetailsList details={details} />
    </Panel>
  );
}

/** Every detail of the asset: what it is, who has it, its purchase, notes, custom values. */
export function AssetDetails({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => formatDay(value, i18n.language);
  const model = asset.model_name
    ? [asset.model_name, asset.model_number ? `(${asset.model_number})` : ""].join(" ").trim()
    : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Panel id="asset-details" title={t("assets.page.details")}>
        <DetailsList
          details={[
            { label: t("assets.fields.asset_tag"), value: ltr(asset.asset_tag) },
            { label: t("assets.fields.status"), value: <StatusBadge asset={asset} /> },
            { label: t("assets.fields.model"), value: model },
            { label: t("assets.fields.manufacturer"), value: asset.manufacturer_name },
            { label: t("assets.fields.category"), value: asset.category_name },
            { label: t("assets.fields.serial_number"), value: ltr(asset.serial_number) },
            { label: t("assets.fields.location"), value: asset.location_name },
          ]}
        />
      </Panel>
      <AssignmentPanel asset={asset} />
      <Panel id="asset-purchase" title={t("assets.page.purchase")}>
        <DetailsList
          details={[
            { label: t("assets.fields.purchase_date"), value: day(asset.purchase_date) },
            {
              label: t("assets.fields.purchase_cost"),
              value: formatCost(asset.purchase_cost, asset.currency, i18n.language),
            },
            { label: t("assets.fields.supplier"), value: asset.supplier },
            { label: t("assets.fields.order_number"), value: ltr(asset.order_number) },
            { label: t("assets.fields.warranty_end"), value: day(asset.warranty_end) },
            { label: t("assets.fields.eol_date"), value: day(asset.eol_date) },
          ]}
        />
      </Panel>
      <Panel id="asset-notes" title={t("assets.fields.notes")}>
        {asset.notes ? (
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{asset.notes}</p>
        ) : (
          <p className="text-slate-600 italic dark:text-slate-400">{t("assets.page.noNotes")}</p>
        )}
      </Panel>
      <CustomValuesPanel values={asset.custom_values} />
    </div>
  );
}

/**
 * The asset's custom values, named and formatted by their fields, in the fields' order. A
 * value whose field is unknown here (still loading, or deleted since) shows by its key.
 */
function CustomValuesPanel({ values }: { values: Asset["custom_values"] }) {
  const { t } = useTranslation();
  const fields = useCustomFields().data ?? [];
  const known = fields.filter((field) => field.key in values);
  const unknown = Object.keys(values).filter((key) => !fields.some((field) => field.key === key));
  if (known.length + unknown.length === 0) return null;
  const details: Detail[] = [
    ...known.map((field) => ({
      label: field.name,
      value: <CustomFieldValue field={field} value={values[field.key]} />,
    })),
    ...unknown.map((key) => ({ label: key, value: String(values[key]) })),
  ];
  return (
    <Panel id="asset-custom" title={t("assets.page.custom")}>
      <DetailsList details={details} />
    </Panel>
  );
}
