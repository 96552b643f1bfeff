import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// Types only here; the add-card form imports the card schema itself.
import type {
  BillingOverview,
  InvoiceDetail,
  InvoiceSummary,
  PaymentMethod,
  PaymentMethodList,
  UpgradeRequest,
  UpgradeResponse,
} from "@fleetward/contracts/billing";
import { readStoredToken } from "../../../../lib/auth-token.ts";
import { buildUrl, HttpError, request } from "../../../../lib/http/http-client.ts";
import { notificationKeys } from "../../../../lib/notifications/unread-count.ts";
import { currentTrialKey } from "../../../../lib/trial/current-trial.ts";

export type {
  BillingOverview,
  BillingPlan,
  InvoiceDetail,
  InvoiceSummary,
  PaymentMethod,
} from "@fleetward/contracts/billing";

export const billingKeys = {
  /** Every account query: a purchase can change what any account page shows. */
  account: ["account"] as const,
  overview: ["account", "billing"] as const,
  paymentMethods: ["account", "payment-methods"] as const,
  invoices: ["account", "invoices"] as const,
  invoice: (id: string) => ["account", "invoices", id] as const,
};

export function useBilling() {
  return useQuery({
    queryKey: billingKeys.overview,
    queryFn: ({ signal }) => request<BillingOverview>("/api/customer/billing", { signal }),
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: billingKeys.paymentMethods,
    queryFn: ({ signal }) =>
      request<PaymentMethodList>("/api/customer/payment-methods", { signal }),
  });
}

/**
 * After any change to cards or plans, the billing overview and card list are stale; a
 * purchase also moves the trial to `upgraded`.
 */
function useBillingInvalidation() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: billingKeys.account }),
      client.invalidateQueries({ queryKey: notificationKeys.all }),
      client.invalidateQueries({ queryKey: currentTrialKey }),
    ]);
}

export function useRemovePaymentMethod() {
  const invalidate = useBillingInvalidation();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/api/customer/payment-methods/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

export function useMakeDefaultPaymentMethod() {
  const invalidate = useBillingInvalidation();
  return useMutation({
    mutationFn: (id: string) =>
      request<PaymentMethod>(`/api/customer/payment-methods/${encodeURIComponent(id)}/default`, {
        method: "POST",
      }),
    onSettled: invalidate,
  });
}

export function useAddPaymentMethod() {
  const invalidate = useBillingInvalidation();
  return useMutation({
    mutationFn: (card: unknown) =>
      request<PaymentMethod>("/api/customer/payment-methods", { json: card }),
    onSuccess: invalidate,
  });
}

export function useUpgrade() {
  const invalidate = useBillingInvalidation();
  return useMutation({
    mutationFn: (upgrade: UpgradeRequest) =>
      request<UpgradeResponse>("/api/customer/billing/upgrade", { json: upgrade }),
    onSettled: invalidate,
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) =>
      request<{ items: InvoiceSummary[] }>("/api/customer/invoices", { signal }),
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: billingKeys.invoice(id ?? ""),
    queryFn: ({ signal }) =>
      request<InvoiceDetail>(`/api/customer/invoices/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Fetches the PDF with the bearer token (a plain link could not send it) and saves it under
 * the invoice number.
 */
export async function downloadInvoicePdf(invoice: Pick<InvoiceSummary, "id" | "number">) {
  const headers = new Headers({ Accept: "application/pdf" });
  const token = readStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(
      buildUrl(`/api/customer/invoices/${encodeURIComponent(invoice.id)}/pdf`),
      {
        headers,
        signal: AbortSignal.timeout(30_000),
      },
    );
  } catch {
    throw new HttpError("network", "errors.network");
  }
  if (!response.ok) throw new HttpError("http", "errors.server", response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
