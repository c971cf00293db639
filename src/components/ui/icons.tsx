import {
  Archive, BookOpen, Boxes, CircleArrowUp, CircleHelp, Clock, Cloud, Compass, Container, Database, Globe, House,
  KeyRound, Layers, LifeBuoy, Lock, MessagesSquare, Network, Radio, Rocket, Terminal, ToggleLeft, Variable, Workflow,
  type IconNode,
} from 'lucide'
import { siDiscord, siGithub, siGooglecloud, siPulumi, siTerraform } from 'simple-icons'
import type { NavIcon, NavIconName } from '@/lib/navigation/types'
import type { BrandIcon } from '@/lib/sdks/registry'
import { LineIcon } from './LineIcon'

interface IconProps {
  className?: string
}

function BrandMark({ icon, className }: IconProps & { icon: BrandIcon }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={icon.path} />
    </svg>
  )
}

function brand(icon: BrandIcon) {
  function BrandIcon({ className }: IconProps) {
    return <BrandMark icon={icon} className={className} />
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

/** A decorative icon, by name or a brand's own mark (an SDK's, from the registry); the text beside it carries the meaning. */
export function Icon({ name, className }: { name: NavIcon; className?: string }) {
  if (typeof name !== 'string') return <BrandMark icon={name} className={className} />
  const Drawing = ICONS[name] ?? Boxes
  if (Array.isArray(Drawing)) return <LineIcon icon={Drawing} className={className} />
  return <Drawing className={className} />
}
