/**
 * `POST /p/api/polls/{id}/votes` (docs/routes.md): a reader's vote, `{ "option": <option id> }`.
 * The cross-site token pair and the Origin are checked as for every cookie-authorised write
 * (lib/http/csrf.ts); votes are limited per client address; the reader is their account when
 * the session cookie names one, else a signed voter cookie (set on the first vote). The answer
 * is the poll with its fresh counts and the option this reader chose, never cached; the
 * public poll answer (GET /p/api/polls/{id}) is expired at once so the next reader sees the
 * new count.
 */
import 'server-only';
import { authDeps } from '../auth/deps';
import { SESSION_COOKIE } from '../auth/cookies';
import { readSession } from '../auth/sessions';
import type { AuthDeps } from '../auth/context';
import { brandServesLang, getBrand, isBrandKey, type Lang } from '../brands/brands';
import type { Edition } from '../brands/resolve-host';
import { serialisePoll } from '../api/serialise';
import { tags } from '../cache/tags';
import { queryPoll } from '../content/records';
import { readJsonBody } from '../http/body';
import { clientRateLimitKey, requestEdition } from '../http/client';
import { readCookie, serialiseCookie } from '../http/cookies';
import { checkCsrf } from '../http/csrf';
import { asHttpError, errorResponse, HttpError, jsonResponse } from '../http/errors';
import { countHit } from '../http/rate-limit';
import { route } from '../http/route';
import { revalidateTags } from '../ingest/revalidate';
import { getT } from '../i18n/messages';
import { castVote, type VoteOutcome } from '../content/polls';
import { newVoter, readVoterCookie, VOTER_COOKIE, VOTER_COOKIE_MAX_AGE_SECONDS, voterKey } from './voter';

export type PollDeps = Pick<AuthDeps, 'db' | 'counters' | 'integrationSecret' | 'secureCookies' | 'hosts'>;

/** Votes per client address: a household or an office voting in a few polls, not a script. */
export const POLL_VOTE_LIMIT = { max: 30, windowSeconds: 900 } as const;
const MAX_VOTE_BODY_BYTES = 1024;
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const REFUSALS: Record<Exclude<VoteOutcome, 'counted'>, HttpError> = {
  already: new HttpError(409, 'alreadyVoted'),
  closed: new HttpError(409, 'pollClosed'),
  'unknown-poll': new HttpError(404, 'notFound'),
  'unknown-option': new HttpError(400, 'badRequest'),
};

interface VoteParams {
  readonly brand: string;
  readonly lang: string;
  readonly id: string;
}

function editionOf(params: VoteParams): Edition | null {
  if (!isBrandKey(params.brand)) return null;
  const brand = getBrand(params.brand);
  return brandServesLang(brand, params.lang) ? { brand: brand.key, lang: params.lang as Lang } : null;
}

async function vote(request: Request, deps: PollDeps, params: VoteParams): Promise<Response> {
  const edition = editionOf(params);
  const t = getT(edition?.lang ?? 'bn', 'poll');
  try {
    if (!edition || !/^\d{1,9}$/.test(params.id)) throw new HttpError(404, 'notFound');
    // The host map's origin of the host it was sent to: the vote's edition comes from its path.
    const host = requestEdition(request.headers, deps.hosts);
    if (!host || checkCsrf(request.headers, host.origin)) throw new HttpError(403, 'csrf');
    await countHit(deps.counters(), `pollVote:${clientRateLimitKey(request.headers)}`, POLL_VOTE_LIMIT);
    const body = await readJsonBody(request, MAX_VOTE_BODY_BYTES, { tooLarge: 'badRequest', invalid: 'badRequest' });
    const option = body.option;
    if (typeof option !== 'number' || !Number.isInteger(option) || option < 1 || option > 2_147_483_647) throw new HttpError(400, 'badRequest');

    const db = deps.db();
    const pollId = Number(params.id);
    const cookies = request.headers.get('cookie');
    const session = await readSession(db, readCookie(cookies, SESSION_COOKIE));
    let setCookie: string | null = null;
    let voter: string;
    if (session) {
      voter = voterKey({ memberId: session.member.id });
    } else {
      let anonymousId = readVoterCookie(readCookie(cookies, VOTER_COOKIE), deps.integrationSecret);
      if (!anonymousId) {
        const fresh = newVoter(deps.integrationSecret);
        anonymousId = fresh.id;
        const local = requestEdition(request.headers, deps.hosts)?.local ?? false;
        setCookie = serialiseCookie(VOTER_COOKIE, fresh.cookie, { httpOnly: true, secure: deps.secureCookies && !local, maxAgeSeconds: VOTER_COOKIE_MAX_AGE_SECONDS });
      }
      voter = voterKey({ anonymousId });
    }

    const outcome = await castVote(db, edition, pollId, option, voter);
    if (outcome !== 'counted') throw REFUSALS[outcome];
    revalidateTags([tags.poll(pollId)]);
    const poll = await queryPoll(db, edition, pollId);
    const response = jsonResponse(200, { poll: poll && serialisePoll(poll), voted: option }, NO_STORE);
    if (setCookie) response.headers.append('Set-Cookie', setCookie);
    return response;
  } catch (caught) {
    const error = asHttpError(caught, 'poll vote', 'failed');
    return errorResponse(error, t(error.code as 'failed', { seconds: String(error.retryAfter ?? '') }), NO_STORE);
  }
}

export const polls = {
  vote: route(vote, authDeps),
};
