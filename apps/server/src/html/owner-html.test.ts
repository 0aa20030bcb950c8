import { describe, expect, it } from 'vitest'
import { sanitizeOwnerHtml } from './owner-html.ts'

/** What a browser could run from a string: none of these may survive the allow-list. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" jav&#x09;ascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=q><button>go</button></form>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<a href="//evil.example/">x</a>',
]

describe('owner HTML allow-list (decision 0082)', () => {
  it.each(XSS_CORPUS)('leaves nothing runnable of %s', (input) => {
    const { html, removed } = sanitizeOwnerHtml(input)
    expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input|svg|math|meta|base|body|details)\b/i)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:|vbscript:|data:|expression\(|style=|\/\/evil/i)
    expect(removed.length).toBeGreaterThan(0)
  })

  it('keeps headings, lists, links, pictures, bold and italic as written', () => {
    const page =
      '<h2>Our story</h2><p><strong>Fresh</strong> and <em>hot</em>, see <a href="/page/menu">the menu</a> or <a href="mailto:hi@shop.example">mail us</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><img src="/photos/abc/640.webp" alt="Oven">'
    expect(sanitizeOwnerHtml(page)).toEqual({ html: page.replace('alt="Oven">', 'alt="Oven" />'), removed: [] })
  })

  it('names what it removed, once each', () => {
    expect(sanitizeOwnerHtml('<p onclick="a()" onclick2="b()">x</p><script>1</script><script>2</script>').removed).toEqual([
      'onclick attribute on <p>',
      'onclick2 attribute on <p>',
      '<script> element',
    ])
  })

  it('makes a link that opens a new tab unable to reach back into the store', () => {
    expect(sanitizeOwnerHtml('<a href="https://x.example" target="_blank">x</a>').html).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
