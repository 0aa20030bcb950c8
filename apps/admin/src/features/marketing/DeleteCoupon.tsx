import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { OwnerCoupon } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { errorText } from '../../lib/api.ts'
import { coupon as couponQuery, couponList, deleteCoupon } from './api.ts'

/**
 * Deleting a coupon, after the owner confirms. The server refuses a coupon orders used (it stays with
 * their history; an end date stops it), and its words show in the dialog.
 */
export function DeleteCoupon({ coupon }: { coupon: OwnerCoupon }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const queries = useQueryClient()
  const navigate = useNavigate()
  const close = () => {
    setAsking(false)
    setError(null)
  }
  const remove = async () => {
    setBusy(true)
    try {
      await deleteCoupon(coupon.id)
      await queries.invalidateQueries(couponList)
      void navigate('/marketing/coupons', { state: { deleted: coupon.code } })
      queries.removeQueries(couponQuery(coupon.id))
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button kind="secondary" className="self-start" onClick={() => setAsking(true)}>
        Delete coupon
      </Button>
      {asking && (
        <Dialog title={`Delete ${coupon.code}?`} onClose={close}>
          <p className="text-sm">
            Shoppers can no longer use it. This cannot be undone. A coupon that orders used stays with their history: set an end date to
            stop it instead.
          </p>
          {error !== null && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-900">
              {errorText(error)}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Button kind="secondary" onClick={close}>
              Cancel
            </Button>
            <Button kind="danger" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  )
}
