import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  checkSelection,
  chooseSingleValue,
  defaultSelection,
  currentCombination,
  formatMoney,
  isMultiValueDisabled,
  isSingleValueDisabled,
  multiValuePrice,
  selectionIds,
  selectionPrice,
  toggleMultiValue,
} from '@store/core/browser'
import { useCartStore } from './store-slice.ts'
import { Sheet } from '../../components/Sheet.tsx'
import { toast } from '../../components/toasts.ts'
import { useMoneyFormat } from '../../lib/money.ts'
import { OPTIONS_DRAWER_HASH } from './OptionsPanelSlot.tsx'
import { useCartActions } from './useCartActions.ts'

/** The panel's starting point, for Add to Cart (which loads this module before opening the panel). */
export { defaultSelection }

/** spec §2 product options panel, open while the URL hash names it; closing goes back in history. */
export function OptionsPanel() {
  const { hash, pathname, search } = useLocation()
  const drawer = useCartStore((s) => s.productDrawer)
  const setDrawer = useCartStore((s) => s.setProductDrawer)
  const busy = useCartStore((s) => s.is_cart_updating)
  const format = useMoneyFormat()
  const { add } = useCartActions()
  const product = drawer.currentProduct
  const open = hash === OPTIONS_DRAWER_HASH && product !== null
  const close = useCallback(() => window.history.back(), [])

  // Keep the derived drawer fields (spec §3 drawerPrice, variant_id) in step with the choices.
  useEffect(() => {
    if (!product) return
    const variant = currentCombination(product, drawer.selectedAttributes)
    setDrawer({
      drawerPrice: selectionPrice(product, drawer.selectedAttributes, drawer.selectedMultiAttributes),
      variant_id: variant?.variant_id ?? null,
    })
  }, [product, drawer.selectedAttributes, drawer.selectedMultiAttributes, setDrawer])
  useEffect(() => {
    setDrawer({ desktopDialogOpen: open })
  }, [open, setDrawer])
  // Only Add to Cart chooses the panel's product, so the hash without one came from a reload or a typed
  // link: it is dropped (in place, not as a new entry) so the address says what the screen shows.
  const navigate = useNavigate()
  useEffect(() => {
    if (hash === OPTIONS_DRAWER_HASH && product === null) void navigate({ pathname, search }, { replace: true })
  }, [hash, product, pathname, search, navigate])

  if (!open || !product) return null
  const money = (minor: number) => formatMoney(minor, format)
  const single = drawer.selectedAttributes
  const multi = drawer.selectedMultiAttributes

  const onAdd = async () => {
    // spec §5: the selection must pass the same check the server runs (core's checkSelection, decision 0007)
    // before the add is sent, e.g. each add-on group's minimum.
    const ids = selectionIds(single, multi)
    const check = checkSelection(product, ids.selected_attributes, ids.selected_multi_attributes)
    if (!check.ok) {
      toast(check.message)
      return
    }
    if (await add({ product_id: product.id, quantity: 1, ...ids })) {
      close()
      // The same sign as a plain add: the panel closing alone says nothing.
      toast('Added to cart', 'info')
    }
  }

  return (
    <Sheet
      title="Product options"
      onClose={close}
      footer={
        <div className="flex items-center justify-between gap-3">
          <p className="text-base">
            Total:{' '}
            <strong data-testid="drawer-total" className="price">
              {formatMoney(drawer.drawerPrice, format, { forceDecimals: 2 })}
            </strong>
          </p>
          {product.in_stock ? (
            <button
              type="button"
              onClick={() => void onAdd()}
              disabled={busy}
              className="min-w-28 rounded-xl bg-brand px-6 py-3 font-semibold text-on-brand disabled:opacity-70"
            >
              {busy ? 'Adding...' : 'Add'}
            </button>
          ) : (
            // The product sold out since its card was drawn: the choices stay to look at, nothing can be added.
            <button
              type="button"
              disabled
              className="min-w-28 cursor-not-allowed rounded-xl bg-gray-100 px-6 py-3 font-semibold text-gray-600"
            >
              Sold out
            </button>
          )}
        </div>
      }
    >
      <p className="mb-3 font-semibold">{product.name}</p>
      {product.attributes.map((attribute) => (
        <fieldset key={attribute.id} className="mb-4">
          <legend className="mb-2 text-sm font-semibold">{attribute.name}</legend>
          <div className="flex flex-wrap gap-2">
            {attribute.values.map((value) => {
              const chosen = single[attribute.id] === value.id
              const disabled = !chosen && isSingleValueDisabled(product, attribute.id, value.id, single)
              return (
                <button
                  key={value.id}
                  type="button"
                  aria-pressed={chosen}
                  disabled={disabled}
                  onClick={() => {
                    const next = chooseSingleValue(single, attribute.id, value.id)
                    setDrawer({ selectedAttributes: next.single, selectedMultiAttributes: next.multi })
                  }}
                  className={`rounded-full border px-4 py-2 text-sm ${chosen ? 'border-brand-ink bg-brand text-on-brand' : 'border-gray-300'} disabled:cursor-not-allowed disabled:opacity-40`}
                >
                  {value.value}
                </button>
              )
            })}
          </div>
        </fieldset>
      ))}
      {product.multi_selectable_attributes.map((group) => (
        <fieldset key={group.id} className="mb-4">
          <legend className="mb-2 text-sm font-semibold">
            {group.name}{' '}
            <span className="font-normal text-gray-500">
              (Min: {group.min_select ?? 0}, Max: {group.max_select ?? 'Any'})
            </span>
          </legend>
          <ul className="flex flex-col gap-1">
            {group.values.map((value) => {
              const chosen = (multi[group.id] ?? []).includes(value.id)
              const disabled = !chosen && isMultiValueDisabled(group, value, single, multi, drawer.variant_id)
              const price = multiValuePrice(value, drawer.variant_id)
              return (
                <li key={value.id}>
                  <label className={`flex items-center gap-3 rounded-lg px-2 py-2 ${disabled ? 'opacity-40' : 'hover:bg-gray-50'}`}>
                    <input
                      type="checkbox"
                      checked={chosen}
                      disabled={disabled}
                      className="h-4 w-4 accent-[var(--store-bg)]"
                      onChange={() => setDrawer({ selectedMultiAttributes: toggleMultiValue(group, multi, value.id) })}
                    />
                    <span className="flex-1 text-sm">{value.value}</span>
                    {price > 0 && <span className="price text-sm text-gray-600">+{money(price)}</span>}
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </Sheet>
  )
}
