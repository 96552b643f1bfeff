import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { pdfText } from "../test-support/pdf-text.ts";
import { answerProblems, describeAnswer, nextClient } from "./support.ts";
import type { FilledWorkspace } from "./workspace-fixtures.ts";
import {
  requestFor,
  type RowChoice,
  type SweepRequest,
  type WorkspaceOperation,
} from "./workspace-operations.ts";

/* Sending the cross-workspace sweep's requests and reading what came back. */

/** Who calls: the headers that make a caller (a session and a Host, or an API token). */
export type Caller = { who: string; headers: Record<string, string> };

export type Answer = {
  operation: WorkspaceOperation;
  request: SweepRequest;
  response: LightMyRequestResponse;
};

/** Calls `operation` as `caller`, naming the rows `rows` chooses (workspace-operations.ts). */
export async function sweepCall(
  app: FastifyInstance,
  operation: WorkspaceOperation,
  caller: Caller,
  rows: RowChoice,
): Promise<Answer> {
  const request = requestFor(operation, rows);
  const response = await app.inject({
    method: operation.method,
    url: request.url,
    remoteAddress: nextClient(0xd5),
    headers: {
      ...caller.headers,
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { operation, request, response };
}

/** The text of an answer as a person would read it: PDF and XLSX files opened. */
export async function readableText(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers["content-type"] ?? "");
  if (response.statusCode >= 300) return response.body;
  if (type.startsWith("application/pdf")) {
    return (await pdfText(new Uint8Array(response.rawPayload))).join("\n");
  }
  if (type.includes("spreadsheetml")) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => cells.push(JSON.stringify(row.values)));
    }
    return cells.join("\n");
  }
  return response.body;
}

/** What of `workspace` the text shows: its marker (in every row's name) and its row ids. */
export function shownOf(text: string, workspace: FilledWorkspace): string[] {
  const lower = text.toLowerCase();
  const needles = [workspace.marker, ...Object.values(workspace.ids)];
  return needles.filter((needle) => lower.includes(needle.toLowerCase()));
}

/**
 * What is wrong with an answer besides its status: a 5xx, a stack trace, a refusal without
 * `{detail}` (support.ts), or a 2xx that shows a row of `other`.
 */
export async function answerFaults(answer: Answer, other: FilledWorkspace): Promise<string[]> {
  const faults = answerProblems(answer.response);
  const status = answer.response.statusCode;
  const shown = shownOf(await readableText(answer.response), other);
  // A refusal may repeat the id it was asked for; it must never show a name.
  const leaked = status < 300 ? shown : shown.filter((needle) => needle === other.marker);
  if (leaked.length > 0) faults.push(`shows ${leaked.join(", ")}`);
  return faults;
}

/** One line per answer for a failure message (a file answered: its type and size). */
export function describeCall(answer: Answer, caller: Caller): string {
  const { response } = answer;
  const type = String(response.headers["content-type"] ?? "");
  const text = /json|text|csv/.test(type) || response.statusCode >= 300;
  const shown = text
    ? describeAnswer(response)
    : `${response.statusCode} ${type}, ${response.rawPayload.length} bytes`;
  return `${answer.operation.name} as ${caller.who}: ${shown}`;
}
