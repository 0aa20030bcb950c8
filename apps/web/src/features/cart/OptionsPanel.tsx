import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router'
import {
  chooseSingleValue,
  currentCombination,
  formatMoney,
  isMultiValueDisabled,
  isSingleValueDisabled,
  multiValuePrice,
  selectionIds,
  selectionPrice,
  toggleMultiValue,
} from '@store/core/browser'
import { useStore } from '../../app/store.ts'
import { Sheet } from '../../components/Sheet.tsx'
import { toast } from '../../components/toasts.ts'
import { useMoneyFormat } from '../../lib/money.ts'
import { OPTIONS_DRAWER_HASH } from '../catalogue/AddToCartButton.tsx'
import { useCartActions } from './useCartActions.ts'

/** spec §2 product options panel, open while the URL hash names it; closing goes back in history. */
export function OptionsPanel() {
  const { hash } = useLocation()
  const drawer = useStore((s) => s.productDrawer)
  const setDrawer = useStore((s) => s.setProductDrawer)
  const busy = useStore((s) => s.is_cart_updating)
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

  if (!open || !product) return null
  const money = (minor: number) => formatMoney(minor, format)
  const single = drawer.selectedAttributes
  const multi = drawer.selectedMultiAttributes

  const onAdd = async () => {
    // spec §5: each add-on group needs its minimum before the add is sent.
    for (const group of product.multi_selectable_attributes) {
      if (group.min_select !== null && (multi[group.id] ?? []).length < group.min_select) {
        toast(`Please select at least ${group.min_select} options for ${group.name}`)
        return
      }
    }
    if (await add({ product_id: product.id, quantity: 1, ...selectionIds(single, multi) })) close()
  }

  return (
    <Sheet
      title="Product options"
      onClose={close}
      footer={
        <div className="flex items-center justify-between gap-3">
          <p className="text-base">
            Total: <strong data-testid="drawer-total">{formatMoney(drawer.drawerPrice, format, { forceDecimals: 2 })}</strong>
          </p>
          <button
            type="button"
            onClick={() => void onAdd()}
            disabled={busy}
            className="min-w-28 rounded-xl bg-brand px-6 py-3 font-semibold text-on-brand disabled:opacity-70"
          >
            {busy ? 'Adding...' : 'Add'}
          </button>
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
                  className={`rounded-full border px-4 py-2 text-sm ${chosen ? 'border-brand bg-brand text-on-brand' : 'border-gray-300'} disabled:cursor-not-allowed disabled:opacity-40`}
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
                    {price > 0 && <span className="text-sm text-gray-600">+{money(price)}</span>}
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
