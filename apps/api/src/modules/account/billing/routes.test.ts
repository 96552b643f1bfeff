import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assets,
  auditLog,
  invoices,
  notifications,
  paymentMethods,
  subscriptions,
  trials,
  unreconciledCharges,
  workspaces,
} from "../../../db/schema.ts";
import { days } from "../../../lib/clock.ts";
import { clientAddressSeries, movableClock, outboxFor } from "../../../test-support/accounts.ts";
import { signedUpCustomer, type Customer } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { invoicePdfAttachment } from "./service.ts";

const visa = {
  holder: "Maria Keller",
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: 2030,
  cvc: "123",
};

describe.each(testDatabases)("billing API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-03-02T09:00:00.000Z"));
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());

  const nextClient = clientAddressSeries(0xb111);
  const call = (
    customer: Customer | null,
    method: "GET" | "POST" | "DELETE" | "PUT",
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: customer ? customer.headers : {},
      remoteAddress: nextClient(),
      ...(payload ? { payload } : {}),
    });
  const addCard = (customer: Customer, card: object = visa) =>
    call(customer, "POST", "/api/customer/payment-methods", card);

  async function giveTrial(customer: Customer, status: "active" | "expired" | "pending_approval") {
    const now = time.clock();
    const [trial] = await app.db.orm
      .insert(trials)
      .values({
        userId: customer.id,
        status,
        companyName: "Keller IT Services GmbH",
        appName: "Keller Fleet",
        appDomain: `keller-${customer.id.slice(0, 8)}`,
        companyEmail: customer.email,
        phone: "+49 30 1234567",
        streetAddress: "Friedrichstraße 68",
        building: "3rd floor",
        postalCode: "10117",
        city: "Berlin",
        country: "DE",
        firstName: "Maria",
        lastName: "Keller",
        title: "Ms",
        position: "Head of IT",
        department: "IT",
        requestedAt: now,
        activatedAt: status === "pending_approval" ? null : new Date(now.getTime() - days(80)),
        expiresAt:
          status === "active"
            ? new Date(now.getTime() + days(10) - 60_000)
            : status === "expired"
              ? new Date(now.getTime() - days(1))
              : null,
        updatedAt: now,
      })
      .returning();
    return trial!;
  }

  it("documents the billing and account routes in the OpenAPI document", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "/api/customer/payment-methods",
      "/api/customer/billing/upgrade",
      "/api/customer/invoices/{id}/pdf",
      "/api/user/me/notifications/unread-count",
      "/api/user/me/sessions/{id}",
      "/api/user/me/delete",
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  describe("payment methods", () => {
    it("refuses every call without a token", async () => {
      for (const [method, url] of [
        ["GET", "/api/customer/payment-methods"],
        ["POST", "/api/customer/payment-methods"],
        ["GET", "/api/customer/billing"],
        ["POST", "/api/customer/billing/upgrade"],
        ["GET", "/api/customer/invoices"],
      ] as const) {
        expect((await call(null, method, url, {})).statusCode, url).toBe(401);
      }
    });

    it("stores brand, last four digits, expiry and holder — never the number or CVC", async () => {
      const customer = await signedUpCustomer(app);
      const response = await addCard(customer);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        brand: "visa",
        last4: "4242",
        exp_month: 12,
        exp_year: 2030,
        holder: "Maria Keller",
        is_default: true,
      });
      const [row] = await app.db.orm
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, customer.id));
      const stored = JSON.stringify(row);
      expect(stored).not.toContain("4242424242424242");
      expect(stored).not.toContain("4242 4242 4242 4242");
      expect(stored).not.toMatch(/"123"/);
      expect(row?.providerReference).toMatch(/^tok_test_/);

      const list = await call(customer, "GET", "/api/customer/payment-methods");
      expect(list.json()).toMatchObject({ test_mode: true, items: [{ last4: "4242" }] });
      expect(list.headers["cache-control"]).toBe("no-store");
    });

    it("accepts the Mastercard and Amex test cards and declines 4000 0000 0000 0002 with a 402", async () => {
      const customer = await signedUpCustomer(app);
      expect((await addCard(customer, { ...visa, number: "5555555555554444" })).json().brand).toBe(
        "mastercard",
      );
      const amex = await addCard(customer, { ...visa, number: "3782 822463 10005", cvc: "1234" });
      expect(amex.statusCode, amex.body).toBe(201);
      expect(amex.json()).toMatchObject({ brand: "amex", last4: "0005", is_default: false });

      const declined = await addCard(customer, { ...visa, number: "4000 0000 0000 0002" });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().detail).toMatch(/declined/);
      const unknown = await addCard(customer, { ...visa, number: "4111 1111 1111 1111" });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().detail).toMatch(
        /^number: TEST MODE accepts only the test card numbers/,
      );
      const rows = await app.db.orm
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, customer.id));
      expect(rows).toHaveLength(2);
    });

    it("names the field of every invalid card detail", async () => {
      const customer = await signedUpCustomer(app);
      const cases: [object, RegExp][] = [
        [{ ...visa, number: "4242 4242 4242 4241" }, /^number: This card number is not valid/],
        [{ ...visa, exp_month: 2, exp_year: 2026 }, /^exp_year: The card has expired/],
        [{ ...visa, exp_month: 0 }, /^exp_month: /],
        [{ ...visa, cvc: "12" }, /^cvc: /],
        [{ ...visa, holder: "" }, /^holder: Enter the name on the card/],
        [{ ...visa, extra: "x" }, /Unrecognized key/],
      ];
      for (const [card, detail] of cases) {
        const response = await addCard(customer, card);
        expect(response.statusCode, JSON.stringify(card)).toBe(422);
        expect(response.json().detail).toMatch(detail);
      }
      // The current month is still valid.
      expect((await addCard(customer, { ...visa, exp_month: 3, exp_year: 2026 })).statusCode).toBe(
        201,
      );
    });

    it("switches the default and promotes the oldest card when the default is removed", async () => {
      const customer = await signedUpCustomer(app);
      const first = (await addCard(customer)).json();
      time.advance(1000);
      const second = (await addCard(customer, { ...visa, number: "5555555555554444" })).json();
      time.advance(1000);
      const third = (await addCard(customer, { ...visa, number: "5555555555554444" })).json();

      const made = await call(
        customer,
        "POST",
        `/api/customer/payment-methods/${third.id}/default`,
      );
      expect(made.json()).toMatchObject({ id: third.id, is_default: true });
      const items = (await call(customer, "GET", "/api/customer/payment-methods")).json().items;
      expect(items.map((item: { id: string }) => item.id)).toEqual([third.id, first.id, second.id]);
      expect(items.filter((item: { is_default: boolean }) => item.is_default)).toHaveLength(1);

      const removed = await call(customer, "DELETE", `/api/customer/payment-methods/${third.id}`);
      expect(removed.statusCode).toBe(204);
      const after = (await call(customer, "GET", "/api/customer/payment-methods")).json().items;
      expect(after).toMatchObject([{ id: first.id, is_default: true }, { id: second.id }]);
      expect(
        (await call(customer, "DELETE", `/api/customer/payment-methods/${third.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(customer, "DELETE", "/api/customer/payment-methods/not-a-uuid")).statusCode,
      ).toBe(404);
    });

    it("never lets one customer see, change or remove another's card", async () => {
      const alice = await signedUpCustomer(app, "alice");
      const bob = await signedUpCustomer(app, "bob");
      const card = (await addCard(alice)).json();

      expect((await call(bob, "GET", "/api/customer/payment-methods")).json().items).toEqual([]);
      const deleted = await call(bob, "DELETE", `/api/customer/payment-methods/${card.id}`);
      expect(deleted.statusCode).toBe(404);
      const defaulted = await call(bob, "POST", `/api/customer/payment-methods/${card.id}/default`);
      expect(defaulted.statusCode).toBe(404);
      const upgrade = await call(bob, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
        payment_method_id: card.id,
      });
      expect(upgrade.statusCode).toBe(422);
      expect((await call(alice, "GET", "/api/customer/payment-methods")).json().items).toHaveLength(
        1,
      );
    });
  });

  describe("plans and upgrade", () => {
    it("offers the pricing page's plans from the plans table, with no plan and no card yet", async () => {
      const customer = await signedUpCustomer(app);
      const response = await call(customer, "GET", "/api/customer/billing");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.plan).toEqual({
        kind: "none",
        plan_id: null,
        billing_cycle: null,
        since: null,
        devices: null,
      });
      expect(body.trial).toBeNull();
      const pricing = (await app.inject({ method: "GET", url: "/api/plans" })).json().items;
      expect(body.plans).toEqual(
        pricing.map((plan: { id: string }) => ({
          ...plan,
          purchasable: plan.id === "business",
        })),
      );
      expect(body.plans.map((plan: { id: string }) => plan.id)).toEqual([
        "trial",
        "business",
        "enterprise",
      ]);
      expect(body.plans[1]).toMatchObject({ price_monthly_cents: 400, price_yearly_cents: 4000 });
      expect(body.devices).toEqual({ in_workspace: 0, suggested: 25, min: 5, max: 5000 });
      expect(body.default_payment_method).toBeNull();
      expect(body.test_mode).toBe(true);
    });

    it("suggests the number of assets in the customer's own workspace", async () => {
      const customer = await signedUpCustomer(app);
      const trial = await giveTrial(customer, "active");
      const now = time.clock();
      const [workspace] = await app.db.orm
        .insert(workspaces)
        .values({
          trialId: trial.id,
          appDomain: trial.appDomain,
          name: trial.appName,
          ownerUserId: customer.id,
          createdAt: now,
        })
        .returning();
      const asset = (name: string, extra: Partial<typeof assets.$inferInsert> = {}) => ({
        tenantId: workspace!.id,
        name,
        status: "in_use" as const,
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
      await app.db.orm
        .insert(assets)
        .values([
          ...Array.from({ length: 7 }, (_, index) => asset(`Latitude 7450 #${index + 1}`)),
          asset("Sample MacBook Air", { isSample: true }),
          asset("Sample iPhone 15", { isSample: true }),
          asset("Old ThinkPad T480", { status: "retired", retiredAt: now }),
        ]);
      const body = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(body.devices).toEqual({ in_workspace: 7, suggested: 7, min: 5, max: 5000 });

      // Another customer's workspace does not count.
      const other = (
        await call(await signedUpCustomer(app), "GET", "/api/customer/billing")
      ).json();
      expect(other.devices.in_workspace).toBe(0);
    });

    it("needs a payment method (409), a plan that is for sale and 5–5000 devices (422)", async () => {
      const customer = await signedUpCustomer(app);
      const noCard = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(noCard.statusCode).toBe(409);
      expect(noCard.json().detail).toBe("Add a payment method before choosing a plan");
      await addCard(customer);
      const cases: [object, RegExp][] = [
        [{ plan_id: "platinum" }, /^plan_id: Choose one of the plans on offer/],
        [{ plan_id: "starter" }, /^plan_id: Choose one of the plans on offer/],
        [{ plan_id: "enterprise" }, /^plan_id: The Enterprise plan is quoted on request/],
        [{ plan_id: "trial" }, /^plan_id: The free trial cannot be bought/],
        [{ devices: 4 }, /^devices: Enter a whole number of devices from 5 to 5000/],
        [{ devices: 5001 }, /^devices: Enter a whole number of devices from 5 to 5000/],
        [{ devices: 12.5 }, /^devices: /],
        [{ devices: "25" }, /^devices: /],
        [{ devices: undefined }, /^devices: /],
        [{ billing_cycle: "weekly" }, /^billing_cycle: /],
      ];
      for (const [change, detail] of cases) {
        const payload = { plan_id: "business", billing_cycle: "monthly", devices: 25, ...change };
        const response = await call(customer, "POST", "/api/customer/billing/upgrade", payload);
        expect(response.statusCode, JSON.stringify(change)).toBe(422);
        expect(response.json().detail, JSON.stringify(change)).toMatch(detail);
      }
      expect((await call(customer, "GET", "/api/customer/invoices")).json().items).toEqual([]);
      const subscription = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toEqual([]);
      expect(await outboxFor(app, customer.email)).toHaveLength(1); // only the confirmation
    });

    it("buys Business per device without a trial: paid invoice, e-mail, notice and subscription", async () => {
      const customer = await signedUpCustomer(app);
      await addCard(customer);
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
        invoice: {
          number: expect.stringMatching(/^FW-INV-2026-\d{5}$/),
          status: "paid",
          currency: "EUR",
          subtotal_cents: 40000,
          tax_rate: 19,
          tax_cents: 7600,
          total_cents: 47600,
        },
      });
      const detail = (
        await call(customer, "GET", `/api/customer/invoices/${body.invoice.id}`)
      ).json();
      expect(detail.lines).toEqual([
        {
          description: "Business plan — 10 devices × €40.00 / year",
          quantity: 10,
          unit_price_cents: 4000,
          amount_cents: 40000,
        },
      ]);

      const overview = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(overview.plan).toMatchObject({
        kind: "paid",
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      const [subscription] = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toMatchObject({
        planId: "business",
        billingCycle: "yearly",
        devices: 10,
      });

      const mails = await outboxFor(app, customer.email);
      const invoiceMail = mails.find((mail) => mail.template === "invoice");
      expect(invoiceMail?.subject).toBe(`Your Fleetward invoice ${body.invoice.number}`);
      expect(invoiceMail?.html).toContain("€476.00");
      expect(invoiceMail?.link).toContain(`/user-invoice?id=${body.invoice.id}`);
      // The PDF goes with the e-mail, drawn at delivery: the same document as the download.
      expect(invoiceMail?.attachments).toEqual([{ kind: "invoice-pdf", id: body.invoice.id }]);
      const attached = await invoicePdfAttachment(app.db.orm, body.invoice.id);
      expect(attached?.filename).toBe(`${body.invoice.number}.pdf`);
      expect(attached?.contentType).toBe("application/pdf");
      expect(attached?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(await invoicePdfAttachment(app.db.orm, crypto.randomUUID())).toBeUndefined();

      const [notice] = await app.db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.userId, customer.id));
      expect(notice).toMatchObject({ category: "billing", kind: "invoice.paid" });
      expect(notice?.title).toBe(`Invoice ${body.invoice.number} paid`);

      const again = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 10,
      });
      expect(again.statusCode).toBe(409);
      // More devices is a new purchase.
      const more = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "yearly",
        devices: 1200,
      });
      expect(more.statusCode, more.body).toBe(201);
      expect(more.json().invoice).toMatchObject({ subtotal_cents: 4_800_000 });
      const moreDetail = (
        await call(customer, "GET", `/api/customer/invoices/${more.json().invoice.id}`)
      ).json();
      expect(moreDetail.lines[0].description).toBe("Business plan — 1,200 devices × €40.00 / year");
    });

    it("numbers invoices one after another", async () => {
      const customer = await signedUpCustomer(app);
      await addCard(customer);
      const first = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const second = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 30,
      });
      const number = (response: typeof first) => Number(response.json().invoice.number.slice(-5));
      expect(number(second)).toBe(number(first) + 1);
    });

    it("upgrades an active trial: no expiry any more, the plan recorded, one audit entry", async () => {
      const customer = await signedUpCustomer(app);
      const trial = await giveTrial(customer, "active");
      const overview = (await call(customer, "GET", "/api/customer/billing")).json();
      expect(overview.plan.kind).toBe("trial");
      expect(overview.trial).toMatchObject({ status: "active", days_left: 10 });

      await addCard(customer);
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [after] = await app.db.orm.select().from(trials).where(eq(trials.id, trial.id));
      expect(after).toMatchObject({ status: "upgraded", expiresAt: null, planId: "business" });
      const audit = await app.db.orm.select().from(auditLog).where(eq(auditLog.entityId, trial.id));
      expect(audit).toMatchObject([{ fromStatus: "active", toStatus: "upgraded" }]);

      const invoice = (
        await call(customer, "GET", `/api/customer/invoices/${response.json().invoice.id}`)
      ).json();
      expect(invoice.billing_address).toMatchObject({
        name: "Maria Keller",
        company: "Keller IT Services GmbH",
        city: "Berlin",
        country: "DE",
      });
    });

    it("re-opens an expired trial and leaves a pending one alone", async () => {
      const expired = await signedUpCustomer(app);
      const expiredTrial = await giveTrial(expired, "expired");
      await addCard(expired);
      await call(expired, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const [reopened] = await app.db.orm
        .select()
        .from(trials)
        .where(eq(trials.id, expiredTrial.id));
      expect(reopened?.status).toBe("upgraded");

      const pending = await signedUpCustomer(app);
      const pendingTrial = await giveTrial(pending, "pending_approval");
      await addCard(pending);
      const bought = await call(pending, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(bought.statusCode).toBe(201);
      const [unchanged] = await app.db.orm
        .select()
        .from(trials)
        .where(eq(trials.id, pendingTrial.id));
      expect(unchanged?.status).toBe("pending_approval");
    });

    it("skips the invoice e-mail when billing e-mails are off, but still notifies in the app", async () => {
      const customer = await signedUpCustomer(app);
      await call(customer, "PUT", "/api/user/me/notification-preferences", {
        trial: true,
        billing: false,
        security: true,
        product: false,
      });
      await addCard(customer);
      await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      const mails = await outboxFor(app, customer.email);
      expect(mails.some((mail) => mail.template === "invoice")).toBe(false);
      const feed = (await call(customer, "GET", "/api/user/me/notifications")).json();
      expect(feed.items[0].kind).toBe("invoice.paid");
    });

    it("records a charge whose invoice could not be written, and changes nothing else", async () => {
      time.advance(days(365 * 3)); // a year with no invoices yet
      const year = time.clock().getUTCFullYear();
      const [blocking] = await app.db.orm
        .insert(invoices)
        .values({
          number: `FW-INV-${year}-00001`,
          userId: null,
          issuedAt: time.clock(),
          dueAt: time.clock(),
          currency: "EUR",
          subtotalCents: 0,
          taxRate: 19,
          taxCents: 0,
          totalCents: 0,
          status: "void",
          billingAddress: {
            name: "Imported",
            company: null,
            email: "billing@example.com",
            street: null,
            postal_code: null,
            city: null,
            country: null,
          },
          createdAt: time.clock(),
        })
        .returning();
      const customer = await signedUpCustomer(app);
      await addCard(customer, { ...visa, exp_year: year + 2 });
      const response = await call(customer, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().detail).toMatch(/charged but we could not record the purchase/);
      const charges = await app.db.orm
        .select()
        .from(unreconciledCharges)
        .where(eq(unreconciledCharges.userId, customer.id));
      expect(charges).toMatchObject([{ amountCents: 11900, currency: "EUR" }]);
      expect(charges[0]?.chargeId).toMatch(/^ch_test_/);
      const subscription = await app.db.orm
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, customer.id));
      expect(subscription).toEqual([]);
      expect((await call(customer, "GET", "/api/customer/invoices")).json().items).toEqual([]);
      await app.db.orm.delete(invoices).where(eq(invoices.id, blocking!.id));
    });
  });

  describe("invoices", () => {
    let alice: Customer;
    let invoiceId: string;
    beforeAll(async () => {
      alice = await signedUpCustomer(app, "alice");
      await addCard(alice);
      const response = await call(alice, "POST", "/api/customer/billing/upgrade", {
        plan_id: "business",
        billing_cycle: "monthly",
        devices: 25,
      });
      invoiceId = response.json().invoice.id;
    });

    it("lists the customer's invoices and shows one with its lines and seller", async () => {
      const list = (await call(alice, "GET", "/api/customer/invoices")).json();
      expect(list.items).toHaveLength(1);
      const detail = await call(alice, "GET", `/api/customer/invoices/${invoiceId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        id: invoiceId,
        status: "paid",
        subtotal_cents: 10000,
        tax_cents: 1900,
        total_cents: 11900,
        lines: [
          {
            description: "Business plan — 25 devices × €4.00 / month",
            quantity: 25,
            unit_price_cents: 400,
            amount_cents: 10000,
          },
        ],
        seller: { name: "Fleetward GmbH" },
        billing_address: { email: alice.email },
      });
    });

    it("serves the invoice as a PDF generated by the server", async () => {
      const response = await call(alice, "GET", `/api/customer/invoices/${invoiceId}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(
        /attachment; filename="FW-INV-\d{4}-\d{5}\.pdf"/,
      );
      expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(response.rawPayload.length).toBeGreaterThan(1000);
    });

    it("never shows one customer's invoice to another", async () => {
      const bob = await signedUpCustomer(app, "bob");
      expect((await call(bob, "GET", "/api/customer/invoices")).json().items).toEqual([]);
      const detail = await call(bob, "GET", `/api/customer/invoices/${invoiceId}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().detail).toBe("No such invoice");
      const pdf = await call(bob, "GET", `/api/customer/invoices/${invoiceId}/pdf`);
      expect(pdf.statusCode).toBe(404);
      expect((await call(null, "GET", `/api/customer/invoices/${invoiceId}/pdf`)).statusCode).toBe(
        401,
      );
    });
  });
});
