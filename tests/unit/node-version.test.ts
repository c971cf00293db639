import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain JavaScript: it must parse on the old Node.js releases it turns away
import { unsupportedNodeMessage } from '../../scripts/check-node.mjs'

const engines: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node
const pinned = readFileSync('.node-version', 'utf8').trim()

describe('the supported Node.js releases', () => {
  it('turns away releases older than engines allows with one line naming both releases and the way out', () => {
    const message: string = unsupportedNodeMessage('20.20.2', '>=22.13.0')
    expect(message).toContain('22.13.0 or later')
    expect(message).toContain('this is Node.js 20.20.2')
    expect(message).toContain('. scripts/use-node.sh')
    expect(message).not.toContain('\n')
    expect(unsupportedNodeMessage('22.12.9', '>=22.13.0')).toBeDefined()
  })

  it('accepts the minimum itself and every later release', () => {
    for (const version of ['22.13.0', '22.23.3', '23.0.0', '24.21.0', '26.12.1']) expect(unsupportedNodeMessage(version, '>=22.13.0')).toBeUndefined()
  })

  it("refuses an engines range it cannot compare against rather than letting every release through", () => {
    expect(() => unsupportedNodeMessage('26.12.1', '^22.13.0 || >=24')).toThrow(/must read '>=X.Y.Z'/)
  })

  it("pins CI to a release that package.json's engines accepts", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    expect(unsupportedNodeMessage(pinned, engines)).toBeUndefined()
  })

  // The machine's own Node.js (Debian's) is the old release a newcomer starts with; where it is new enough, or
  // missing, there is nothing to turn away.
  const systemNode = '/usr/bin/node'
  const systemVersion = existsSync(systemNode) ? spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() : ''
  it.skipIf(!systemVersion || !unsupportedNodeMessage(systemVersion, engines))(
    `stops on this machine's older Node.js (${systemVersion || 'none'}) with exit code 1 and that one line`,
    () => {
      const result = spawnSync(systemNode, ['scripts/check-node.mjs'], { encoding: 'utf8' })
      expect(result.status).toBe(1)
      expect(result.stderr.trim().split('\n')).toEqual([unsupportedNodeMessage(systemVersion, engines)])
    },
  )
})
