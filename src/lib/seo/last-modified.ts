import 'server-only'
import { execFileSync } from 'node:child_process'

/**
 * Reads `git log --format=%x00%cI --name-only` output: for each file, the commit date of the newest commit that
 * touched it (the log lists newest first).
 */
export function parseGitLog(output: string): Map<string, string> {
  const latest = new Map<string, string>()
  for (const commit of output.split('\u0000').slice(1)) {
    const [date = '', ...files] = commit.split('\n').map((line) => line.trim())
    for (const file of files) if (file && !latest.has(file)) latest.set(file, date)
  }
  return latest
}

/** When each file under `folder` last changed in git history; empty when git or the history is unavailable. */
export function lastModifiedFromGit(folder: string, cwd = process.cwd()): Map<string, string> {
  try {
    const output = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', folder], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
    return parseGitLog(output)
  } catch {
    return new Map()
  }
}
