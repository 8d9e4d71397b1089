/**
 * One thing that happens in the league, at a moment.
 *
 * Mirrors `LeagueEvent` of huddle/league (its event timeline), which the push rules read; the
 * two are built apart, and this copy gives way to a type-only import of that one.
 */
export interface LeagueEvent {
  /** UTC milliseconds. */
  readonly at: number;
  readonly kind: 'kickoff' | 'score' | 'close' | 'overtime' | 'final' | 'news' | 'injury';
  /** Game events: the game's id (as /games answers it). */
  readonly gameId: string | null;
  /** The teams concerned (abbreviations): both teams of a game; the scoring team of a score; a news or injury's team(s). */
  readonly teams: readonly string[];
  /** news: the article's id, which a query of the dataset returns; injury: the injury's id. */
  readonly articleId: string | null;
  readonly injuryId: string | null;
  /** A ready-made human line: "Touchdown KC — KC 14, BUF 7 (Q2 3:12)". */
  readonly message: string;
  readonly title: string | null;
  /** Score events and finals: the score after it, home then visitors. */
  readonly score: readonly [number, number] | null;
}
