import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { LoadState } from "../../../../components/load-state.tsx";
import { useDeleteLocation, useLocationTree, type LocationNode } from "../api/catalog-api.ts";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete.ts";
import { nestLocations, type LocationBranch } from "../lib/location-nesting.ts";
import { SectionHeader } from "./catalog-table.tsx";
import { ChildForm, EditLocationForm, SiteForm, type LocationTarget } from "./location-forms.tsx";

type Actions = {
  canEdit: boolean;
  onAddChild: (parent: LocationNode) => void;
  onEdit: (node: LocationNode) => void;
  onDelete: (node: LocationNode) => void;
};

/** Where assets and people are: sites, their buildings and rooms, as nested lists. */
export function LocationsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const tree = useLocationTree();
  const remove = useConfirmedDelete(useDeleteLocation());
  const [target, setTarget] = useState<LocationTarget | null>(null);
  const close = () => setTarget(null);
  const actions: Actions = {
    canEdit,
    onAddChild: (parent) => setTarget({ mode: "child", parent }),
    onEdit: (node) => setTarget({ mode: "edit", node }),
    onDelete: (node) => void remove(node),
  };
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeader
        id={id}
        title={t("register.catalog.locations.title")}
        lead={t("register.catalog.locations.lead")}
        addLabel={t("register.catalog.locations.addSite")}
        onAdd={canEdit ? () => setTarget({ mode: "site" }) : null}
      />
      <LoadState query={tree}>
        {(nodes) =>
          nodes.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              {t("register.catalog.locations.empty")}
            </p>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              <LocationList
                branches={nestLocations(nodes)}
                label={t("register.catalog.locations.title")}
                actions={actions}
              />
            </div>
          )
        }
      </LoadState>
      {canEdit ? <LocationDialog target={target} tree={tree.data ?? []} onClose={close} /> : null}
    </section>
  );
}

/** The one dialog open at a time; a location's dialog mounts with it (key), fresh each time. */
function LocationDialog(props: {
  target: LocationTarget | null;
  tree: LocationNode[];
  onClose: () => void;
}) {
  const { target, onClose } = props;
  return (
    <>
      <SiteForm open={target?.mode === "site"} onClose={onClose} />
      {target?.mode === "child" ? (
        <ChildForm key={target.parent.id} parent={target.parent} open onClose={onClose} />
      ) : null}
      {target?.mode === "edit" ? (
        <EditLocationForm
          key={target.node.id}
          node={target.node}
          tree={props.tree}
          open
          onClose={onClose}
        />
      ) : null}
    </>
  );
}

/** One level of the tree; a nested list shows (and announces) the level below. */
function LocationList(props: { branches: LocationBranch[]; label?: string; actions: Actions }) {
  const nested = props.label === undefined;
  return (
    <ul
      aria-label={props.label}
      className={
        nested ? "ms-3 border-s-2 border-slate-200 ps-3 dark:border-slate-700" : "space-y-0.5"
      }
      data-testid={nested ? undefined : "location-tree"}
    >
      {props.branches.map((branch) => (
        <li key={branch.id}>
          <LocationRow node={branch} actions={props.actions} />
          {branch.children.length > 0 ? (
            <LocationList branches={branch.children} actions={props.actions} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LocationRow({ node, actions }: { node: LocationNode; actions: Actions }) {
  const { t } = useTranslation();
  const button = buttonClasses("ghost", "px-2 py-1");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
      <span className="flex items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-white">{node.name}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t(`register.catalog.locationKinds.${node.kind}`)}
        </span>
      </span>
      {actions.canEdit ? (
        <span className="flex flex-wrap gap-1">
          <button
            type="button"
            className={button}
            onClick={() => actions.onAddChild(node)}
            aria-label={t("register.catalog.locations.addChildNamed", { name: node.name })}
          >
            {t("register.catalog.locations.addChild")}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => actions.onEdit(node)}
            aria-label={t("register.catalog.locations.editNamed", { name: node.name })}
          >
            {t("register.catalog.locations.edit")}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => actions.onDelete(node)}
            aria-label={t("register.catalog.deleteNamed", { name: node.name })}
          >
            {t("register.catalog.delete")}
          </button>
        </span>
      ) : null}
    </div>
  );
}
