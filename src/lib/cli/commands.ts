import { STARTER_TEMPLATES } from './templates'
import type { CliCommand, CliFlag, CliRelease } from './types'

/**
 * The commands and flags of the Nitric CLI release the reference documents, written from its cobra definitions
 * (`cmd/*.go` at the tag) and from cobra's own `help` and `completion` commands. The CLI pages must give every command
 * and flag here an entry, and every `nitric …` shell example on the site must use one that exists here
 * (`tests/unit/cli-reference.test.ts`). Updating to a new release starts with this file.
 */

const noBuilder: CliFlag = {
  name: 'no-builder',
  type: 'bool',
  default: 'false',
  description: 'Build with the default Docker builder instead of creating or reusing the `nitric` buildx builder container.',
}

const envFile: CliFlag = {
  name: 'env-file',
  shorthand: 'e',
  type: 'string',
  default: '',
  description: 'Read this file of `KEY=value` lines after `.env`; its values win where both set a key. A path that does not exist is not reported.',
}

const stack: CliFlag = {
  name: 'stack',
  shorthand: 's',
  type: 'stringEnumVar',
  default: '',
  description: 'The stack to use, by name: `-s dev` selects `nitric.dev.yaml`. Must name a stack file in the current directory.',
}

const httpsPreview: CliFlag = {
  name: 'https-preview',
  type: 'bool',
  default: 'false',
  description: 'Serve local APIs over HTTPS with a self-signed certificate kept in `.nitric/tls/`.',
}

const noBrowser: CliFlag = {
  name: 'no-browser',
  type: 'bool',
  default: 'false',
  persistent: true,
  description: 'Do not open the local dashboard in a browser. `--ci` alone does not stop it from opening.',
}

const forceNewStack: CliFlag = {
  name: 'force',
  shorthand: 'f',
  type: 'bool',
  default: 'false',
  description: 'Write the stack file even if one with that name exists, replacing it.',
}

const noDescriptions: CliFlag = {
  name: 'no-descriptions',
  type: 'bool',
  default: 'false',
  description: 'Complete names only, without their one-line descriptions.',
}

function completionShell(shell: string, maxArgs: number | null) {
  return {
    path: `nitric completion ${shell}`,
    synopsis: '',
    summary: `Print a ${shell} completion script for \`nitric\`.`,
    aliases: [],
    shortcuts: [],
    args: [],
    maxArgs,
    runnable: true,
    generated: true,
    flags: [noDescriptions],
  }
}

/**
 * `nitric stack new`. `nitric add stack` repeats it under another name, but without its flags: cmd/add.go copies
 * `newStackCmd.Flags()` in its `init()`, which Go runs before the `init()` of cmd/stack.go registers `--force`.
 */
const stackNew: CliCommand = {
  path: 'nitric stack new',
  synopsis: '[stackName] [providerName]',
  summary: 'Write a new stack file for a provider, with its settings listed. Needs a terminal.',
  aliases: [],
  shortcuts: [],
  args: [
    { name: 'stackName', required: false },
    // cmd/stack.go passes it to the stack prompt, which accepts only these (stack_new.go, providerLabelToValue).
    { name: 'providerName', required: false, oneOf: ['aws', 'gcp', 'azure', 'aws-tf', 'gcp-tf', 'azure-tf'] },
  ],
  maxArgs: 2,
  runnable: true,
  flags: [forceNewStack],
}

export const CLI_RELEASE: CliRelease = {
  repository: 'nitrictech/cli',
  tag: 'v1.61.1',
  version: '1.61.1',
  cobra: '1.8.1',
  commands: [
    {
      path: 'nitric',
      synopsis: '',
      summary: 'The Nitric CLI. On its own it prints a short introduction and the list of commands.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: 0,
      runnable: false,
      flags: [
        {
          name: 'ci',
          type: 'bool',
          default: 'false',
          persistent: true,
          description:
            'Plain, line-by-line output with no interactive views or prompts, for scripts and pipelines; also assumed whenever stdin or stdout is not a terminal. Read by `start`, `run`, `stack update`, `stack down` and `debug spec`; the other commands ignore it.',
        },
        {
          name: 'help',
          shorthand: 'h',
          type: 'bool',
          default: 'false',
          persistent: true,
          description: 'Print the command’s usage, flags and examples, and exit.',
        },
      ],
    },
    {
      path: 'nitric new',
      synopsis: '[projectName] [templateName]',
      summary: 'Create a project in a new folder from one of Nitric’s templates.',
      aliases: [],
      shortcuts: [],
      args: [
        { name: 'projectName', required: false },
        // Matched against the names in the examples repository's template list (templates.go, `Get`), not the labels.
        { name: 'templateName', required: false, oneOf: STARTER_TEMPLATES.map((template) => template.name) },
      ],
      maxArgs: 2,
      runnable: true,
      flags: [
        {
          name: 'force',
          shorthand: 'f',
          type: 'bool',
          default: 'false',
          description: 'Create the project even if its folder already exists (empty or not), writing the template into it.',
        },
      ],
    },
    {
      path: 'nitric start',
      synopsis: '',
      summary: 'Run the project on your machine: local cloud services, the dashboard, and each service with its `start` command.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: 0,
      runnable: true,
      flags: [envFile, httpsPreview, noBrowser],
    },
    {
      path: 'nitric run',
      synopsis: '',
      summary: 'Build every service into a container image and run the containers against the local cloud services.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: 0,
      runnable: true,
      flags: [
        envFile,
        httpsPreview,
        noBuilder,
        { ...noBrowser, description: 'Meant to keep the dashboard from opening in a browser; in 1.61.1 `nitric run` ignores it.' },
      ],
    },
    {
      path: 'nitric build',
      synopsis: '',
      summary: 'Build every service of the project (not batch services or websites) into a container image, without deploying or running anything.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [noBuilder],
    },
    {
      path: 'nitric stack',
      synopsis: '',
      summary: 'Commands for stacks: the deployment targets of a project, one `nitric.<name>.yaml` file each.',
      aliases: [],
      shortcuts: [],
      args: [],
      // cobra's legacyArgs: a group accepts any words and prints its help.
      maxArgs: null,
      runnable: false,
      flags: [],
    },
    stackNew,
    {
      path: 'nitric stack update',
      synopsis: '[-s stack]',
      summary: 'Build the project and deploy it to a stack, creating or updating its cloud resources.',
      aliases: ['up'],
      shortcuts: ['nitric up'],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [
        noBuilder,
        envFile,
        {
          name: 'force',
          shorthand: 'f',
          type: 'bool',
          default: 'false',
          description: 'Accepted, but 1.61.1 never reads it: the deployment runs as it would without it.',
        },
        stack,
      ],
    },
    {
      path: 'nitric stack down',
      synopsis: '[-s stack]',
      summary: 'Delete every cloud resource a stack’s deployment created.',
      aliases: [],
      shortcuts: ['nitric down'],
      args: [],
      maxArgs: 0,
      runnable: true,
      flags: [
        {
          name: 'yes',
          shorthand: 'y',
          type: 'bool',
          default: 'false',
          description: 'Confirm the deletion up front. 1.61.1 asks for no confirmation, so it changes nothing.',
        },
        stack,
      ],
    },
    {
      path: 'nitric stack list',
      synopsis: '',
      summary: 'List the stacks of the project (its `nitric.*.yaml` files) with their providers.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [],
    },
    {
      path: 'nitric add',
      synopsis: '',
      summary: 'Commands that add something to an existing project.',
      aliases: [],
      shortcuts: [],
      args: [],
      // cobra's legacyArgs: a group accepts any words and prints its help.
      maxArgs: null,
      runnable: false,
      flags: [],
    },
    {
      ...stackNew,
      path: 'nitric add stack',
      summary: 'The same as `nitric stack new`, without its `--force` flag: write a new stack file. Needs a terminal.',
      flags: [],
    },
    {
      path: 'nitric add website',
      synopsis: '[websiteName] [toolName]',
      summary: 'Scaffold a website in the project with a front-end tool and add it to `nitric.yaml`. Needs a terminal.',
      aliases: [],
      shortcuts: [],
      args: [
        { name: 'websiteName', required: false },
        // Matched against the tools' values in pkg/view/tui/commands/website/toolsetup.go; anything else fails.
        { name: 'toolName', required: false, oneOf: ['astro', 'vite', 'hugo'] },
      ],
      maxArgs: 2,
      runnable: true,
      flags: [
        {
          name: 'path',
          shorthand: 'p',
          type: 'string',
          default: '',
          description: 'The URL path the website is served under: `/` and then only letters, numbers and dashes, such as `/docs`.',
        },
      ],
    },
    {
      path: 'nitric debug',
      synopsis: '',
      summary: 'Commands for looking inside what the CLI produces.',
      aliases: [],
      shortcuts: [],
      args: [],
      // cobra's legacyArgs: a group accepts any words and prints its help.
      maxArgs: null,
      runnable: false,
      flags: [],
    },
    {
      path: 'nitric debug spec',
      synopsis: '',
      summary: 'Build the project and write the deployment specification a provider would receive to a JSON file.',
      aliases: ['spec'],
      shortcuts: ['nitric spec'],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [
        {
          ...envFile,
          description: 'Meant to add an environment file; in 1.61.1 passing it makes the command read no environment file at all, not even `.env`.',
        },
        {
          name: 'output',
          shorthand: 'o',
          type: 'string',
          default: '',
          description: 'Where to write the specification. Empty means `./nitric-spec.json`.',
        },
        noBuilder,
      ],
    },
    {
      path: 'nitric version',
      synopsis: '',
      summary: 'Print the CLI’s version.',
      aliases: [],
      shortcuts: [],
      args: [],
      maxArgs: null,
      runnable: true,
      flags: [],
    },
    {
      path: 'nitric completion',
      synopsis: '',
      summary: 'Commands that print a shell completion script for `nitric`.',
      aliases: [],
      shortcuts: [],
      args: [],
      // cobra sets Args: NoArgs here, but never checks it: the group is not runnable, so any words print its help.
      maxArgs: null,
      runnable: false,
      generated: true,
      flags: [],
    },
    completionShell('bash', 0),
    completionShell('zsh', 0),
    completionShell('fish', 0),
    completionShell('powershell', 0),
    {
      path: 'nitric help',
      synopsis: '[command]',
      summary: 'Print the help of any command: `nitric help stack new` is `nitric stack new --help`.',
      aliases: [],
      shortcuts: [],
      args: [{ name: 'command', required: false }],
      maxArgs: null,
      runnable: true,
      generated: true,
      flags: [],
    },
  ],
  previewFeatures: [
    { name: 'docker-providers', title: 'Docker Providers' },
    { name: 'sql-databases', title: 'SQL Databases' },
    { name: 'batch-services', title: 'Batch Services' },
    { name: 'websites', title: 'Websites' },
    { name: 'beta-providers', title: 'Beta Providers' },
  ],
}
