import {
  policyCreateSchema,
  type PolicyCreate,
  type PolicyPlatform,
  type PolicyUpdate,
} from "@fleetward/contracts/workspace-policies";
import { fromFormValues } from "../../../../components/form/form-values-schema.ts";
import type { Policy } from "../api/policies-api.ts";

/** What the policy form holds: text fields as typed, the ticked platforms, two switches. */
export type PolicyFormValues = {
  name: string;
  description: string;
  platforms: PolicyPlatform[];
  query: string;
  resolution: string;
  critical: boolean;
  enabled: boolean;
};

export const emptyPolicyValues: PolicyFormValues = {
  name: "",
  description: "",
  platforms: ["windows", "macos", "linux"],
  query: "",
  resolution: "",
  critical: false,
  enabled: true,
};

/** The contract's create schema, fed the form's values (the edit sends the same fields). */
export const policyFormSchema = fromFormValues<PolicyFormValues>()(policyCreateSchema);

export function policyFormValuesOf(policy: Policy | null): PolicyFormValues {
  if (!policy) return emptyPolicyValues;
  return {
    name: policy.name,
    description: policy.description ?? "",
    platforms: policy.platforms,
    query: policy.query,
    resolution: policy.resolution ?? "",
    critical: policy.critical,
    enabled: policy.enabled,
  };
}

/** What is sent: blank notes become null, so clearing one in an edit clears it. */
export function policyPayload(values: PolicyFormValues): PolicyCreate {
  const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    ...values,
    description: blankToNull(values.description),
    resolution: blankToNull(values.resolution),
  };
}

/**
 * An edit sends only what changed: the API forgets a policy's results when its query or
 * platforms change, so renaming a policy must not send them.
 */
export function policyChanges(policy: Policy, values: PolicyFormValues): PolicyUpdate {
  const before = policyPayload(policyFormValuesOf(policy));
  const after = policyPayload(values);
  const same = (key: keyof PolicyCreate) =>
    JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const keys = Object.keys(after) as (keyof PolicyCreate)[];
  return Object.fromEntries(
    keys.filter((key) => !same(key)).map((key) => [key, after[key]]),
  ) as PolicyUpdate;
}
