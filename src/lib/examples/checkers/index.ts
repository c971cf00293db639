import type { ExampleChecker } from '../harness'
import { goChecker } from './go'
import { javaChecker } from './java'
import { pythonChecker } from './python'
import { typescriptChecker } from './typescript'

/** The checker of each SDK's examples, by registry key. */
export const EXAMPLE_CHECKERS: Record<string, ExampleChecker> = {
  nodejs: typescriptChecker,
  python: pythonChecker,
  go: goChecker,
  jvm: javaChecker,
}

/** SDKs whose examples have no checker yet, with the reason; every other SDK with examples must have one. */
export const UNCHECKED_SDKS: Record<string, string> = {
  dart: 'parsing with the tree-sitter grammar arrives with the Dart reference (issue 16)',
  csharp: 'mcs against stubs of the SDK arrives with the C# reference (issue 16)',
}
