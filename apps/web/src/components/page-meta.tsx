type PageMetaProps = { title: string; description: string };

/** React 19 hoists these into <head>, also in prerendered HTML. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title.includes("Fleetward") ? title : `${title} · Fleetward`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}
