import { describe, expect, it } from 'vitest'
import { baseImage, guideBuildPlan, nodeVersionOf, packageManagerOf } from './build-plan'

const pkg = JSON.stringify({ dependencies: { '@nitric/sdk': '1.2.2', typescript: '5.9.3' } })

describe('a guide’s deployed build', () => {
  it('is the CLI’s own Dockerfile for a TypeScript service with no runtime: Node.js 22.4.1 and Yarn 1', () => {
    const plan = guideBuildPlan(new Map([['package.json', pkg], ['nitric.yaml', 'name: a\nservices:\n  - match: services/*.ts\n    start: npm run dev\n']]))
    expect(plan).toEqual({
      installs: [{ services: 'services/*.ts', dockerfile: "the CLI's .ts Dockerfile", image: 'node:22.4.1-alpine', node: '22.4.1', packageManager: 'yarn1', packageJson: JSON.parse(pkg) }],
      problems: [],
    })
  })

  it('is the Dockerfile nitric.yaml names for the runtime, read for its image and package manager', () => {
    const yaml = 'name: a\nservices:\n  - match: services/*.ts\n    runtime: node\nruntimes:\n  node:\n    dockerfile: ./node.dockerfile\n'
    const dockerfile = '# syntax=docker/dockerfile:1\nFROM --platform=linux/amd64 node:22.12.0-alpine AS build\nRUN npm ci\n'
    const plan = guideBuildPlan(new Map([['package.json', pkg], ['nitric.yaml', yaml], ['node.dockerfile', dockerfile]]))
    expect(plan.installs).toMatchObject([{ dockerfile: 'node.dockerfile', image: 'node:22.12.0-alpine', node: '22.12.0', packageManager: 'npm' }])
  })

  it('asks for typescript among the dependencies where the build bundles with the newest typescript', () => {
    const withoutTypescript = JSON.stringify({ dependencies: { '@nitric/sdk': '1.2.2' }, devDependencies: { typescript: '5.9.3' } })
    const yaml = 'name: a\nservices:\n  - match: services/*.ts\n'
    expect(guideBuildPlan(new Map([['package.json', withoutTypescript], ['nitric.yaml', yaml]])).problems).toEqual([
      expect.stringContaining("service services/*.ts is bundled by the CLI's .ts Dockerfile with the newest typescript"),
    ])
    const ownDockerfile = 'name: a\nservices:\n  - match: services/*.ts\n    runtime: node\nruntimes:\n  node:\n    dockerfile: ./node.dockerfile\n'
    const pinned = 'FROM node:22-alpine\nRUN npm install -g typescript@5.9.3 @vercel/ncc@0.45.0\nRUN npm ci --omit=dev\n'
    expect(guideBuildPlan(new Map([['package.json', withoutTypescript], ['nitric.yaml', ownDockerfile], ['node.dockerfile', pinned]])).problems).toEqual([])
  })

  it('says when nitric.yaml names a Dockerfile the guide does not show', () => {
    const yaml = 'name: a\nservices:\n  - match: services/*.ts\n    runtime: custom\nruntimes:\n  custom:\n    dockerfile: ./custom.dockerfile\n'
    expect(guideBuildPlan(new Map([['package.json', pkg], ['nitric.yaml', yaml]])).problems).toEqual([
      'nitric.yaml: service services/*.ts builds with ./custom.dockerfile, which the guide does not show',
    ])
  })

  it('reads Node.js versions and package managers from images and Dockerfiles', () => {
    expect(baseImage('FROM node:22-alpine as build\nFROM alpine')).toBe('node:22-alpine')
    expect(nodeVersionOf('node:22-alpine')).toBe('22')
    expect(nodeVersionOf('node:lts-alpine')).toBe('latest')
    expect(nodeVersionOf('python:3.11-slim')).toBeUndefined()
    expect(packageManagerOf('RUN yarn install --production --frozen-lockfile')).toBe('yarn1')
    expect(packageManagerOf('RUN npm ci --omit=dev')).toBe('npm')
    expect(packageManagerOf('RUN pnpm install')).toBeUndefined()
  })
})
