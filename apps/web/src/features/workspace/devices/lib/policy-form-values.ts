import {
  policyCreateSchema,
  type PolicyCreate,
  type PolicyPlatform,
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
