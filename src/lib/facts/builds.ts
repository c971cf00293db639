import { buildsOf, DEFAULT_BUILDS, LEGACY_BUILDS, LEGACY_CLI_RELEASE, NO_DEFAULT_BUILD, type Build } from '../cli/builds'
import { STARTER_TEMPLATES } from '../cli/templates'
import { languageLabel } from '../code/languages'
import type { FactComponent } from './components'
import { code, markdownBlocks, markdownInline, paragraph, sourceList, table, text } from './mdast'

function runtime(build: Build) {
  return /^\d/.test(build.runtime.version) ? `${build.runtime.name} ${build.runtime.version}` : `${build.runtime.name} (${build.runtime.version})`
}

/**
 * `<BuildImages />`: the CLI's own Dockerfiles, by entry-point extension. `<BuildImages of="templates" />`: the
 * Dockerfiles the starter templates ship. `cli="1.33.6"`: the builds of the CLI the v0 SDKs run with.
 */
export const buildImages: FactComponent = {
  attributes: { of: { values: () => ['cli', 'templates'] }, cli: { values: () => [LEGACY_CLI_RELEASE] } },
  block: ({ of = 'cli', cli }) => {
    if (of === 'templates') {
      return [
        table(
          [[text('Template')], [text('Base image')], [text('Runtime')], [text('Dependencies')]],
          STARTER_TEMPLATES.map((template) => [
            [code(template.name)],
            [code(template.build.baseImage)],
            [text(runtime(template.build))],
            markdownInline(template.build.installs),
          ]),
        ),
        ...STARTER_TEMPLATES.flatMap((template) =>
          template.build.pitfalls ? [paragraph([code(template.name), text(': '), ...markdownInline(template.build.pitfalls)])] : [],
        ),
        sourceList(STARTER_TEMPLATES.flatMap((template) => template.build.sources)),
      ]
    }
    const builds = buildsOf(cli)
    return [
      table(
        [[text('Entry point')], [text('Base image')], [text('Runtime')], [text('Dependencies')]],
        builds.map((build) => [[code(`*${build.extension}`), text(` (${languageLabel(build.language)})`)], [code(build.baseImage)], [text(runtime(build))], markdownInline(build.installs)]),
      ),
      ...builds.flatMap((build) => (build.pitfalls ? [paragraph([code(`*${build.extension}`), text(': '), ...markdownInline(build.pitfalls)])] : [])),
      ...(cli ? [] : markdownBlocks(NO_DEFAULT_BUILD.says)),
      sourceList([...builds.flatMap((build) => build.sources), ...(cli ? [] : NO_DEFAULT_BUILD.sources)]),
    ]
  },
}

function findBuild({ language, template, cli }: Record<string, string>): Build {
  if (language && template) throw new Error('takes language or template, not both')
  if (template) {
    const found = STARTER_TEMPLATES.find((candidate) => candidate.name === template)
    if (!found) throw new Error(`template "${template}" is not a starter template`)
    return found.build
  }
  const found = buildsOf(cli).find((build) => build.language === language)
  if (!found) throw new Error('needs language (the CLI default build of a code language) or template (a starter template)')
  return found
}

/**
 * `<BuildRuntime language="typescript" />` inside a sentence: the runtime the deployed image runs ('Node.js 22.4.1');
 * `show="image"` gives the base image instead; `template="py-starter"` reads a template's Dockerfile; `cli="1.33.6"` the
 * builds of the CLI the v0 SDKs run with.
 */
export const buildRuntime: FactComponent = {
  attributes: {
    language: { values: () => [...new Set([...DEFAULT_BUILDS, ...LEGACY_BUILDS].map((build) => build.language))] },
    cli: { values: () => [LEGACY_CLI_RELEASE] },
    template: { values: () => STARTER_TEMPLATES.map((template) => template.name) },
    show: { values: () => ['runtime', 'image'] },
  },
  inline: (attributes) => {
    const build = findBuild(attributes)
    return attributes.show === 'image' ? [code(build.baseImage)] : [text(runtime(build))]
  },
}
