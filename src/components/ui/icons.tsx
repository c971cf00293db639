import {
  Archive, BookOpen, Boxes, CircleArrowUp, CircleHelp, Clock, Cloud, Compass, Container, Database, Globe, House,
  KeyRound, Layers, LifeBuoy, Lock, MessagesSquare, Network, Radio, Rocket, Terminal, ToggleLeft, Variable, Workflow,
  type IconNode,
} from 'lucide'
import {
  siDart, siDiscord, siDotnet, siGithub, siGo, siGooglecloud, siNodedotjs, siOpenjdk, siPulumi, siPython, siTerraform,
  type SimpleIcon,
} from 'simple-icons'
import type { NavIconName } from '@/lib/navigation/types'
import { LineIcon } from './LineIcon'

interface IconProps {
  className?: string
}

function brand(icon: SimpleIcon) {
  function BrandIcon({ className }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
        <path d={icon.path} />
      </svg>
    )
  }
  return BrandIcon
}

export const GitHubIcon = brand(siGithub)
export const DiscordIcon = brand(siDiscord)

const ICONS: Record<NavIconName, IconNode | ReturnType<typeof brand>> = {
  home: House,
  concepts: BookOpen,
  architecture: Workflow,
  rocket: Rocket,
  guides: Compass,
  terminal: Terminal,
  api: Globe,
  http: Network,
  keyvalue: KeyRound,
  sql: Database,
  schedule: Clock,
  storage: Archive,
  messaging: MessagesSquare,
  secrets: Lock,
  websockets: Radio,
  batch: Layers,
  nodejs: brand(siNodedotjs),
  python: brand(siPython),
  go: brand(siGo),
  dart: brand(siDart),
  csharp: brand(siDotnet),
  jvm: brand(siOpenjdk),
  aws: Cloud,
  gcp: brand(siGooglecloud),
  azure: Cloud,
  cloud: Cloud,
  pulumi: brand(siPulumi),
  terraform: brand(siTerraform),
  container: Container,
  variable: Variable,
  toggle: ToggleLeft,
  question: CircleHelp,
  support: LifeBuoy,
  github: GitHubIcon,
  upgrade: CircleArrowUp,
}

/** A decorative icon by name; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: NavIconName; className?: string }) {
  const Drawing = ICONS[name] ?? Boxes
  if (Array.isArray(Drawing)) return <LineIcon icon={Drawing} className={className} />
  return <Drawing className={className} />
}
