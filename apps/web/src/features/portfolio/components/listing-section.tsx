import type { ReactNode } from "react";
import { Section } from "../../../components/section.tsx";
import { formatDevices, stories } from "../data/stories.ts";
import { columnCount, styleNames, type ColumnWord, type ListingStyle } from "./layout-options.ts";
import { VariantNav } from "./variant-nav.tsx";

type ListingSectionProps = { style: ListingStyle; columns: ColumnWord; children: ReactNode };

export function listingEyebrow(style: ListingStyle, columns: ColumnWord): string {
  return `${styleNames[style]} layout · ${columnCount[columns]} columns`;
}

/** The band every customer-story listing shares: heading, layout switcher, then the cards. */
export function ListingSection({ style, columns, children }: ListingSectionProps) {
  const totalDevices = stories.reduce((sum, story) => sum + story.devices, 0);
  return (
    <Section
      title={`${stories.length} organisations, one accurate inventory`}
      id="stories"
      intro={`Hospitals, schools, banks and research labs that manage ${formatDevices(totalDevices)} devices between them with Fleetward.`}
    >
      <VariantNav style={style} columns={columns} />
      <div className="mt-8">{children}</div>
    </Section>
  );
}
