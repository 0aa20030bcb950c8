import { ExportPanel } from './ExportPanel.tsx'
import { ImportPanel } from './ImportPanel.tsx'

/** Import / export (managers and owners; decision 0093): CSV files of the catalogue, orders and customers. */
export default function DataScreen() {
  return (
    <section aria-labelledby="data-title" className="flex flex-col gap-4">
      <h1 id="data-title" className="text-2xl font-bold">
        Import / export
      </h1>
      <ExportPanel />
      <ImportPanel />
    </section>
  )
}
