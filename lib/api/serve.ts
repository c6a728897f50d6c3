/**
 * How the API routes answer a request: find the edition (from the Host header for
 * /api/v1/*, which the proxy leaves alone; from the rewritten path for the others),
 * then parse, fetch through the cache and send JSON with the cache headers.
 */
import { brandServesLang, getBrand, isBrandKey } from '../brands/brands';
import type { EditionParams } from '../brands/edition';
import type { Edition } from '../brands/resolve-host';
import { requestEdition } from '../http/client';
import { getApiAnswer } from './cached';
import { answer, cachePolicy, type EndpointName } from './endpoints';
import { toResponse } from './http';
import type { PathParams } from './params';
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
