import { describe, expect, it } from 'vitest'
import { checkCodeContrast } from './code-contrast'

describe('checkCodeContrast', () => {
  it('accepts the themes’ own colours and the frequent token classes', () => {
    const html = '<pre tabindex="0" class="shiki code-pre"><code><span class=line><span class=c1>import</span> x <span class=c7>// note</span></span></code></pre>'
    const { problems, colours } = checkCodeContrast('/docs/apis', html)
    expect(problems).toEqual([])
    expect(colours).toContain('light #cf222e on #ffffff')
    expect(colours).toContain('dark #8b949e on #0d1117')
    expect(colours).toContain('light #1f2328 on #ffffff')
  })

  it('reports a token colour too faint in either theme, once per page', () => {
    const faint = '<span style="--shiki-light:#AAAAAA;--shiki-dark:#E6EDF3">a</span>'
    const html = `<pre class="shiki"><code>${faint}${faint}</code></pre><pre class="shiki" style="--shiki-dark-bg:#30363d"><code><span class=c7>b</span></code></pre>`
    expect(checkCodeContrast('/docs/x', html).problems).toEqual([
      '/docs/x: light code #AAAAAA on #ffffff has contrast 2.32:1',
      '/docs/x: dark code #8B949E on #30363d has contrast 3.97:1',
    ])
  })

  it('reads only code blocks, not other markup', () => {
    expect(checkCodeContrast('/docs/x', '<p style="--shiki-light:#eeeeee">text</p>').colours.size).toBe(0)
  })
})
