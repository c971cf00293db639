import { describe, expect, it } from 'vitest'
import { findSdk, SDK_REGISTRY } from '../sdks/registry'
import { parseSourceRef } from '../sources/pins'
import { STARTER_TEMPLATES, starterTemplate } from './templates'

describe('starter template images', () => {
  it('name the image the build runs on as the Dockerfile line that names it, inside the Dockerfile the build cites', () => {
    for (const template of STARTER_TEMPLATES) {
      expect(template.builtOn.image, template.name).toBe(template.build.baseImage)
      const dockerfiles = template.build.sources.map(parseSourceRef).filter((source) => source.path.endsWith('dockerfile'))
      expect(dockerfiles, template.name).toHaveLength(1)
      const [dockerfile] = dockerfiles
      const built = parseSourceRef(template.builtOn.source)
      const runs = parseSourceRef(template.runsOn.source)
      for (const image of [built, runs]) {
        expect(image.path, template.name).toBe(dockerfile!.path)
        expect(image.lines?.from, template.name).toBe(image.lines?.to)
        expect(image.lines!.from, template.name).toBeGreaterThanOrEqual(dockerfile!.lines!.from - 1)
        expect(image.lines!.from, template.name).toBeLessThanOrEqual(dockerfile!.lines!.to)
      }
      // The deployed container runs on the last stage, never before the one the build runs on.
      expect(runs.lines!.from, template.name).toBeGreaterThanOrEqual(built.lines!.from)
      // Where a build's description names the image the service runs on, it is the same one.
      const said = /runs on `([^`]+)`/.exec(template.build.installs)?.[1]
      if (said) expect(said, template.name).toBe(template.runsOn.image)
    }
  })

  it('tell the build stage apart from the image deployed, where the Dockerfile has two stages', () => {
    expect(starterTemplate('ts-starter-deno')?.runsOn.image).toBe('debian:bookworm-slim')
    expect(starterTemplate('py-starter')?.runsOn.image).toBe('python:3.11-slim-bookworm')
    expect(starterTemplate('dart-starter')?.runsOn.image).toBe('alpine')
    expect(starterTemplate('go-starter')?.runsOn.image).toBe('alpine')
    expect(starterTemplate('go-starter')?.builtOn.image).toBe('golang:alpine')
    expect(starterTemplate('ts-starter')?.runsOn.image).toBe('node:22.4.1-alpine')
  })

  it('name an SDK of the registry as the one each template is written in', () => {
    expect(STARTER_TEMPLATES.filter((template) => !findSdk(SDK_REGISTRY, template.sdk)).map((template) => template.name)).toEqual([])
  })
})
