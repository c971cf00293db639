import { describe, expect, it } from 'vitest'
import { compileMdx } from '@/lib/content/compile'
import { allPages, readPageSource } from '@/lib/content/pages'

describe('every content page', () => {
  it('compiles, and leaves the h1 to the layout', async () => {
    const problems: string[] = []
    for (const page of allPages()) {
      try {
        await compileMdx(readPageSource(page), page.file)
        if (/^# /m.test(readPageSource(page).replace(/```[\s\S]*?```/g, ''))) problems.push(`${page.file}: has a # heading; the layout renders the title`)
      } catch (error) {
        problems.push((error as Error).message)
      }
    }
    expect(problems).toEqual([])
  }, 120_000)
})
