import { describe, expect, it } from 'vitest'
import { pageLabel } from './page-label'

describe('pageLabel', () => {
  it("lists a reference page by its title without its SDK's label", () => {
    expect(pageLabel({ title: 'Node.js - api.get()' }, 'Node.js')).toBe('api.get()')
    expect(pageLabel({ title: 'C# .NET - Nitric.Api()' }, 'C# .NET')).toBe('Nitric.Api()')
  })

  it("keeps a title that does not start with that SDK's label, and every title off the references", () => {
    expect(pageLabel({ title: 'Node.js library reference' }, 'Node.js')).toBe('Node.js library reference')
    expect(pageLabel({ title: 'Python - bucket.file()' }, 'Node.js')).toBe('Python - bucket.file()')
    expect(pageLabel({ title: 'Node.js - api.get()' })).toBe('Node.js - api.get()')
  })

  it('prefers sidebar_label to either', () => {
    expect(pageLabel({ title: 'Python - job handler', sidebar_label: '@job()' }, 'Python')).toBe('@job()')
    expect(pageLabel({ title: 'Build a REST API with Go', sidebar_label: 'REST API' })).toBe('REST API')
  })
})
