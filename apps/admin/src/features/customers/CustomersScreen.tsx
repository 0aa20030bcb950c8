import { EmptyState } from '../../components/States.tsx'

/** The Customers section's screen: search, a customer's page, wallet adjustments and reviews live here. */
export default function CustomersScreen() {
  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-4">
      <h1 id="customers-title" className="text-2xl font-bold">
        Customers
      </h1>
      <EmptyState title="The customer screens are on their way">
        Wallet adjustments and reviews can be handled through the owner API meanwhile.
      </EmptyState>
    </section>
  )
}
