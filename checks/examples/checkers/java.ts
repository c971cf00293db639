import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { missingSurface, pageFolder, type ExampleBatch, type ExampleChecker, type ExampleProblem, type PageExample } from '../harness'
import { DEBIAN_TOOLS, ensureDebianTool } from './debian'

/** Compiles each example on its own in one JVM; see its own comment. */
const COMPILE_EACH = path.join(__dirname, 'java-compile', 'CompileEach.java')

/**
 * Debian 12 packages Kotlin 1.3, which cannot read classes the JVM SDK's Kotlin 1.7 wrote, and the Java stubs are
 * not what Kotlin code sees (`Nitric.api()` rather than `Nitric.INSTANCE.api()`): Kotlin examples are not checked.
 */
const KOTLIN = 'Kotlin examples cannot be compiled here (Debian has no kotlinc for the SDK\'s Kotlin 1.7): mark the fence untested="…" with the reason'

/** The type a Java file declares at top level, which names the file; a fragment declares none. */
function topLevelType(code: string): string | undefined {
  const declarations = [...code.matchAll(/^(public\s+)?(?:(?:final|abstract)\s+)*(?:class|interface|enum|record)\s+(\w+)/gm)]
  const chosen = declarations.find((match) => match[1]) ?? declarations[0]
  return chosen?.[2]
}

function javaFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.java'))
    .map((file) => path.join(folder, file))
}

/**
 * Compiles Java examples with Debian's javac against stubs of the release's public surface (Java sources, compiled
 * once). Each example is a complete file, imports and a class included, as a reader would save it; it is compiled on
 * its own, so examples on different pages may both declare `class Application`. Kotlin fences are reported: they
 * must say why they are not checked.
 */
export const javaChecker: ExampleChecker = {
  tool: 'javac',
  usesSdk: /\bio\.nitric\./,
  check(batch: ExampleBatch, workDir: string): ExampleProblem[] {
    const surface = batch.version.surface
    if (!surface) return missingSurface(batch)
    const missing = ensureDebianTool(DEBIAN_TOOLS.java)
    if (missing) return [{ page: surface, line: 1, message: missing }]

    const problems: ExampleProblem[] = []
    const files = new Map<string, PageExample>()
    for (const example of batch.examples) {
      if (example.language === 'kotlin') {
        problems.push({ page: example.page, line: example.line, message: KOTLIN })
        continue
      }
      const type = topLevelType(example.code)
      if (!type) {
        problems.push({ page: example.page, line: example.line + 1, message: 'not a complete program: add the imports and a class' })
        continue
      }
      const file = path.join(workDir, pageFolder(example.page), `line-${example.line}`, `${type}.java`)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, `${example.code}\n`)
      files.set(file, example)
    }
    if (files.size === 0) return problems

    const stubClasses = path.join(workDir, '.stubs')
    const stubs = spawnSync('javac', ['-d', stubClasses, '-nowarn', ...javaFiles(path.join(process.cwd(), surface))], { encoding: 'utf8' })
    if (stubs.status !== 0) return [{ page: surface, line: 1, message: `the stubs do not compile:\n${stubs.stderr || stubs.error?.message}` }]

    const result = spawnSync('java', [COMPILE_EACH, stubClasses, path.join(workDir, '.classes'), ...files.keys()], { encoding: 'utf8' })
    const unplaced: string[] = []
    for (const line of (result.stdout ?? '').split('\n')) {
      const [, file = '', at = '', message = ''] = /^(.+?\.java):(\d+): (.*)$/.exec(line) ?? []
      const example = files.get(file)
      // The fence is on example.line; the code starts on the next line.
      if (example) problems.push({ page: example.page, line: example.line + Number(at), message })
      else if (line.trim()) unplaced.push(line)
    }
    if (result.status !== 0 && problems.length === 0) {
      problems.push({ page: surface, line: 1, message: `javac failed:\n${[...unplaced, result.stderr].join('\n') || result.error?.message}` })
    }
    return problems
  },
}
