import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { isHttps, isWriteMethod } from '../http-request';

/**
 * D1's read replicas, through its Sessions API. A request's queries run in one session, so they see
 * each other's writes. A read starts from any replica at least as fresh as the client's last write
 * (the bookmark it sends back), a write from the primary; after a write the client gets the new
 * bookmark, as a cookie for the browser and a header for API clients, so that its next reads see
 * what it wrote. Without replicas (a self-hosted database, or locally) everything is the primary.
 */
const BOOKMARK_HEADER = 'x-d1-bookmark';
const BOOKMARK_COOKIE = 'd1_bookmark';
// Replicas catch up within seconds: an hour-old bookmark constrains nothing any more.
const BOOKMARK_MAX_AGE_SECONDS = 3600;
// D1's bookmarks are hexadecimal groups joined by dashes; anything else is ignored rather than sent to D1.
const BOOKMARK_PATTERN = /^[0-9a-f][0-9a-f-]{15,127}$/;

/** Where a request's session starts: the primary for a write, else a replica as fresh as the client's bookmark. */
export function sessionStart({ isWrite, bookmark }: { isWrite: boolean; bookmark: string | undefined }): D1SessionConstraint | D1SessionBookmark {
  if (isWrite) return 'first-primary';
  return bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : 'first-unconstrained';
}

/** The request's session of `DB`, for the dependencies' database (see app.ts). */
export function openSession(c: Context, database: D1Database): D1DatabaseSession {
  const bookmark = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  return database.withSession(sessionStart({ isWrite: isWriteMethod(c.req.method), bookmark }));
}

/** After a write, the bookmark its client reads from next. */
export function handBackBookmark(c: Context, session: D1DatabaseSession) {
  const bookmark = session.getBookmark();
  if (!bookmark || !isWriteMethod(c.req.method)) return;
  // A copy first: a response made by Response.redirect() or fetch() has headers that cannot change.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  c.res.headers.append('set-cookie', serialize(BOOKMARK_COOKIE, bookmark, { path: '/api', httpOnly: true, secure: isHttps(c.req.url), sameSite: 'Lax', maxAge: BOOKMARK_MAX_AGE_SECONDS }));
}
