/**
 * The browser's GET of a public JSON answer (the content API, the home's later blocks, the
 * menu, the Ramadan districts): the parsed body, or an Error with the status, in SPEC §8's
 * words for a non-OK response. Browser-safe, so client islands may call it.
 */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as T;
}
