import { existsSync } from 'node:fs'
import path from 'node:path'
import { csharpSurface } from './csharp-surface'
import { dartSurface } from './dart-surface'
import { goSurface } from './go-surface'
import { javaSurface } from './java-surface'
import { pythonSurface } from './python-surface'
import { publicSurface } from './surface'

/** Reads the public functions and methods of one SDK release from its `surface` (registry), relative to the project. */
export type SurfaceReader = (surface: string) => string[]

export const nodeSurface: SurfaceReader = (surface) => publicSurface(path.join(process.cwd(), surface, 'lib/index.d.ts'))

/**
 * What a service imports: the resources (`nitric.resources`, its `__all__`) and the application it runs; before 1.0
 * also `nitric.api` (its `__all__`), the clients and message types the resources' references come from.
 */
export const pythonStubSurface: SurfaceReader = (surface) => {
  const stubs = path.join(process.cwd(), surface)
  const api = existsSync(path.join(stubs, 'nitric/api')) ? ['nitric.api'] : []
  return pythonSurface(stubs, ['nitric.resources', 'nitric.application', ...api])
}

/** A stub module of the release: `nitric.NewApi`, `apis.Api.Get`, `storage.BucketClient.ListFiles`. */
export const goStubSurface: SurfaceReader = (surface) => goSurface(path.join(process.cwd(), surface))

/** A JSON surface written from the release's sources: `Nitric.api`, `Api.get`, `File.getDownloadUrl`. */
export const dartStubSurface: SurfaceReader = (surface) => dartSurface(path.join(process.cwd(), surface))

/** The stub sources of the release: `Nitric.Api`, `ApiResource.Get`, `File.GetDownloadUrl`. */
export const csharpStubSurface: SurfaceReader = (surface) => csharpSurface(path.join(process.cwd(), surface))

/** Java stubs of the Kotlin SDK as Java sees it: `Nitric.api`, `ApiResource.get`, `ApiOptions.Builder.basePath`. */
export const javaStubSurface: SurfaceReader = (surface) => javaSurface(path.join(process.cwd(), surface))
