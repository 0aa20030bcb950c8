import { EmptyState } from '../../components/States.tsx'

/** The Catalogue section's screen: products, photos, categories and branches live here (managers and up). */
export default function CatalogueScreen() {
  return (
    <section aria-labelledby="catalogue-title" className="flex flex-col gap-4">
      <h1 id="catalogue-title" className="text-2xl font-bold">
        Catalogue
      </h1>
      <EmptyState title="The catalogue screens are on their way">
        Products, categories and branches can be managed through the owner API meanwhile.
      </EmptyState>
    </section>
  )
}
