import { useState, type FormEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { OutsideServices, TestSendResult } from '@store/core'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formProblems } from '../../lib/field-error.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { sendTestMail, sendTestSms, servicesQuery } from './api.ts'

const setOrNot = (set: boolean) => (set ? 'set' : 'not set')

/**
 * Mail, SMS, address search and online payment as the server's configuration has them (decision 0087):
 * secrets only as set or not set; test sends report the provider's own answer. And the last backup.
 */
export function ServicesPart() {
  const services = useQuery(servicesQuery)
  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="services-title" className="text-lg font-semibold">
        Outside services
      </h2>
      <p className="text-sm text-gray-700">
        These come from the server’s configuration (environment variables); secrets are never shown here.
      </p>
      {services.isPending ? (
        <ListSkeleton rows={4} label="Loading the outside services" />
      ) : services.isError ? (
        <ErrorState message={errorText(services.error)} onRetry={() => void services.refetch()} />
      ) : (
        <ServiceList s={services.data} />
      )}
    </section>
  )
}

function ServiceList({ s }: { s: OutsideServices }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      <Service name="Mail (SMTP)" on={s.mail.on}>
        {s.mail.on && (
          <p>
            From {s.mail.from} through {s.mail.server}; password {setOrNot(s.mail.password_set)}.
          </p>
        )}
        <TestMail />
      </Service>
      <Service name="SMS (Twilio)" on={s.sms.on}>
        {s.sms.on && (
          <p>
            From {s.sms.from}; auth token {setOrNot(s.sms.auth_token_set)}.
          </p>
        )}
        <TestSms />
      </Service>
      <Service name="Address search (Google Places)" on={s.places.on}>
        <p>API key {setOrNot(s.places.api_key_set)}.</p>
      </Service>
      <Service name="Online payment (Razorpay)" on={s.razorpay.on}>
        {s.razorpay.on && (
          <p>
            Key {s.razorpay.key_id}; key secret {setOrNot(s.razorpay.key_secret_set)}; webhook secret{' '}
            {setOrNot(s.razorpay.webhook_secret_set)}.
          </p>
        )}
      </Service>
      <Service name="Backups" on={s.backup.scheduled}>
        <p>
          {s.backup.last
            ? `Last backup ${formatDateTime(s.backup.last.taken_at)}, ${megabytes(s.backup.last.bytes)} (${s.backup.last.file}).`
            : s.backup.scheduled
              ? 'No backup taken yet.'
              : 'No scheduled backups: set BACKUP_DIR and BACKUP_EVERY on the server.'}
        </p>
      </Service>
    </ul>
  )
}

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

function Service({ name, on, children }: { name: string; on: boolean; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-300 p-3 text-sm">
      <p className="flex items-center justify-between gap-2 text-base font-medium">
        {name}
        <span className={`rounded-full px-2 text-sm ${on ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-900'}`}>
          {on ? 'On' : 'Off'}
        </span>
      </p>
      {children}
    </li>
  )
}

/** A send's outcome in words: the provider's answer, or why the call itself failed. */
function Outcome({ result, problem }: { result: TestSendResult | null; problem: string | null }) {
  if (problem !== null)
    return (
      <p role="alert" className="text-red-800">
        {problem}
      </p>
    )
  if (!result) return null
  return (
    <p role="status" className={result.sent ? 'text-green-900' : 'text-red-800'}>
      {result.sent ? `Sent to ${result.to}.` : `Not sent to ${result.to}.`} The provider answered: {result.answer}
    </p>
  )
}

function TestMail() {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<TestSendResult | null>(null)
  const [error, setError] = useState<unknown>(null)
  const send = async () => {
    setBusy(true)
    setError(null)
    setResult(null)
    try {
      setResult(await sendTestMail())
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <Button kind="secondary" className="self-start" disabled={busy} onClick={() => void send()}>
        {busy ? 'Sending...' : 'Send a test mail to me'}
      </Button>
      {/* No field to sit beside: the server's own sentence (the owner token has no mail address…). */}
      <Outcome result={result} problem={error === null ? null : errorText(error)} />
    </div>
  )
}

function TestSms() {
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<TestSendResult | null>(null)
  const [error, setError] = useState<unknown>(null)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setResult(null)
    try {
      setResult(await sendTestSms(to.replace(/[\s-]/g, '')))
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const problems = formProblems(error, { to: 'Phone number' })
  return (
    <form onSubmit={send} noValidate aria-label="Test SMS" className="flex flex-col gap-2">
      <TextField
        label="Your phone number"
        hint="With country code, e.g. +919876543210"
        type="tel"
        value={to}
        error={problems.fields.to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button type="submit" kind="secondary" className="self-start" disabled={busy || to.trim() === ''}>
        {busy ? 'Sending...' : 'Send a test SMS to me'}
      </Button>
      <Outcome result={result} problem={problems.message} />
    </form>
  )
}
