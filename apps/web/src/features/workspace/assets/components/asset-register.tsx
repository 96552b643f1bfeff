import { useId, useState } from "react";
import type { Asset, WorkspaceSummary } from "../api/workspace-api.ts";
import { useAssetRegisterActions, useAssetRegisterQuery } from "../hooks/use-asset-register.ts";
import { AssetFilters } from "./asset-filters.tsx";
import { AssetForm } from "./asset-form.tsx";
import { RegisterHeader } from "./register-header.tsx";
import { RegisterPagination, RegisterResults } from "./register-results.tsx";

type RegisterProps = { summary: WorkspaceSummary; canEdit: boolean };
/** The asset register: search, filters, the table, and the actions the trial and role allow. */
export function AssetRegister({ summary, canEdit }: RegisterProps) {
  const id = useId();
  const query = useAssetRegisterQuery();
  const actions = useAssetRegisterActions();
  const [editing, setEditing] = useState<{ asset: Asset | null } | null>(null);
  // A viewer gets no controls (the API refuses them too).
  const readOnly = summary.read_only || !canEdit;

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <RegisterHeader
        id={id}
        summary={summary}
        readOnly={readOnly}
        sampleCount={query.assets.data?.sample_count ?? null}
        removingSamples={actions.removingSamples}
        onRemoveSamples={actions.removeSamples}
        onAdd={() => setEditing({ asset: null })}
      />
      <AssetFilters id={id} query={query} />
      <RegisterResults
        query={query}
        readOnly={readOnly}
        onEdit={(asset) => setEditing({ asset })}
        onRetire={actions.retire}
      />
      <RegisterPagination query={query} />
      {!readOnly ? (
        <AssetForm
          open={editing !== null}
          asset={editing?.asset ?? null}
          categories={query.categories}
          locations={query.locations}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
