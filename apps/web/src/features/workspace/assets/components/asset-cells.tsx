import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CustomFieldValue } from "../../../../components/custom-fields/custom-field-value.tsx";
import { useCustomFields } from "../../../../lib/workspace/custom-field-queries.ts";
import type { Asset } from "../api/assets-api.ts";
import { customKeyOf, type AssetColumn, type BuiltInColumn } from "../lib/asset-columns.ts";
import { formatDay } from "../lib/asset-format.ts";
import { OverdueBadge, StatusBadge } from "./asset-badges.tsx";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";

const linkClasses =
  "font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300";

/** Where a person's page is (the people feature); a location holder is shown as text. */

/** Who or where has the asset, linking to the person. */
export function HolderName({ holder }: { holder: NonNullable<Asset["assigned_to"]> }) {
  return holder.type === "person" ? (
    <Link to={workspacePaths.person(holder.id)} className={linkClasses}>
      {holder.name}
    </Link>
  ) : (
    <span>{holder.name}</span>
  );
}

/** A custom value formatted by its field (a yes/no in words, a date in the reader's language). */
function CustomCellValue({
  fieldKey,
  value,
}: {
  fieldKey: string;
  value: string | number | boolean;
}) {
  const field = useCustomFields().data?.find((entry) => entry.key === fieldKey);
  return field ? <CustomFieldValue field={field} value={value} /> : <>{String(value)}</>;
}

function customCell(asset: Asset, key: string): CellContent {
  const value = asset.custom_values[key];
  if (value === undefined || value === "") return { content: null };
  return { content: <CustomCellValue fieldKey={key} value={value} /> };
}

/** `ltr`: codes (tags, serials) read left to right in every language; `nowrap`: dates. */
type CellContent = { content: ReactNode; ltr?: boolean; nowrap?: boolean };

function builtInCell(asset: Asset, column: BuiltInColumn, language: string): CellContent {
  const day = (value: string | null) => formatDay(value, language);
  switch (column) {
    case "asset_tag":
      return { content: asset.asset_tag, ltr: true };
    case "model":
      return { content: asset.model_name };
    case "manufacturer":
      return { content: asset.manufacturer_name };
    case "category":
      return { content: asset.category_name };
    case "status":
      return { content: <StatusBadge asset={asset} /> };
    case "location":
      return { content: asset.location_name };
    case "assigned_to":
      return { content: asset.assigned_to ? <HolderName holder={asset.assigned_to} /> : null };
    case "serial_number":
      return { content: asset.serial_number, ltr: true };
    case "purchase_date":
      return { content: day(asset.purchase_date), nowrap: true };
    case "warranty_end":
      return { content: day(asset.warranty_end), nowrap: true };
    case "expected_checkin":
      return {
        content: asset.expected_checkin ? (
          <span className="flex flex-wrap items-center gap-1.5">
            {day(asset.expected_checkin)}
            {asset.overdue ? <OverdueBadge /> : null}
          </span>
        ) : null,
      };
  }
}

/** One cell of the register; an empty value shows a dash (read as "none" by screen readers). */
export function AssetCell({ asset, column }: { asset: Asset; column: AssetColumn }) {
  const { t, i18n } = useTranslation();
  const key = customKeyOf(column);
  const cell: CellContent =
    key === null
      ? builtInCell(asset, column as BuiltInColumn, i18n.language)
      : customCell(asset, key);
  const { content, ltr, nowrap } = cell;
  return (
    <td className={`px-3 py-3 align-top ${nowrap ? "whitespace-nowrap" : ""}`}>
      {content === null ? (
        <>
          <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
            —
          </span>
          <span className="sr-only">{t("assets.register.none")}</span>
        </>
      ) : ltr ? (
        // The cell keeps its side of the table; only the code inside reads left to right.
        <span dir="ltr" className="whitespace-nowrap">
          {content}
        </span>
      ) : (
        content
      )}
    </td>
  );
}
