import { useState } from "react";
import { fieldErrorsOf } from "../../../../lib/http/field-errors.ts";
import { actionProblemOf, type ActionProblem } from "../lib/action-problems.ts";

/**
 * The refusal of an asset action, kept to be shown beside the action (a notice that vanishes
 * after two seconds is too easily missed for "already checked out").
 */
export function useActionProblem(fields: readonly string[] = []) {
  const [problem, setProblem] = useState<ActionProblem | null>(null);

  /**
   * Runs `call`: answers its result, or undefined when it was refused. A refusal naming one
   * of the form's `fields` is thrown on, for the form to mark that field.
   */
  async function attempt<T>(call: () => Promise<T>): Promise<T | undefined> {
    setProblem(null);
    try {
      return await call();
    } catch (error) {
      if (Object.keys(fieldErrorsOf(error, fields)).length > 0) throw error;
      setProblem(actionProblemOf(error));
      return undefined;
    }
  }

  return { problem, clear: () => setProblem(null), attempt };
}
