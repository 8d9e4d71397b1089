/**
 * The runtime smoke inside a Cloudflare Worker: a POST of `{ "baseUrl": … }` runs every part
 * (parts.mjs) against the mock there, which the host started with `huddle/server` (a Worker
 * cannot listen), and answers the results as JSON; a part that throws answers 500 with its stack.
 * Bundled with esbuild for the browser platform, as Wrangler bundles a Worker.
 */
import { smoke } from './parts.mjs';

export default {
  async fetch(request) {
    try {
      const { baseUrl } = await request.json();
      return Response.json(await smoke(baseUrl));
    } catch (error) {
      return new Response(String(error?.stack ?? error), { status: 500 });
    }
  },
};
