import { useSession } from '../../lib/session.ts'
import { Block } from './blocks/index.tsx'

const CHROME = new Set(['top_nav', 'bottom_nav'])

/**
 * The owner's home page: the layout's blocks in order, the navigation bars around them. Behind a
 * screen's dialog (`background`) it is no landmark: the dialog's screen is the page's one <main>.
 */
export function LiveHome({ background = false }: { background?: boolean }) {
  const Main = background ? 'div' : 'main'
  const layout = useSession((s) => s.layoutSettings)
  const top = layout.filter((e) => e.code === 'top_nav')
  const bottom = layout.filter((e) => e.code === 'bottom_nav')
  const body = layout.filter((e) => !CHROME.has(e.code))
  const firstVisual = body.find((e) => e.type === 'designElement')
  return (
    <>
      {top.map((e) => (
        <Block key={e.id} entry={e} first={false} />
      ))}
      <Main className="mx-auto flex max-w-6xl flex-col gap-6 py-4">
        {body.map((e) => (
          <Block key={e.id} entry={e} first={e === firstVisual} />
        ))}
      </Main>
      {bottom.map((e) => (
        <Block key={e.id} entry={e} first={false} />
      ))}
    </>
  )
}
