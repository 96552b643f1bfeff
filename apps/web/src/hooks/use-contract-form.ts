import type { BaseSyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
} from "react-hook-form";
import type { z } from "zod";
import { contractResolver, type ContractSchema } from "../components/form/contract-resolver.ts";
import { fieldMessage, type FieldMessages } from "../components/form/field-messages.ts";
import { serverProblems } from "../components/form/server-errors.ts";
import { notifyFailure, type FailureMessages } from "../lib/notices/notify-failure.ts";

export type ContractFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver" | "defaultValues"
> & {
  defaultValues: DefaultValues<Input>;
  /** The form's own translated messages per field; other problems get a generic one. */
  messages?: FieldMessages<FieldPath<Input>>;
  /** Refusals that belong to one field even when the server names none (413 → the file). */
  statusFields?: Partial<Record<number, FieldPath<Input>>>;
  /** The page's own notice per status for failures that are not about a field. */
  failures?: FailureMessages;
  /**
   * Nested fields a server refusal may name besides the schema's own keys, such as an
   * asset's custom values (`custom_values.cost_centre`).
   */
  serverFields?: readonly FieldPath<Input>[];
};

/** The fields server refusals may name: the schema's own keys, else (lazy schema) the defaults'. */
function fieldNamesOf(
  schema: ContractSchema<FieldValues, unknown>,
  defaultValues: object,
): string[] {
  const shape =
    typeof schema !== "function" && "shape" in schema && typeof schema.shape === "object"
      ? schema.shape
      : null;
  return Object.keys(shape ?? defaultValues);
}

/**
 * react-hook-form bound to a contract schema, the one way forms are built: the browser checks
 * with the schema the API validates with, errors are translated and shown under their fields,
 * the first field in error gets the focus, and what was typed stays after a failure.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: ContractSchema<Input, Output>,
  options: ContractFormOptions<NoInfer<Input>, NoInfer<Output>>,
) {
  const { t, i18n } = useTranslation();
  const { messages, statusFields, failures, serverFields = [], ...formOptions } = options;
  const describe = (field: string, problem: Parameters<typeof fieldMessage>[2]) =>
    fieldMessage(t, i18n.language, problem, messages?.[field as FieldPath<Input>]);
  const form = useForm<Input, unknown, Output>({
    shouldFocusError: true,
    ...formOptions,
    resolver: contractResolver(schema, describe),
  });
  const fields = [
    ...(fieldNamesOf(schema, options.defaultValues) as FieldPath<Input>[]),
    ...serverFields,
  ];

  /** Marks the refused fields and focuses the first; false when the failure names no field. */
  function showServerErrors(error: unknown): boolean {
    const problems = serverProblems(error, fields, statusFields);
    problems.forEach(([field, problem], index) =>
      form.setError(
        field,
        { type: "server", message: describe(field, problem) },
        { shouldFocus: index === 0 },
      ),
    );
    return problems.length > 0;
  }

  /**
   * The form's onSubmit: checks the fields, then awaits `send` with the parsed values (the
   * submit button is disabled meanwhile). A refusal goes onto its fields; any other failure
   * becomes an error notice. `send` decides what success looks like; `onInvalid` may add a
   * notice of its own when fields are in error.
   */
  const submit = (
    send: (values: Output, event?: BaseSyntheticEvent) => Promise<unknown>,
    /** Runs when fields are in error, from the browser's check or the server's refusal. */
    onInvalid?: () => void,
  ) =>
    form.handleSubmit(
      async (values, event) => {
        try {
          await send(values, event);
        } catch (error) {
          if (showServerErrors(error)) onInvalid?.();
          else notifyFailure(error, t, failures);
        }
      },
      () => onInvalid?.(),
    );

  /** Props for a field component: the registration plus its translated error. */
  const field = (name: FieldPath<Input>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });

  return { ...form, submit, field, sending: form.formState.isSubmitting };
}

/** What useContractForm returns for a schema, to hand a form to its field components. */
export type ContractForm<Schema extends z.ZodType<unknown, FieldValues>> = ReturnType<
  typeof useContractForm<z.input<Schema>, z.output<Schema>>
>;
