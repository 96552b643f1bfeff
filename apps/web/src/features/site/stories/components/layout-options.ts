import { useLocation } from "react-router";

export const columnWords = ["two", "three", "four", "five", "six"] as const;
export type ColumnWord = (typeof columnWords)[number];

export const listingStyles = ["modern", "classic", "creative", "masonry"] as const;
export type ListingStyle = (typeof listingStyles)[number];

export const columnCount: Record<ColumnWord, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

function isColumnWord(value: string): value is ColumnWord {
  return (columnWords as readonly string[]).includes(value);
}

/** Routes are /portfolio-<style>-<columns>; the last word of the path is the column count. */
export function useColumnWord(): ColumnWord {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, "").split("-").pop() ?? "";
  return isColumnWord(last) ? last : "three";
}

export function listingPath(style: ListingStyle, columns: ColumnWord): string {
  return `/portfolio-${style}-${columns}`;
}

/** Each listing style opens its stories in its own detail layout. */
export function detailPath(style: ListingStyle, id: string): string {
  if (style === "modern") return `/portfolio-detail-one/${id}`;
  if (style === "classic") return `/portfolio-detail-two?id=${id}`;
  if (style === "creative") return `/portfolio-detail-three?id=${id}`;
  return `/portfolio-detail-four?id=${id}`;
}

/** Full class strings, so Tailwind finds them; small screens always get fewer columns. */
export const gridColumns: Record<ColumnWord, string> = {
  two: "grid grid-cols-1 sm:grid-cols-2",
  three: "grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  four: "grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
  five: "grid grid-cols-1 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5",
  six: "grid grid-cols-1 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6",
};

export const masonryColumns: Record<ColumnWord, string> = {
  two: "columns-1 sm:columns-2",
  three: "columns-1 sm:columns-2 lg:columns-3",
  four: "columns-1 sm:columns-2 lg:columns-4",
  five: "columns-1 sm:columns-2 md:columns-3 xl:columns-5",
  six: "columns-1 sm:columns-2 md:columns-3 xl:columns-6",
};

/** From five columns on, cards are narrow: they drop secondary text. */
export function isCompact(columns: ColumnWord): boolean {
  return columnCount[columns] >= 5;
}
