import type { ExampleChecker } from '../harness'
import { csharpChecker } from './csharp'
import { dartChecker } from './dart'
import { goChecker } from './go'
import { javaChecker } from './java'
import { pythonChecker } from './python'
import { typescriptChecker } from './typescript'

/** The checker of each SDK's examples, by registry key. */
export const EXAMPLE_CHECKERS: Record<string, ExampleChecker> = {
  nodejs: typescriptChecker,
  python: pythonChecker,
  go: goChecker,
  dart: dartChecker,
  csharp: csharpChecker,
  jvm: javaChecker,
}

/** SDKs whose examples have no checker yet, with the reason; every other SDK with examples must have one. */
export const UNCHECKED_SDKS: Record<string, string> = {}
