import { manufacturerCreateSchema } from "@fleetward/contracts/workspace-catalog";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadState } from "../../../../components/load-state.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useDeleteEntry,
  useManufacturers,
  useSaveManufacturer,
  type Manufacturer,
} from "../api/catalog-api.ts";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";
import { CatalogTable, cellClasses, RowActions, SectionHeader } from "./catalog-table.tsx";

type Editing = { entry: Manufacturer | null } | null;

/** Who makes the models: name, website and support address. */
export function ManufacturersSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const manufacturers = useManufacturers();
  const remove = useConfirmedDelete(useDeleteEntry("manufacturers"));
  const [editing, setEditing] = useState<Editing>(null);
  const columns = ["name", "url", "supportEmail"] as const;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeader
        id={id}
        title={t("register.catalog.manufacturers.title")}
        lead={t("register.catalog.manufacturers.lead")}
        addLabel={t("register.catalog.manufacturers.add")}
        onAdd={canEdit ? () => setEditing({ entry: null }) : null}
      />
      <LoadState query={manufacturers}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              {t("register.catalog.manufacturers.empty")}
            </p>
          ) : (
            <CatalogTable
              caption={t("register.catalog.manufacturers.title")}
              columns={columns.map((column) => t(`register.catalog.manufacturers.${column}`))}
              withActions={canEdit}
            >
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className={`${cellClasses} text-start font-medium`}>
                    {item.name}
                  </th>
                  <td className={cellClasses} dir="ltr">
                    {item.url ? (
                      <a href={item.url} rel="noreferrer" target="_blank" className="underline">
                        {item.url}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={cellClasses} dir="ltr">
                    {item.support_email ?? "—"}
                  </td>
                  {canEdit ? (
                    <RowActions
                      name={item.name}
                      onEdit={() => setEditing({ entry: item })}
                      onDelete={() => void remove(item)}
                    />
                  ) : null}
                </tr>
              ))}
            </CatalogTable>
          )
        }
      </LoadState>
      {canEdit ? (
        <ManufacturerForm
          manufacturer={editing?.entry ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function ManufacturerForm(props: {
  manufacturer: Manufacturer | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveManufacturer();
  const { manufacturer } = props;
  const form = useContractForm(manufacturerCreateSchema, {
    defaultValues: { name: "", url: "", support_email: "" },
    messages: {
      name: ({ status }) => (status === 409 ? "register.catalog.errors.nameTaken" : undefined),
      url: "register.catalog.errors.url",
    },
  });
  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync({ id: manufacturer?.id, values });
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    props.onClose();
  });
  return (
    <CatalogDialog
      open={props.open}
      title={
        manufacturer
          ? t("register.catalog.manufacturers.editTitle")
          : t("register.catalog.manufacturers.addTitle")
      }
      onOpen={() =>
        form.reset({
          name: manufacturer?.name ?? "",
          url: manufacturer?.url ?? "",
          support_email: manufacturer?.support_email ?? "",
        })
      }
      onClose={props.onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => (
        <>
          <TextField
            id={`${id}-name`}
            label={t("register.catalog.manufacturers.name")}
            required
            maxLength={120}
            autoComplete="off"
            {...form.field("name")}
          />
          <TextField
            id={`${id}-url`}
            label={t("register.catalog.manufacturers.url")}
            type="url"
            dir="ltr"
            maxLength={500}
            placeholder="https://"
            {...form.field("url")}
          />
          <TextField
            id={`${id}-email`}
            label={t("register.catalog.manufacturers.supportEmail")}
            type="email"
            dir="ltr"
            maxLength={254}
            {...form.field("support_email")}
          />
        </>
      )}
    </CatalogDialog>
  );
}
