import { Navigate, NavLink, Route, Routes, useParams } from 'react-router'
import { BranchesScreen } from './BranchesScreen.tsx'
import { CategoriesScreen } from './CategoriesScreen.tsx'
import { ProductEditor } from './ProductEditor.tsx'
import { ProductsScreen } from './ProductsScreen.tsx'

const tab = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-gray-900 text-white' : 'border border-gray-400 bg-white'}`

/** A product's editor, new for each product (its draft and state belong to that product). */
function EditorRoute() {
  const { id } = useParams()
  return <ProductEditor key={id ?? 'new'} param={id} />
}

/** The Catalogue section (managers and up): products with their editor, categories, branches. */
export default function CatalogueScreen() {
  return (
    <section aria-labelledby="catalogue-title" className="flex flex-col gap-4">
      <h1 id="catalogue-title" className="text-2xl font-bold">
        Catalogue
      </h1>
      <nav aria-label="Catalogue" className="flex gap-2">
        <NavLink to="/catalogue" end className={tab}>
          Products
        </NavLink>
        <NavLink to="/catalogue/categories" className={tab}>
          Categories
        </NavLink>
        <NavLink to="/catalogue/branches" className={tab}>
          Branches
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<ProductsScreen />} />
        <Route path="products/new" element={<EditorRoute />} />
        {/* spec §1: the empty store's "Add Product" links to /admin/catalogue/products/add. */}
        <Route path="products/add" element={<Navigate to="/catalogue/products/new" replace />} />
        <Route path="products/:id" element={<EditorRoute />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="branches" element={<BranchesScreen />} />
        {/* The Products tab lives at /catalogue; any other address here (a typed /catalogue/products
            included) goes to it rather than showing the tabs over nothing, as the app's own unknown
            addresses go home. */}
        <Route path="*" element={<Navigate to="/catalogue" replace />} />
      </Routes>
    </section>
  )
}
