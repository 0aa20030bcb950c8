import { useQuery } from '@tanstack/react-query'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { ApiError, errorText } from '../../lib/api.ts'
import { settingsQuery } from './api.ts'
import { PluginsPart } from './PluginsPart.tsx'
import { ServicesPart } from './ServicesPart.tsx'
import { StorePart } from './StorePart.tsx'
import { SaveBar } from '../../components/SaveBar.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { useSettingsDraft } from './useSettingsDraft.ts'

/** Settings (owner only, decision 0087): the store, its plugins, the outside services and backups. */
export default function SettingsScreen() {
  const settings = useQuery(settingsQuery)
  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-4">
      <h1 id="settings-title" className="text-2xl font-bold">
        Settings
      </h1>
      {settings.isPending ? (
        <ListSkeleton label="Loading the settings" rows={4} />
      ) : settings.isError ? (
        settings.error instanceof ApiError && settings.error.status === 403 ? (
          <p role="alert" className="rounded-lg border border-gray-400 p-4">
            Only the owner can change the store’s settings. {settings.error.message}.
          </p>
        ) : (
          <ErrorState message={errorText(settings.error)} onRetry={() => void settings.refetch()} />
        )
      ) : (
        <>
          <SettingsForm loaded={settings.data} />
          <ServicesPart />
        </>
      )}
    </section>
  )
}

function SettingsForm({ loaded }: { loaded: Record<string, string> }) {
  const draft = useSettingsDraft(loaded)
  return (
    <form
      noValidate
      aria-label="Store settings"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void draft.save()
      }}
    >
      <UnsavedGuard dirty={draft.dirty} onSave={draft.save} subject="the settings" />
      <StorePart settings={draft} />
      <PluginsPart settings={draft} />
      <SaveBar draft={draft} saveLabel="Save settings" />
    </form>
  )
}
