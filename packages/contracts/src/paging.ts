import { z } from "zod";

/**
 * The envelope of every paged list: one page of `items`, how many match on all pages, and which
 * page this is. `order` documents how the items are sorted.
 */
export function pageOf<Item extends z.ZodType>(item: Item, order?: string) {
  return z.object({
    items: order ? z.array(item).describe(order) : z.array(item),
    total: z.number().int().describe("Items matching the filters, on all pages"),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
