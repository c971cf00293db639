import { FeedbackView } from './FeedbackView'
import { FeedbackWidget } from './FeedbackWidget'

/** The feedback widget at the foot of a page, with its first view rendered here so it needs no script to show. */
export function PageFeedback() {
  return <FeedbackWidget placeholder={<FeedbackView id="feedback" phase={{ name: 'start' }} />} />
}
