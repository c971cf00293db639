import type { PhrasingContent, RootContent } from 'mdast'
import { FAILURE_CASES, FAILURE_TARGETS, PROVIDER_FAILURES, SDK_ERRORS, type FailureCase, type FailureTarget, type Reported } from '../providers/failures'
import { latestOf, SDK_REGISTRY } from '../sdks/registry'
import type { FactComponent } from './components'
import { code, list, markdownInline, sourceList, strong, table, text } from './mdast'

const TARGET_LABELS: Record<FailureTarget, PhrasingContent[]> = {
  local: [code('nitric start')],
  aws: [text('AWS')],
  gcp: [text('Google Cloud')],
  azure: [text('Azure')],
}

/** The SDKs that run on the runtime these failures were traced in: each one's latest version, by its registry key. */
function currentSdks() {
  return SDK_REGISTRY.flatMap((sdk) => {
    const latest = latestOf(sdk)
    const key = latest && `${sdk.key}/${latest.version}`
    return key && SDK_ERRORS[key] ? [{ sdk, key }] : []
  })
}

function status(reported: Reported): PhrasingContent[] {
  return reported.code === 'none' ? [text('none: the call succeeds')] : [code(reported.code)]
}

/**
 * `<FailureTable case="bucket-read-missing" />`: what each runtime reports when the case happens, and what each SDK
 * then raises; `sdk="python"` shows one SDK's column. Notes and sources follow the table.
 */
export const failureTable: FactComponent = {
  attributes: {
    case: { required: true, values: () => Object.keys(FAILURE_CASES) },
    sdk: { values: () => currentSdks().map(({ sdk }) => sdk.key) },
  },
  block: ({ case: name, sdk }) => {
    const byTarget = PROVIDER_FAILURES[name as FailureCase]
    const sdks = currentSdks().filter((entry) => !sdk || entry.sdk.key === sdk)
    const raised = (key: string, reported: Reported): PhrasingContent[] => {
      if (reported.code === 'none') return [text('nothing')]
      const entry = SDK_ERRORS[key]?.[reported.code]
      return entry ? markdownInline(entry.raises) : [text('not mapped')]
    }
    const rows = FAILURE_TARGETS.map((target) => [TARGET_LABELS[target], status(byTarget[target]), ...sdks.map(({ key }) => raised(key, byTarget[target]))])
    const notes = FAILURE_TARGETS.flatMap((target) => {
      const note = byTarget[target].note
      return note ? [[strong(TARGET_LABELS[target]), text(': '), ...markdownInline(note)]] : []
    })
    const codes = new Set(FAILURE_TARGETS.map((target) => byTarget[target].code))
    // An SDK's own notes (classes it cannot export, codes it leaves unmapped) belong on its pages: shown for one SDK only.
    const sdkNotes = (sdk ? sdks : []).flatMap(({ sdk: entry, key }) =>
      [...codes].flatMap((value) => {
        const raisedFor = value === 'none' ? undefined : SDK_ERRORS[key]?.[value]
        const note = [raisedFor?.caseNotes?.[name as FailureCase], raisedFor?.note].filter(Boolean).join(' ')
        return note ? [[strong([text(`${entry.label}, `), code(value)]), text(': '), ...markdownInline(note)]] : []
      }),
    )
    const sources = [
      ...FAILURE_TARGETS.flatMap((target) => byTarget[target].sources),
      ...sdks.flatMap(({ key }) => [...codes].flatMap((value) => (value === 'none' ? [] : (SDK_ERRORS[key]?.[value]?.sources ?? [])))),
    ]
    const blocks: RootContent[] = [
      table([[text('Where it runs')], [text('Status the SDK receives')], ...sdks.map(({ sdk: entry }) => [text(`${entry.label} raises`)])], rows),
    ]
    if (notes.length + sdkNotes.length > 0) blocks.push(list([...notes, ...sdkNotes]))
    blocks.push(sourceList(sources))
    return blocks
  },
}
