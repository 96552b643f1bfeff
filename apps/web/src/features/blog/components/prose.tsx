import type { ReactNode } from "react";
import { proseClasses } from "./format.ts";

/** Long-form text block; plain <p>, <h3>, <ul> and <ol> inside it get the article styles. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={proseClasses}>{children}</div>;
}
