import { useQuery } from '@tanstack/react-query'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { themeQuery } from './api.ts'
import { ColoursPart } from './ColoursPart.tsx'
import { FooterPart } from './FooterPart.tsx'
import { LogoPart } from './LogoPart.tsx'
import { SeoPart } from './SeoPart.tsx'
import { useThemeDraft } from './useThemeDraft.ts'

/** Design › Theme (managers and up, decision 0088): colours, logo and icons, name and SEO, the footer. */
export default function ThemeScreen() {
  const theme = useQuery(themeQuery)
  return (
    <section aria-labelledby="theme-title" className="flex flex-col gap-4">
      <h1 id="theme-title" className="text-2xl font-bold">
        Theme
      </h1>
      {theme.isPending ? (
        <ListSkeleton label="Loading the theme" rows={4} />
      ) : theme.isError ? (
        <ErrorState message={errorText(theme.error)} onRetry={() => void theme.refetch()} />
      ) : (
        <ThemeForm settings={theme.data.settings} icons={theme.data.icons} socialCard={theme.data.socialCard} />
      )}
    </section>
  )
}

function ThemeForm(props: { settings: Record<string, string>; icons: { size: number; href: string }[]; socialCard: string }) {
  const { settings, icons, socialCard } = props
  const draft = useThemeDraft(settings)
  return (
    <form
      noValidate
      aria-label="Theme"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void draft.save()
      }}
    >
      <UnsavedGuard dirty={draft.dirty} onSave={draft.save} subject="the theme" note="Shoppers see the theme as it was until you save." />
      <LogoPart settings={settings} icons={icons} />
      <ColoursPart theme={draft} />
      <SeoPart theme={draft} socialCard={socialCard} />
      <FooterPart theme={draft} />
      <div className="sticky bottom-20 flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 shadow lg:bottom-2">
        <Button type="submit" disabled={!draft.dirty || draft.saving}>
          {draft.saving ? 'Saving...' : 'Save theme'}
        </Button>
        <p role="status" className="text-sm text-gray-800">
          {draft.error !== null ? '' : draft.saved ? 'Saved. The storefront shows it now.' : draft.dirty ? 'Unsaved changes' : ''}
        </p>
        {draft.error !== null && (
          <p role="alert" className="text-sm text-red-800">
            {errorText(draft.error)}
          </p>
        )}
      </div>
    </form>
  )
}
