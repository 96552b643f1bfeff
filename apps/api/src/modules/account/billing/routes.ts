import {
  addPaymentMethodSchema,
  billingOverviewSchema,
  idParamsSchema,
  invoiceDetailSchema,
  invoiceListSchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
} from "@fleetward/contracts/billing";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { createTestPaymentProvider, type PaymentProvider } from "./provider.ts";
import {
  addPaymentMethod,
  billingOverview,
  invoiceDetail,
  invoiceList,
  paymentMethodList,
  removePaymentMethod,
  setDefaultPaymentMethod,
  type BillingDeps,
} from "./service.ts";
import { upgrade } from "./purchase.ts";

export type BillingRoutesOptions = {
  /** The card payment service; the built-in TEST MODE provider when not given. */
  provider?: PaymentProvider;
};

const secured = { tags: ["billing"], security: [{ bearerAuth: [] }] };
const noContent = z.null().describe("No content");
const userOf = (request: FastifyRequest) => sessionOf(request).user;

export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const provider = options.provider ?? createTestPaymentProvider();
  const deps: BillingDeps = {
    orm: app.db.orm,
    jobs: app.jobs,
    clock: app.clock,
    provider,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Personal and payment data: never stored by a shared cache.
  noStoreAnswers(api);
  registerPaymentMethodRoutes(api, deps);
  registerPlanRoutes(api, deps);
  registerInvoiceRoutes(api);
}

function registerPaymentMethodRoutes(api: ZodApi, deps: BillingDeps) {
  api.get(
    "/api/customer/payment-methods",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Your saved cards (brand, last four digits, expiry, holder)",
        response: { 200: paymentMethodListSchema, ...errorResponses(401) },
      },
    },
    async (request) => paymentMethodList(deps, userOf(request).id),
  );

  api.post(
    "/api/customer/payment-methods",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Add a card",
        description:
          "The number is checked (Luhn) and passed to the payment provider; only brand, last four digits, expiry and holder are stored. A declined card is a 402.",
        body: addPaymentMethodSchema,
        response: {
          201: paymentMethodSchema,
          ...errorResponses(400, 401, 402, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPaymentMethod(deps, userOf(request).id, request.body)),
  );

  api.delete(
    "/api/customer/payment-methods/:id",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Remove one of your cards; the oldest other card becomes the default",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await removePaymentMethod(deps, userOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/api/customer/payment-methods/:id/default",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Make one of your cards the default",
        params: idParamsSchema,
        response: { 200: paymentMethodSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => setDefaultPaymentMethod(deps, userOf(request).id, request.params.id),
  );
}

function registerPlanRoutes(api: ZodApi, deps: BillingDeps) {
  api.get(
    "/api/customer/billing",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary:
          "Current plan and devices, trial days left, the plans of the pricing page and the default card",
        response: { 200: billingOverviewSchema, ...errorResponses(401) },
      },
    },
    async (request) => billingOverview(deps, userOf(request).id),
  );

  api.post(
    "/api/customer/billing/upgrade",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary:
          "Buy a plan of the pricing page per device: charge the card, issue the paid invoice, end the trial's expiry",
        description:
          "Only plans with a price can be bought (Business): the free trial, quoted plans (Enterprise) and unknown plans are a 422 naming `plan_id`. `devices` from 5 to 5000; the invoice charges devices × the plan's price per device for the cycle, plus VAT. 409 without a payment method or when already on that plan, cycle and number of devices; 402 when the card is declined.",
        body: upgradeRequestSchema,
        response: {
          201: upgradeResponseSchema,
          ...errorResponses(400, 401, 402, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await upgrade(deps, userOf(request), request.body)),
  );
}

function registerInvoiceRoutes(api: ZodApi) {
  api.get(
    "/api/customer/invoices",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Your invoices, newest first",
        response: { 200: invoiceListSchema, ...errorResponses(401) },
      },
    },
    async (request) => invoiceList(api.db.orm, userOf(request).id),
  );

  api.get(
    "/api/customer/invoices/:id",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "One of your invoices with its lines",
        params: idParamsSchema,
        response: { 200: invoiceDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => invoiceDetail(api.db.orm, userOf(request).id, request.params.id),
  );

  api.get(
    "/api/customer/invoices/:id/pdf",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "One of your invoices as a PDF",
        params: idParamsSchema,
        produces: ["application/pdf"],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceDetail(api.db.orm, userOf(request).id, request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${invoice.number}.pdf"`)
          // A Buffer bypasses the JSON serializer; the typed reply only knows the error schema.
          .send(pdf as never)
      );
    },
  );
}
