import { readFileSync } from 'node:fs'
import path from 'node:path'

/** One callable of the stub surface: its positional, optional positional and named parameters, as `Type name`. */
export interface DartSignature {
  params?: string[]
  optional?: string[]
  /** Named parameters and their types. None of the SDK's are `required`. */
  named?: Record<string, string>
  returns?: string
}

export interface DartClass {
  /** The name the package declares, when the key has to tell two same-named classes apart (`api/Topic`). */
  name?: string
  /** The source file of the release that declares it. */
  file: string
  extends?: string
  /** Only for the classes a service builds itself (options, values); the others are built by the SDK. */
  constructor?: DartSignature
  fields?: Record<string, string>
  methods?: Record<string, DartSignature>
  static?: Record<string, DartSignature>
}

/** `tests/sdk-stubs/dart/<release>/surface.json`: the public API of one release of `nitric_sdk`, as data. */
export interface DartStubSurface {
  package: string
  release: string
  tag: string
  /** Public libraries (`nitric.dart` is `package:nitric_sdk/nitric.dart`) and the names each exports. */
  libraries: Record<string, { from: string[]; names: string[] }>
  /** Handler typedefs and the context their functions receive. */
  handlers: Record<string, string>
  enums: Record<string, string[]>
  functions: Record<string, DartSignature>
  /** Function typedefs a service calls (`SecurityOption`). */
  callables: Record<string, DartSignature>
  /** Classes by key: the declared name unless two share it. */
  classes: Record<string, DartClass>
}

export function loadDartSurface(folder: string): DartStubSurface {
  return JSON.parse(readFileSync(path.join(folder, 'surface.json'), 'utf8')) as DartStubSurface
}

/** The name a class is declared with, whatever key the stubs file it under. */
export function declaredName(surface: DartStubSurface, key: string): string {
  return surface.classes[key]?.name ?? key
}

/**
 * The public functions and methods of a release as the reference's `symbols` name them: `composeMiddleware`,
 * `Nitric.api` (static), `Api.get`, `Topic.publish` (each under the class that declares it, so an inherited method is
 * listed once). Constructors are not listed: the resources are made with `Nitric.*`, and the option classes are
 * documented on the pages that take them.
 */
export function dartSurface(folder: string): string[] {
  const surface = loadDartSurface(folder)
  const symbols = new Set(Object.keys(surface.functions))
  for (const [key, declared] of Object.entries(surface.classes)) {
    for (const method of [...Object.keys(declared.static ?? {}), ...Object.keys(declared.methods ?? {})]) {
      symbols.add(`${declaredName(surface, key)}.${method}`)
    }
  }
  return [...symbols].sort()
}
