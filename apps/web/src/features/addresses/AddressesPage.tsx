import { useState } from 'react'
import { addressText } from '@store/core/browser'
import { Link } from 'react-router'
import type { Address } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { FormMessage } from '../../components/Field.tsx'
import { useAddresses } from './api/get-addresses.ts'
import { useDeleteAddress } from './api/delete-address.ts'
import { useSetDefaultAddress } from './api/set-default-address.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

function AddressCard({ address }: { address: Address }) {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteAddress()
  const makeDefault = useSetDefaultAddress()
  const error = remove.error ?? makeDefault.error
  const busy = remove.isPending || makeDefault.isPending
  return (
    <li
      data-testid="address"
      aria-busy={busy}
      className={`flex flex-col gap-2 rounded-xl border p-4 ${address.is_default ? 'border-brand-ink' : 'border-gray-200'}`}
    >
      <div className="flex items-center gap-2">
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">{address.label}</span>
        {address.is_default && <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-on-brand">Default</span>}
      </div>
      <p className="font-medium wrap-anywhere">
        {address.name} <span className="font-normal text-gray-600">· {address.phone}</span>
      </p>
      <p className="text-sm text-gray-700 wrap-anywhere">{addressText(address)}</p>
      {!address.deliverable && (
        <p className="text-sm font-medium text-amber-800" data-testid="undeliverable">
          We don't deliver to {address.pincode} yet
        </p>
      )}
      {error != null && <FormMessage>{formErrors(error, {}).form}</FormMessage>}
      {confirming ? (
        <div role="alertdialog" aria-label="Delete this address?" className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3">
          <p className="flex-1 text-sm font-medium text-red-800">Delete this address?</p>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-gray-700 hover:bg-white"
          >
            Keep it
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(address.id)}
            className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-70"
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          {!address.is_default && (
            <button
              type="button"
              disabled={busy}
              onClick={() => makeDefault.mutate(address.id)}
              className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-70"
            >
              {makeDefault.isPending ? 'Saving...' : 'Set as default'}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
          >
            Delete
          </button>
        </div>
      )}
    </li>
  )
}

export const handle: ScreenHandle = { name: 'Addresses' }

/** /account/addresses (spec §2): the saved addresses, the default first, set default, delete. */
export default function AddressesPage() {
  useHead()
  const user = useRequireUser()
  const addresses = useAddresses(user !== null)
  if (!user || addresses.isPending) return <Spinner label="Loading your addresses" />
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Addresses</h1>
        <Link to="/account/add-address" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand">
          Add an address
        </Link>
      </div>
      {addresses.isError ? (
        <FormMessage>{formErrors(addresses.error, {}).form}</FormMessage>
      ) : addresses.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
          No saved addresses yet. Add one and checkout gets quicker.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {[...addresses.data]
            .sort((a, b) => Number(b.is_default) - Number(a.is_default))
            .map((a) => (
              <AddressCard key={a.id} address={a} />
            ))}
        </ul>
      )}
    </section>
  )
}
