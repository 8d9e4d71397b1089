/**
 * A pager as the spec lets the service write it: "Pager object: `{previous, self, next, limit,
 * offset, total}`. Any member may be null. It can also be an empty object `{}`." A third of the
 * pagers are kept, a third become `{}`, a third get null members (each member one time in two,
 * `total` when the draw nulls none).
 */
import { isRecord } from '../../untyped-values.js';
import { draw, pick } from './draw.js';

const MEMBERS = ['previous', 'self', 'next', 'limit', 'offset', 'total'] as const;

/** What becomes of a pager. */
type PagerVariant = 'kept' | 'empty' | 'null members';
const VARIANTS: readonly PagerVariant[] = ['kept', 'empty', 'null members'];

/** The pager varied by the seed and its key; anything but an object is left as it is. */
export function variedPager(pager: unknown, seed: number, key: string): unknown {
  if (!isRecord(pager)) return pager;
  const variant = pick(seed, `pager|${key}`, VARIANTS);
  if (variant === 'kept') return pager;
  if (variant === 'empty') return {};
  const nulled = MEMBERS.filter((member) => draw(seed, `pager|${key}|${member}`) < 1 / 2);
  const members = nulled.length === 0 ? ['total'] : nulled;
  return { ...pager, ...Object.fromEntries(members.map((member) => [member, null])) };
}
