import type { CliCommand, CliFlag, CliRelease } from '@/lib/cli/types'

/**
 * Checks a `nitric …` command line against a release's commands and flags the way cobra and pflag read it: the first
 * words pick the command (a top-level shortcut such as `up` stands for its target), `--name`, `--name=value`, `-x`,
 * `-xvalue` and bundled `-xy` are flags, a flag that takes a value takes the next word when it has none, and `--` ends
 * the flags.
 */

/** A word the reader replaces: `<template>`, `$TEMPLATE`, `[name]`. */
const PLACEHOLDER = /^(<.*>|\$\{?\w+\}?|\[.*\])$/

export interface ResolvedInvocation {
  command: CliCommand | undefined
  problems: string[]
}

function parentPath(path: string): string | undefined {
  const index = path.lastIndexOf(' ')
  return index === -1 ? undefined : path.slice(0, index)
}

function lastWord(path: string): string {
  return path.slice(path.lastIndexOf(' ') + 1)
}

export class CliModel {
  private readonly byPath: Map<string, CliCommand>

  constructor(readonly release: CliRelease) {
    this.byPath = new Map(release.commands.map((command) => [command.path, command]))
  }

  get root(): CliCommand {
    const root = this.byPath.get('nitric')
    if (!root) throw new Error('the CLI data has no root command `nitric`')
    return root
  }

  command(path: string): CliCommand | undefined {
    return this.byPath.get(path)
  }

  children(command: CliCommand): CliCommand[] {
    return this.release.commands.filter((candidate) => parentPath(candidate.path) === command.path)
  }

  /** The subcommand a word names, by name or alias; at the root also a shortcut's target. */
  private child(command: CliCommand, word: string): CliCommand | undefined {
    const direct = this.children(command).find((child) => lastWord(child.path) === word || child.aliases.includes(word))
    if (direct || command.path !== 'nitric') return direct
    return this.release.commands.find((candidate) => candidate.shortcuts.includes(`nitric ${word}`))
  }

  /** The flags a command accepts: its own and the persistent flags of the commands above it. */
  flags(command: CliCommand): CliFlag[] {
    const inherited: CliFlag[] = []
    for (let path = parentPath(command.path); path; path = parentPath(path)) {
      inherited.push(...(this.byPath.get(path)?.flags.filter((flag) => flag.persistent) ?? []))
    }
    return [...command.flags, ...inherited]
  }

  /** Whether a flag word takes the next word as its value, judged across the release before the command is known. */
  private takesValue(word: string): boolean {
    if (word.includes('=')) return false
    const all = this.release.commands.flatMap((command) => command.flags)
    if (word.startsWith('--')) {
      const flag = all.find((f) => f.name === word.slice(2))
      return flag !== undefined && flag.type !== 'bool'
    }
    const letters = word.slice(1)
    for (let j = 0; j < letters.length; j += 1) {
      const flag = all.find((f) => f.shorthand === letters[j])
      if (!flag) return false
      if (flag.type !== 'bool') return j === letters.length - 1
    }
    return false
  }

  resolve(argv: readonly string[]): ResolvedInvocation {
    // Cobra finds the command from the words that are not flags (or flag values), then parses the flags against it.
    const positional: string[] = []
    const flagWords: string[] = []
    for (let i = 0; i < argv.length; i += 1) {
      const word = argv[i]!
      if (word === '--') {
        positional.push(...argv.slice(i + 1))
        break
      }
      if (word.startsWith('-') && word !== '-') {
        flagWords.push(word)
        if (this.takesValue(word) && i + 1 < argv.length) flagWords.push(argv[++i]!)
        continue
      }
      positional.push(word)
    }

    let command = this.root
    while (positional.length > 0) {
      const next = this.child(command, positional[0]!)
      if (!next) break
      command = next
      positional.shift()
    }

    const problems: string[] = []
    const line = `nitric ${argv.join(' ')}`.trim()
    if (!command.runnable && positional.length > 0) {
      problems.push(`\`${line}\`: \`${command.path}\` has no subcommand \`${positional[0]}\``)
    } else if (command.maxArgs !== null && positional.length > command.maxArgs) {
      problems.push(`\`${line}\`: \`${command.path}\` takes at most ${command.maxArgs} argument(s), got ${positional.length}`)
    }
    command.args.forEach((arg, index) => {
      const value = positional[index]
      if (arg.oneOf && value !== undefined && !PLACEHOLDER.test(value) && !arg.oneOf.includes(value)) {
        problems.push(`\`${line}\`: \`${value}\` is not a ${arg.name} the CLI accepts (${arg.oneOf.join(', ')})`)
      }
    })
    problems.push(...this.checkFlags(command, flagWords).map((problem) => `\`${line}\`: ${problem}`))
    return { command, problems }
  }

  private checkFlags(command: CliCommand, words: string[]): string[] {
    const accepted = this.flags(command)
    const problems: string[] = []
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!
      // A value the split above gave a flag that this command lacks: that flag is already reported.
      if (!word.startsWith('-')) continue
      if (word.startsWith('--')) {
        const [name, value] = word.slice(2).split(/=(.*)/s, 2)
        const flag = accepted.find((candidate) => candidate.name === name)
        if (!flag) {
          problems.push(`\`${command.path}\` has no flag \`--${name}\``)
          continue
        }
        if (flag.type === 'bool') {
          if (value !== undefined && !/^(true|false|1|0|t|f|TRUE|FALSE|True|False)$/.test(value)) {
            problems.push(`\`--${name}\` is a bool flag; \`${value}\` is not true or false`)
          }
        } else if (value === undefined) {
          if (words[i + 1] === undefined || words[i + 1]!.startsWith('-')) problems.push(`\`--${name}\` needs a value`)
          else i += 1
        }
        continue
      }
      // Shorthands: bundled bools (`-fy`), or one that takes the rest of the word or the next word as its value.
      const letters = word.slice(1)
      for (let j = 0; j < letters.length; j += 1) {
        const letter = letters[j]!
        const flag = accepted.find((candidate) => candidate.shorthand === letter)
        if (!flag) {
          problems.push(`\`${command.path}\` has no flag \`-${letter}\``)
          break
        }
        if (flag.type === 'bool') continue
        if (j === letters.length - 1) {
          if (words[i + 1] === undefined || words[i + 1]!.startsWith('-')) problems.push(`\`-${letter}\` needs a value`)
          else i += 1
        }
        break
      }
    }
    return problems
  }
}
