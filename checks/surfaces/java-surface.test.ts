import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { javaSurface } from './java-surface'

const surface = javaSurface(path.join(process.cwd(), 'tests/sdk-stubs/jvm/0.1.3'))

describe('javaSurface', () => {
  it('lists public methods as Class.method, nested classes after their outer class, and interface methods', () => {
    expect(surface).toEqual(expect.arrayContaining(['Nitric.api', 'ApiResource.get', 'ApiOptions.Builder.basePath', 'RouteOptions.Builder.middleware', 'Handler.invoke', 'PublishOptions.WithDelay']))
  })

  it('lists overloads once and leaves out constructors, non-public members and Kotlin property accessors', () => {
    expect(surface.filter((symbol) => symbol === 'ApiResource.get')).toHaveLength(1)
    expect(surface).not.toContain('ApiOptions.ApiOptions')
    expect(surface).not.toContain('Nitric.Nitric')
    expect(surface).not.toContain('HttpContext.getReq')
    expect(surface).not.toContain('ApiResource.getName')
    // Explicit functions named like accessors stay.
    expect(surface).toEqual(expect.arrayContaining(['File.getDownloadUrl', 'DocumentSnapshot.getId']))
  })
})
