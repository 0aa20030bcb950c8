import type { FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ReferralSettings } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { useWholeForm } from '../../lib/whole-form.ts'
import { MoneyField } from '../../components/MoneyField.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { referralSettings, saveReferralSettings } from './api.ts'
import { CountField } from '../../components/CountField.tsx'

/** The fields as a sentence names them ("Friends who earn must be >= 1"). */
const LABELS = { referrer_bonus: 'What the inviter gets', friend_bonus: 'What the friend gets', per_referrer_limit: 'Friends who earn' }

/** What a referral earns each side when the friend's first order arrives, how many friends may earn per shopper, on or off (decision 0020). */
export function ReferralSettingsForm({ initial }: { initial: ReferralSettings }) {
  const queries = useQueryClient()
  const { formRef, value, set, error, saved, dirty, save } = useWholeForm(initial, async (settings) => {
    await saveReferralSettings(settings)
    await queries.invalidateQueries(referralSettings)
  })
  const problems = formProblems(error, LABELS)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Referral settings"
      className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-3"
    >
      <UnsavedGuard dirty={dirty} onSave={save} subject="the referral settings" />
      <h3 className="text-lg font-semibold sm:col-span-3">Settings</h3>
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-3">
          {problems.message}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-2 sm:col-span-3">
        <input type="checkbox" className="size-5" checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        Referrals are on (off: friends who join earn nothing, and the list says why)
      </label>
      <MoneyField
        label="The shopper who invited gets"
        value={value.referrer_bonus}
        error={problems.fields.referrer_bonus}
        onChange={(v) => set({ referrer_bonus: v ?? 0 })}
      />
      <MoneyField
        label="The friend gets"
        value={value.friend_bonus}
        error={problems.fields.friend_bonus}
        onChange={(v) => set({ friend_bonus: v ?? 0 })}
      />
      <CountField
        label="Friends who earn, per shopper (empty: no limit)"
        value={value.per_referrer_limit}
        error={problems.fields.per_referrer_limit}
        onChange={(v) => set({ per_referrer_limit: v })}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button type="submit">Save settings</Button>
        {saved && (
          <p role="status" className="text-green-800">
            Saved
          </p>
        )}
      </div>
    </form>
  )
}
