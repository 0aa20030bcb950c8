/**
 * What the server's owner-HTML allow-list took out of HTML the owner saved (decision 0082): the footer
 * snippet, a custom_html_block and content pages show it beside their field, in the same words.
 * Nothing shows when the HTML was clean.
 */
export function RemovedNotice({ removed }: { removed: readonly string[] }) {
  if (removed.length === 0) return null
  return (
    <div role="status" className="rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950">
      <p className="font-medium">The store removed what it cannot show safely:</p>
      <ul className="list-disc pl-5">
        {removed.map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
    </div>
  )
}
