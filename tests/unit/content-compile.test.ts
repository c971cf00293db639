import { describe, expect, it } from 'vitest'
import { compileMdx } from '@/lib/content/compile'
import { allPages, readPageSource } from '@/lib/content/pages'

describe('every content page', () => {
  it('compiles, with an h2 section or none at all but never an h1 of its own', async () => {
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
