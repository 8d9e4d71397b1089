import { it } from 'vitest';
import { query, compile } from '../../src/query/index.ts';
it('x', () => {
  try {
  const q = query().whereRaw({ $and: [{ a: 1 }] }).and((b) => b.where('x', 1));
  console.log(compile(q.toNode()));
  } catch (e) { console.log(e); }
});
