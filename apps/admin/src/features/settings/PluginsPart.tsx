import { useQuery } from '@tanstack/react-query'
import { TextField } from '@store/ui/field'
import { STORE_PLUGINS } from '@store/core/browser'
import type { PluginSources } from '@store/core'
import { errorText } from '../../lib/api.ts'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { pluginSourcesQuery } from './api.ts'
import type { SettingsDraft } from './useSettingsDraft.ts'

type Sources = PluginSources['items'][number]['sources']
const DIRECTIVES: [keyof Omit<Sources, 'inline_styles'>, string][] = [
  ['script', 'script-src'],
  ['style', 'style-src'],
  ['img', 'img-src'],
  ['connect', 'connect-src'],
  ['font', 'font-src'],
  ['frame', 'frame-src'],
]

/** spec §1's plugins: each one's switch, its own fields, and what it adds to the storefront's CSP (decision 0011). */
export function PluginsPart({ settings }: { settings: SettingsDraft }) {
  const { draft, set, fieldError } = settings
  const sources = useQuery(pluginSourcesQuery)
  return (
    <section aria-labelledby="plugins-title" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="plugins-title" className="text-lg font-semibold">
        Plugins
      </h2>
      {sources.isError && <ErrorState message={errorText(sources.error)} onRetry={() => void sources.refetch()} />}
      <ul className="grid gap-3 lg:grid-cols-2">
        {STORE_PLUGINS.map((plugin) => {
          const on = draft[plugin.setting] === 'true'
          const added = sources.data?.items.find((i) => i.setting === plugin.setting)?.sources
          return (
            <li key={plugin.code} className="flex flex-col gap-2 rounded-md border border-gray-300 p-3">
              <label className="flex min-h-11 items-center gap-3 font-medium">
                <input type="checkbox" className="h-5 w-5" checked={on} onChange={(e) => set(plugin.setting, String(e.target.checked))} />
                {plugin.name}
              </label>
              {plugin.fields.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
                  value={draft[field.key] ?? ''}
                  error={fieldError(field.key)}
                  onChange={(e) => set(field.key, e.target.value)}
                />
              ))}
              {sources.isPending ? (
                <ListSkeleton rows={1} label={`Loading what ${plugin.name} loads`} />
              ) : added ? (
                <CspAdditions sources={added} on={on} />
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function CspAdditions({ sources, on }: { sources: Sources; on: boolean }) {
  const rows = DIRECTIVES.filter(([key]) => sources[key].length > 0)
  if (rows.length === 0)
    return <p className="text-sm text-gray-700">Loads nothing from elsewhere: the page's security policy stays as it is.</p>
  return (
    <div className="text-sm">
      <p className="text-gray-800">
        {on ? 'Adds to the page’s security policy (CSP):' : 'When on, adds to the page’s security policy (CSP):'}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([key, directive]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-gray-700">{directive}</dt>
            <dd className="break-all font-mono">{sources[key].join(' ')}</dd>
          </div>
        ))}
        {sources.inline_styles && (
          <div className="contents">
            <dt className="font-mono text-gray-700">style-src</dt>
            <dd className="font-mono">&apos;unsafe-inline&apos; (it injects its own styles)</dd>
          </div>
        )}
      </dl>
    </div>
  )
}
