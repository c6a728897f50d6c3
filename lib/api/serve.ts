/**
 * How the API routes answer a request: find the edition (from the Host header for
 * /api/v1/*, which the proxy leaves alone; from the rewritten path for the others),
 * then parse, fetch through the cache and send JSON with the cache headers.
 */
import { brandServesLang, getBrand, isBrandKey } from '../brands/brands';
import type { EditionParams } from '../brands/edition';
import type { Edition } from '../brands/resolve-host';
import { requestEdition } from '../http/client';
import { BodyError, readJsonObject } from '../http/body';
import { answerBulk, bulkError, bulkLocation, decodeBulkQuery, parseBulkRequests } from './bulk';
import { getApiAnswer } from './cached';
import { answer, cachePolicy, type EndpointName } from './endpoints';
import { CONTENT_CACHE, toResponse } from './http';
import { InvalidParameterError, type PathParams } from './params';
import { notFound, type ApiResult } from './result';

/** Another JSON shape of a success (the platform's bare arrays); errors keep theirs. */
type Reshape = (body: ApiResult['body']) => unknown;

async function serve(request: Request, name: EndpointName, edition: Edition, path: PathParams, reshape?: Reshape): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const result = await answer(name, query, path, (params) => getApiAnswer(name, edition, params));
  // JSON.stringify is all that reads the body from here on: an array goes out as one.
  const sent = reshape && result.status === 200 ? { ...result, body: reshape(result.body) as ApiResult['body'] } : result;
  return toResponse(sent, cachePolicy(name), request);
}

/** For /api/v1/* (and the platform's /api/authors): the edition of the request's host. */
export function serveHostApi(request: Request, name: EndpointName, path: PathParams = {}, reshape?: Reshape): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition) return Promise.resolve(toResponse(notFound('No edition is served on this host.'), cachePolicy(name)));
  return serve(request, name, edition, path, reshape);
}

/** For routes under /{brand}/{lang}/ (rewritten there by the proxy): the edition the path names. */
export async function serveEditionApi(request: Request, name: EndpointName, params: Promise<EditionParams & PathParams>): Promise<Response> {
  const { brand: brandKey, lang, ...path } = await params;
  if (!isBrandKey(brandKey) || !brandServesLang(getBrand(brandKey), lang)) {
    return toResponse(notFound('No such edition.'), cachePolicy(name));
  }
  return serve(request, name, { brand: brandKey, lang }, path);
}

/** A bulk request's body: its requests are a few hundred bytes; 16 KB is plenty. */
const BULK_BODY_LIMIT = 16_384;

/**
 * POST /api/v1/bulk-request: checks the named requests and answers 303 to the GET address
 * that carries them (relative: the client stays on the host it asked).
 */
export async function serveBulkPost(request: Request): Promise<Response> {
  if (!requestEdition(request.headers)) return toResponse(notFound('No edition is served on this host.'), CONTENT_CACHE);
  try {
    const location = bulkLocation(parseBulkRequests(await readJsonObject(request, BULK_BODY_LIMIT)));
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof BodyError) {
      const message = error.reason === 'tooLarge' ? `The body must be at most ${BULK_BODY_LIMIT} bytes.` : 'The body must be a JSON object sent as application/json.';
      return toResponse(bulkError(new InvalidParameterError('requests', message)), CONTENT_CACHE);
    }
    return toResponse(bulkError(error), CONTENT_CACHE);
  }
}

/** GET /api/v1/bulk-request?requests=…: every named request answered by name, a public answer like any other. */
export async function serveBulkGet(request: Request): Promise<Response> {
  const edition = requestEdition(request.headers);
  if (!edition) return toResponse(notFound('No edition is served on this host.'), CONTENT_CACHE);
  let result: ApiResult;
  try {
    const requests = decodeBulkQuery(new URL(request.url).searchParams);
    result = await answerBulk(requests, (name, params) => getApiAnswer(name, edition, params));
  } catch (error) {
    result = bulkError(error);
  }
  return toResponse(result, CONTENT_CACHE, request);
}
