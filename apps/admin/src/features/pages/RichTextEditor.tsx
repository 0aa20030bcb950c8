import { useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { LinkDialog } from './LinkDialog.tsx'
import { PictureButton } from './PictureButton.tsx'

/**
 * TipTap with only what a content page may hold (decision 0091): headings, lists, links, pictures,
 * bold and italic. Whatever else is pasted is dropped by the editor's schema, and the server's
 * allow-list cleans what is sent anyway (decision 0082).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // Links stay in the shop's tab; the schemes are the allow-list's (web, mail, phone) and relative paths.
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url),
    },
  }),
  Image,
]

// `owner-html` is the storefront's look for the same HTML (decision 0099): lists, headings and links show as shoppers will see them.
const AREA =
  'owner-html min-h-64 whitespace-pre-wrap rounded-b-lg border border-gray-400 bg-white p-3 outline-none focus:ring-2 focus:ring-gray-300'

const tool = (on: boolean) =>
  `min-h-11 min-w-11 rounded-md px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-700 ${on ? 'bg-gray-900 text-white' : 'bg-white text-gray-900 hover:bg-gray-200'}`

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })
  // The text gets the focus back at once: TipTap's focus() waits for the next animation frame, and keys
  // typed before it went to the button and were lost. With the focus already there, the mark or block
  // just chosen applies to what is typed next, even with nothing selected.
  const chain = () => {
    editor.view.focus()
    return editor.chain().focus()
  }
  // The visible word is the button's name (WCAG 2.5.3: a voice user says what they see). A press by
  // mouse does not take the focus from the text at all (mousedown's default would).
  const button = (label: string, pressed: boolean, run: () => void, style = '') => (
    <button
      type="button"
      aria-pressed={pressed}
      className={`${tool(pressed)} ${style}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  )
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-gray-400 bg-gray-100 p-1"
    >
      {button('Heading', on.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Subheading', on.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Bold', on.bold, () => chain().toggleBold().run(), 'font-bold')}
      {button('Italic', on.italic, () => chain().toggleItalic().run(), 'italic font-normal')}
      {button('Bulleted list', on.bullets, () => chain().toggleBulletList().run())}
      {button('Numbered list', on.numbers, () => chain().toggleOrderedList().run())}
      {button('Link', on.link, onLink)}
      <PictureButton onPicture={(image) => chain().setImage(image).run()} />
    </div>
  )
}

/** The page's content as HTML: `initial` when it opens, every change through `onChange`. */
export function RichTextEditor({ initial, onChange, labelId }: { initial: string; onChange: (html: string) => void; labelId: string }) {
  const [linking, setLinking] = useState(false)
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    // The admin's policy allows no inline <style> (decision 0052): TipTap's few base rules are classes in AREA instead.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: AREA } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  return (
    <div>
      <Toolbar editor={editor} onLink={() => setLinking(true)} />
      <EditorContent editor={editor} />
      {linking && (
        <LinkDialog
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinking(false)}
          onLink={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link')
            if (href) chain.setLink({ href }).run()
            else chain.unsetLink().run()
            setLinking(false)
          }}
        />
      )}
    </div>
  )
}
