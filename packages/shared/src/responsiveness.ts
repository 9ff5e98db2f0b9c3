/**
 * How quickly a merchant usually answers (issue 37, decision 059): what counts, and how a figure is put in words.
 * The server computes the figure from real conversations and requests; the pages only word it.
 */
export const RESPONSIVENESS = {
  /** Answers older than this many days do not count. */
  windowDays: 90,
  /** Below this many answers no figure is shown (a merchant's one quick answer says little). */
  minSamples: 3,
  /**
   * A customer's message still unanswered after this many minutes counts as an answer that took this long so far, so a
   * merchant who leaves questions unanswered does not look quick; a fresher one does not count yet.
   */
  unansweredCountsAfterMinutes: 24 * 60,
} as const

/** The words a figure is shown in: within an hour, within a few hours, within a day, or more than a day. */
export const REPLY_BANDS = ['hour', 'hours', 'day', 'days'] as const
export type TReplyBand = (typeof REPLY_BANDS)[number]

/** The band of a median in minutes: up to 60, up to 6 hours, up to a day, more. */
export function replyBand(minutes: number): TReplyBand {
  if (minutes <= 60) return 'hour'
  if (minutes <= 6 * 60) return 'hours'
  if (minutes <= 24 * 60) return 'day'
  return 'days'
}
