import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods } from "../../../db/schema.ts";
import { movableClock } from "../../../test-support/accounts.ts";
import { signedUpCustomer, type Customer } from "../../../test-support/customers.ts";
import { testDatabases } from "../../../test-support/databases.ts";
import { createTestApp } from "../../../test-support/test-app.ts";
import { billingRequests, visa } from "./test-support.ts";

describe.each(testDatabases)("billing API on $name", (database) => {
  let app: FastifyInstance;
  const time = movableClock(new Date("2026-03-02T09:00:00.000Z"));
  beforeAll(async () => {
    app = await createTestApp(database, { clock: time.clock });
  });
  afterAll(() => app.close());
  const { call, addCard } = billingRequests(() => app, time);

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
