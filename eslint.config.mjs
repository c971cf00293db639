import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// The site never runs what only checks it: example checkers, surface readers, site checks and the relevance suite
// live in checks/, which may import the site's modules but not the other way round.
const noChecks = { group: ['**/checks/**', '**/checks'], message: 'src/ is the site; checks/ holds code that only checks it.' }

// src/lib/content/ reads content/ and is what navigation, guides, search, the Markdown twins and the site are built
// on, so it may not import them back: a type or constant both need lives in content.
const contentIsGroundFloor = {
  regex: '^(@/lib/|(\\.\\./)+(lib/)?)(navigation|guides|search|markdown|site)(/|$)',
  message: 'src/lib/content/ is the ground floor: it may not import navigation, guides, search, markdown or site.',
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noChecks] }] },
  },
  {
    // A later entry replaces the rule's options rather than adding to them, so this one repeats noChecks.
    files: ['src/lib/content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noChecks, contentIsGroundFloor] }] },
  },
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.test-output/**', 'tests/examples/.generated/**', '.cache/**', '.content/**'] },
]

export default config
