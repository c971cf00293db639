/** The shape of the CLI data file (`commands.ts`): one release's commands and flags, as its cobra definitions declare them. */

/** pflag's type names, as `--help` prints them. `stringEnumVar` is the CLI's own string that must be one of a list. */
export type CliFlagType = 'bool' | 'string' | 'stringEnumVar'

export interface CliFlag {
  /** Without the dashes: `env-file`. */
  name: string
  /** One letter, without the dash: `e`. */
  shorthand?: string
  type: CliFlagType
  /** The default as `--help` prints it; `''` for an empty string. */
  default: string
  /** What the flag does, in our words. */
  description: string
  /** Declared on a parent and inherited by every command under it (cobra's persistent flags). */
  persistent?: boolean
  /** Accepted but left out of `--help`; the reference need not list it. */
  hidden?: boolean
}

export interface CliArg {
  name: string
  required: boolean
  /** The values the CLI accepts for it at run time, when it accepts only some. */
  oneOf?: readonly string[]
}

export interface CliCommand {
  /** The full command line that names it: `nitric stack new`. The root is `nitric`. */
  path: string
  /** The synopsis after the command path, as in its cobra `Use`: `[stackName] [providerName]`. */
  synopsis: string
  /** What it does, in our words. */
  summary: string
  /** Other names for its last word (cobra `Aliases`): `up` makes `nitric stack up` the same command. */
  aliases: string[]
  /** Top-level shortcuts that run it with the rest of the line (the CLI's `addAlias`): `nitric up`. */
  shortcuts: string[]
  args: CliArg[]
  /** Most positional arguments accepted; `null` when cobra accepts any number. */
  maxArgs: number | null
  /** False for a group such as `nitric stack`, which only prints its subcommands. */
  runnable: boolean
  /** Added by cobra itself (`help`, `completion`), not by the CLI's code. */
  generated?: boolean
  flags: CliFlag[]
}

/** A value of `preview:` in `nitric.yaml` that turns on a feature still in preview; its page is `/reference/preview-features/{name}`. */
export interface PreviewFeature {
  name: string
  title: string
}

export interface CliRelease {
  repository: string
  tag: string
  version: string
  /** The cobra release the CLI is built with; it supplies `help`, `completion` and `--help`. */
  cobra: string
  commands: CliCommand[]
  /** The CLI's preview features (`pkg/preview/feature.go`), in the order its sidebar lists them. */
  previewFeatures: PreviewFeature[]
}
