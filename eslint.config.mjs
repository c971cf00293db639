import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The site never runs what only checks it: example checkers, surface readers, site checks and the relevance suite
    // live in checks/, which may import the site's modules but not the other way round.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/checks/**', '**/checks'], message: 'src/ is the site; checks/ holds code that only checks it.' }] }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.test-output/**', 'tests/examples/.generated/**', '.cache/**', '.content/**'] },
]

export default config
