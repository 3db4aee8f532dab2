/** Per-route <title> and description; React 19 hoists these into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | Mockup Studio`}</title>
      <meta name="description" content={description} />
    </>
  );
}
