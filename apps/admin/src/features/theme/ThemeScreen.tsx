import { useQuery } from '@tanstack/react-query'
import { SaveBar } from '../../components/SaveBar.tsx'
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
      <SaveBar draft={draft} saveLabel="Save theme" />
    </form>
  )
}
