import {
  locationChildCreateSchema,
  locationKinds,
  locationUpdateSchema,
} from "@fleetward/contracts/workspace-catalog";
import { namedItemCreateSchema } from "@fleetward/contracts/workspaces";
import { useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import { SelectField } from "../../../../components/select-field.tsx";
import { TextField } from "../../../../components/text-field.tsx";
import { LocationOptions } from "../../../../components/workspace/location-options.tsx";
import { useContractForm } from "../../../../hooks/use-contract-form.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  addChildLocation,
  addSite,
  editLocation,
  useLocationsRefresh,
  type LocationKind,
  type LocationNode,
} from "../api/catalog-api.ts";
import { selfAndInside } from "../lib/location-nesting.ts";
import { CatalogDialog } from "./catalog-dialog.tsx";

/** What a location dialog is for: a new site, a location inside `parent`, or editing `node`. */
export type LocationTarget =
  { mode: "site" } | { mode: "child"; parent: LocationNode } | { mode: "edit"; node: LocationNode };

/** Sites hold buildings, buildings hold rooms, rooms hold rooms (as the API defaults). */
const kindBelow: Record<LocationKind, LocationKind> = {
  site: "building",
  building: "room",
  room: "room",
};

const messages: FieldMessages<"name" | "kind" | "parent_id"> = {
  name: ({ status }) => (status === 409 ? "register.catalog.errors.siblingTaken" : undefined),
  kind: "register.catalog.errors.choice",
  parent_id: ({ message }) =>
    /inside itself/i.test(message)
      ? "register.catalog.errors.moveInside"
      : "register.catalog.errors.choice",
};

type DialogProps = { open: boolean; onClose: () => void };

/** Names a new site: a top-level location. */
export function SiteForm({ open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const refresh = useLocationsRefresh();
  const form = useContractForm(namedItemCreateSchema, { defaultValues: { name: "" }, messages });
  const onSubmit = form.submit(async (values) => {
    await addSite(values);
    await refresh();
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    onClose();
  });
  return (
    <CatalogDialog
      open={open}
      title={t("register.catalog.locations.addSiteTitle")}
      onOpen={() => form.reset({ name: "" })}
      onClose={onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => <NameField id={id} field={form.field("name")} />}
    </CatalogDialog>
  );
}

/** Adds a location inside `parent`; the kind starts one level below the parent's. */
export function ChildForm({ parent, open, onClose }: DialogProps & { parent: LocationNode }) {
  const { t } = useTranslation();
  const refresh = useLocationsRefresh();
  const start = { name: "", kind: kindBelow[parent.kind] };
  const form = useContractForm(locationChildCreateSchema, { defaultValues: start, messages });
  const kind = useWatch({ control: form.control, name: "kind" });
  const onSubmit = form.submit(async (values) => {
    await addChildLocation(parent.id, values);
    await refresh();
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    onClose();
  });
  return (
    <CatalogDialog
      open={open}
      title={t("register.catalog.locations.addChildTitle", { name: parent.name })}
      onOpen={() => form.reset(start)}
      onClose={onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => (
        <>
          <NameField id={id} field={form.field("name")} />
          <KindField id={id} value={kind} field={form.field("kind")} />
        </>
      )}
    </CatalogDialog>
  );
}

/** Renames, re-kinds or moves `node`; it cannot move into itself or a place inside it. */
export function EditLocationForm(
  props: DialogProps & { node: LocationNode; tree: LocationNode[] },
) {
  const { t } = useTranslation();
  const { node, tree } = props;
  const refresh = useLocationsRefresh();
  const start = { name: node.name, kind: node.kind, parent_id: node.parent_id ?? "" };
  const form = useContractForm(locationUpdateSchema, { defaultValues: start, messages });
  const [kind, parentId] = useWatch({ control: form.control, name: ["kind", "parent_id"] });
  const excluded = selfAndInside(tree, node.id);
  const onSubmit = form.submit(async (values) => {
    await editLocation(node.id, { ...values, parent_id: values.parent_id || null });
    await refresh();
    showNotice({ kind: "success", title: t("register.catalog.saved", { name: values.name }) });
    props.onClose();
  });
  return (
    <CatalogDialog
      open={props.open}
      title={t("register.catalog.locations.editTitle", { name: node.name })}
      onOpen={() => form.reset(start)}
      onClose={props.onClose}
      onSubmit={onSubmit}
      sending={form.sending}
    >
      {(id) => (
        <>
          <NameField id={id} field={form.field("name")} />
          <KindField id={id} value={kind} field={form.field("kind")} />
          <SelectField
            id={`${id}-parent`}
            label={t("register.catalog.locations.parent")}
            hint={t("register.catalog.locations.parentHint")}
            {...form.field("parent_id")}
            value={parentId ?? ""}
          >
            <LocationOptions
              nodes={tree.filter((candidate) => !excluded.has(candidate.id))}
              first={t("register.catalog.locations.topLevel")}
            />
          </SelectField>
        </>
      )}
    </CatalogDialog>
  );
}

/** What `form.field(name)` hands a control: its registration and translated error. */
type FieldProps = UseFormRegisterReturn & { error: string | undefined };

function NameField({ id, field }: { id: string; field: FieldProps }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`${id}-name`}
      label={t("register.catalog.locations.name")}
      required
      maxLength={80}
      autoComplete="off"
      {...field}
    />
  );
}

/** Controlled: the value is watched by the form that owns it. */
function KindField(props: { id: string; field: FieldProps; value: LocationKind | undefined }) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={`${props.id}-kind`}
      label={t("register.catalog.locations.kind")}
      {...props.field}
      value={props.value ?? ""}
    >
      {locationKinds.map((option) => (
        <option key={option} value={option}>
          {t(`register.catalog.locationKinds.${option}`)}
        </option>
      ))}
    </SelectField>
  );
}
