import type { CustomField } from "@fleetward/contracts/workspace-custom-fields";
import { useTranslation } from "react-i18next";
import { formatCustomValue, type CustomValueWords } from "./custom-field-values.ts";

/** The words formatCustomValue needs, in the interface language. */
export function useCustomValueWords(): CustomValueWords {
  const { t } = useTranslation();
  return { yes: t("customFields.input.yes"), no: t("customFields.input.no"), none: "—" };
}

/**
 * A stored value in a list cell or a detail view: formatted for the reader, an address as
 * a link that opens apart from the app.
 */
export function CustomFieldValue({
  field,
  value,
}: {
  field: Pick<CustomField, "type">;
  value: unknown;
}) {
  const { i18n } = useTranslation();
  const words = useCustomValueWords();
  const text = formatCustomValue(field, value, i18n.language, words);
  if (field.type === "url" && typeof value === "string" && /^https?:\/\//i.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        dir="ltr"
        className="break-all text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300"
      >
        {text}
      </a>
    );
  }
  const ltr = field.type === "number" || field.type === "date";
  return <span dir={ltr ? "ltr" : undefined}>{text}</span>;
}
