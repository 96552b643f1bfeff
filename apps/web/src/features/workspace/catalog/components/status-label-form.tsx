import { statusLabelCreateSchema, statusLabelKinds } from "@fleetward/contracts/workspace-catalog";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import { useSaveStatusLabel, type StatusLabel, type StatusLabelKind } from "../api/catalog-api.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";

type StatusLabelFormProps = { label: StatusLabel | null; open: boolean; onClose: () => void };

const newLabel = { name: "", kind: "deployable" as StatusLabelKind, colour: "#2f855a" };

/** Add a label, or rename and recolour one; a default label keeps its kind. */
export function StatusLabelForm({ label, open, onClose }: StatusLabelFormProps) {
  const { t } = useTranslation();
  const save = useSaveStatusLabel();
  const form = useContractForm(statusLabelCreateSchema, {
    defaultValues: newLabel,
    messages: {
      name: ({ status }) => (status === 409 ? "register.catalog.errors.nameTaken" : undefined),
      colour: "register.catalog.errors.colour",
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const onSubmit = form.submit(async (values) => {
    // A default label's kind cannot change (409): it is not sent.
    const { kind: chosen, ...rest } = values;
    await save.mutateAsync({
      id: label?.id,
      values: label?.is_default ? rest : { ...rest, kind: chosen },
    });
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    onClose();
  });
  return (
    <CatalogDialog
      open={open}
      title={
        label
          ? t("register.catalog.statusLabels.editTitle")
          : t("register.catalog.statusLabels.addTitle")
      }
      onOpen={() =>
        form.reset(label ? { name: label.name, kind: label.kind, colour: label.colour } : newLabel)
      }
      onClose={onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => (
        <>
          <TextField
            id={`${id}-name`}
            label={t("register.catalog.statusLabels.name")}
            required
            maxLength={60}
            autoComplete="off"
            {...form.field("name")}
          />
          <SelectField
            id={`${id}-kind`}
            label={t("register.catalog.statusLabels.kind")}
            hint={
              label?.is_default
                ? t("register.catalog.statusLabels.defaultKindHint")
                : t("register.catalog.statusLabels.kindHint")
            }
            {...form.field("kind")}
            disabled={label?.is_default}
            value={kind}
          >
            {statusLabelKinds.map((option) => (
              <option key={option} value={option}>
                {t(`register.catalog.kinds.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-colour`}
            label={t("register.catalog.statusLabels.colour")}
            type="color"
            inputClassName="h-10 max-w-24 p-1"
            {...form.field("colour")}
          />
        </>
      )}
    </CatalogDialog>
  );
}
