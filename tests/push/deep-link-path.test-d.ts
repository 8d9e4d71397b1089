import { describe, expectTypeOf, it } from 'vitest';
import { type DeepLink, type DeepLinkPathOptions, deepLinkPatterns, fromPath, toPath } from '../../src/push/index.ts';

/** The `:field` names of a path pattern. */
type ParametersOf<Pattern extends string> = Pattern extends `${string}:${infer Field}/${infer Rest}`
  ? Field | ParametersOf<Rest>
  : Pattern extends `${string}:${infer Field}`
    ? Field
    : never;
/** The id fields of a screen's link: all but the screen and the live stream flag, which is a query. */
type IdsOf<Screen extends DeepLink['screen']> = Exclude<
  keyof Extract<DeepLink, { screen: Screen }>,
  'screen' | 'liveStream'
>;

describe('deep link paths', () => {
  it('takes a DeepLink and gives a DeepLink or null', () => {
    expectTypeOf(toPath).parameter(0).toEqualTypeOf<DeepLink>();
    expectTypeOf(toPath).parameter(1).toEqualTypeOf<DeepLinkPathOptions | undefined>();
    expectTypeOf(toPath).returns.toEqualTypeOf<string>();
    expectTypeOf(fromPath).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(fromPath).returns.toEqualTypeOf<DeepLink | null>();
  });

  it('refuses a link without its id, or a screen huddle has not', () => {
    // @ts-expect-error an article link needs its articleId
    toPath({ screen: 'article' });
    // @ts-expect-error a game details link needs liveStream
    toPath({ screen: 'gameDetails', gameId: 'g' });
    // @ts-expect-error not a screen of huddle
    toPath({ screen: 'settings' });
  });

  it('has one literal pattern per screen, whose parameters are exactly that link’s ids', () => {
    expectTypeOf<keyof typeof deepLinkPatterns>().toEqualTypeOf<DeepLink['screen']>();
    expectTypeOf(deepLinkPatterns.gameDetails).toEqualTypeOf<'games/:gameId'>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.home>>().toEqualTypeOf<IdsOf<'home'>>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.article>>().toEqualTypeOf<IdsOf<'article'>>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.stories>>().toEqualTypeOf<IdsOf<'stories'>>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.gameDetails>>().toEqualTypeOf<IdsOf<'gameDetails'>>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.liveStream>>().toEqualTypeOf<IdsOf<'liveStream'>>();
    expectTypeOf<ParametersOf<typeof deepLinkPatterns.injuryReport>>().toEqualTypeOf<IdsOf<'injuryReport'>>();
  });
});
