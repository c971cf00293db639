import { describe, expect, it } from 'vitest'
import { analyticsEnabled, pageViewUrl, readAnalyticsConfig } from './config'
import { GOALS } from './goals'
import { Tracker, type FathomApi } from './tracker'

describe('analytics configuration', () => {
  const configured = readAnalyticsConfig({ siteId: 'ABCDEF' })

  it('is off without a site id', () => {
    expect(analyticsEnabled(readAnalyticsConfig({}), 'nitric.io')).toBe(false)
  })

  it('is on for the production host and off on preview and local hosts', () => {
    expect(analyticsEnabled(configured, 'nitric.io')).toBe(true)
    expect(analyticsEnabled(configured, 'docs-git-branch-nitric.vercel.app')).toBe(false)
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'docs.localhost']) expect(analyticsEnabled(configured, host), host).toBe(false)
  })

  it('takes a list of excluded host suffixes', () => {
    const config = readAnalyticsConfig({ siteId: 'ABCDEF', excludedHosts: 'netlify.app, .preview.example.com' })
    expect(analyticsEnabled(config, 'x.netlify.app')).toBe(false)
    expect(analyticsEnabled(config, 'a.preview.example.com')).toBe(false)
    expect(analyticsEnabled(config, 'vercel-docs.example.com')).toBe(true)
  })

  it('reports page views without the hash', () => {
    expect(pageViewUrl({ origin: 'https://nitric.io', pathname: '/docs/apis', search: '?a=1' })).toBe('https://nitric.io/docs/apis?a=1')
  })
})

describe('Tracker', () => {
  function recorder() {
    const calls: string[] = []
    const fathom: FathomApi = {
      trackPageview: (options) => calls.push(`pageview ${options?.url}`),
      trackEvent: (name) => calls.push(`event ${name}`),
    }
    return { calls, fathom }
  }

  it('queues calls until the script is ready, then sends them in order', () => {
    const tracker = new Tracker()
    const { calls, fathom } = recorder()
    tracker.enable()
    tracker.pageView('https://nitric.io/docs')
    tracker.goal(GOALS.searchOpened)
    expect(calls).toEqual([])
    tracker.ready(fathom)
    tracker.goal(GOALS.codeCopied)
    expect(calls).toEqual(['pageview https://nitric.io/docs', 'event Search opened', 'event Code copied'])
  })

  it('never counts the same page twice in a row', () => {
    const tracker = new Tracker()
    const { calls, fathom } = recorder()
    tracker.enable()
    tracker.ready(fathom)
    tracker.pageView('https://nitric.io/docs/apis')
    tracker.pageView('https://nitric.io/docs/apis')
    tracker.pageView('https://nitric.io/docs/sql')
    expect(calls).toEqual(['pageview https://nitric.io/docs/apis', 'pageview https://nitric.io/docs/sql'])
  })

  it('drops everything when analytics is off', () => {
    const tracker = new Tracker()
    const { calls, fathom } = recorder()
    tracker.goal(GOALS.feedbackSubmitted)
    tracker.ready(fathom)
    expect(calls).toEqual([])
  })
})
