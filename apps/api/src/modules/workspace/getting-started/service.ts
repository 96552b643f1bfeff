import {
  gettingStartedSteps,
  type GettingStarted,
  type GettingStartedStep,
} from "@fleetward/contracts/workspace-getting-started";
import type { Orm } from "../../../db/client.ts";
import { inWorkspaceWrite, type WriteRequest } from "../history/service.ts";
import { recommendedLibraryKeys } from "../policies/service.ts";
import { dismissGettingStartedChecklist, gettingStartedDismissedAt } from "../settings/service.ts";
import { checklistFacts } from "./repository.ts";

/** Each step, ticked from what the workspace holds (never from the checklist itself). */
async function stepsOf(orm: Orm, tenantId: string): Promise<Record<GettingStartedStep, boolean>> {
  const facts = await checklistFacts(orm, tenantId, recommendedLibraryKeys);
  return {
    import: facts.imported > 0,
    enrol: facts.enrolled > 0,
    policies: facts.policiesOn >= recommendedLibraryKeys.length,
    // The owner is a member from the start: a second member or an open invitation counts.
    team: facts.members > 1 || facts.invited > 0,
    samples: facts.samples === 0,
  };
}

function checklist(steps: Record<GettingStartedStep, boolean>, dismissedAt: Date | null) {
  const list = gettingStartedSteps.map((key) => ({ key, done: steps[key] }));
  return {
    steps: list,
    done: list.filter((step) => step.done).length,
    dismissed_at: dismissedAt?.toISOString() ?? null,
  } satisfies GettingStarted;
}

export async function gettingStartedOf(
  orm: Orm,
  tenantId: string,
  now: Date,
): Promise<GettingStarted> {
  const [steps, dismissedAt] = await Promise.all([
    stepsOf(orm, tenantId),
    gettingStartedDismissedAt(orm, tenantId, now),
  ]);
  return checklist(steps, dismissedAt);
}

/** Puts the checklist away for the whole workspace (admins); a second call keeps the first time. */
export async function dismissWorkspaceGettingStarted(request: WriteRequest) {
  return inWorkspaceWrite(request, async ({ tx, tenantId, now }) => {
    const dismissedAt = await dismissGettingStartedChecklist(tx, tenantId, now);
    return checklist(await stepsOf(tx, tenantId), dismissedAt);
  });
}
