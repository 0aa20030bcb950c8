import { Route, Routes } from 'react-router'
import { CustomerList } from './CustomerList.tsx'
import { CustomerPage } from './CustomerPage.tsx'

/** The Customers section (managers and up): search, and one customer's page. */
export default function CustomersScreen() {
  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-4">
      <h1 id="customers-title" className="text-2xl font-bold">
        Customers
      </h1>
      <Routes>
        <Route index element={<CustomerList />} />
        <Route path=":id" element={<CustomerPage />} />
      </Routes>
    </section>
  )
}
