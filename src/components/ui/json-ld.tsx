/** schema.org data for search engines, "<" escaped so stored text can never close the script. */
export function JsonLd({ data, testId }: { data: object; testId: string }) {
  return (
    <script
      type="application/ld+json"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
