import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { isHttps, isWriteMethod } from '../http-request';

/**
 * D1's read replicas, through its Sessions API. A request's queries run in one session, so they see
 * each other's writes. A read starts from any replica at least as fresh as the client's last write
 * (the bookmark it sends back), a write from the primary; after a write the client gets the new
 * bookmark, as a header, and as a cookie for a browser (a request without `Authorization`), so that
 * its next reads see what it wrote. Without replicas (a self-hosted database, or locally) everything is the primary.
 */
const BOOKMARK_HEADER = 'x-d1-bookmark';
const BOOKMARK_COOKIE = 'd1_bookmark';
// Replicas catch up within seconds: an hour-old bookmark constrains nothing any more.
const BOOKMARK_MAX_AGE_SECONDS = 3600;
// D1's bookmarks are hexadecimal groups joined by dashes; anything else is ignored rather than sent to D1.
const BOOKMARK_PATTERN = /^[0-9a-f][0-9a-f-]{15,127}$/;

/** Where a request's session starts: the primary for a write, else a replica as fresh as the client's bookmark. */
export function sessionStart({
  isWrite,
  bookmark,
}: {
  isWrite: boolean;
  bookmark: string | undefined;
}): D1SessionConstraint | D1SessionBookmark {
  if (isWrite) return 'first-primary';
  return bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : 'first-unconstrained';
}

/** Each database has its own bookmarks: `DB`'s are `x-d1-bookmark`, an organization database's carry its binding. */
function bookmarkNames(binding: string) {
  if (binding === 'DB') return { header: BOOKMARK_HEADER, cookie: BOOKMARK_COOKIE };
  const name = binding.toLowerCase();
  return { header: `${BOOKMARK_HEADER}-${name.replaceAll('_', '-')}`, cookie: `${BOOKMARK_COOKIE}_${name}` };
}

/**
 * The request's sessions, one per database it opens (see worker/dependencies.ts), and after a write
 * the bookmark of each for the client's next reads.
 */
export function requestSessions(c: Context) {
  const sessions = new Map<string, D1DatabaseSession>();
  return {
    open(database: D1Database, binding: string): D1DatabaseSession {
      const names = bookmarkNames(binding);
      const bookmark = c.req.header(names.header) ?? getCookie(c, names.cookie);
      const session = database.withSession(sessionStart({ isWrite: isWriteMethod(c.req.method), bookmark }));
      sessions.set(binding, session);
      return session;
    },
    handBack() {
      if (!isWriteMethod(c.req.method)) return;
      const bookmarks = [...sessions]
        .map(([binding, session]) => [bookmarkNames(binding), session.getBookmark()] as const)
        .filter(([, bookmark]) => bookmark);
      if (bookmarks.length === 0) return;
      // A copy first: a response made by Response.redirect() or fetch() has headers that cannot change.
      c.res = new Response(c.res.body, c.res);
      // A script with an API key reads the header; a cookie would only clutter its cookie jar.
      const isBrowser = !c.req.header('authorization');
      for (const [names, bookmark] of bookmarks) {
        c.res.headers.set(names.header, bookmark!);
        if (isBrowser)
          c.res.headers.append(
            'set-cookie',
            serialize(names.cookie, bookmark!, {
              path: '/api',
              httpOnly: true,
              secure: isHttps(c.req.url),
              sameSite: 'Lax',
              maxAge: BOOKMARK_MAX_AGE_SECONDS,
            }),
          );
      }
    },
  };
}
