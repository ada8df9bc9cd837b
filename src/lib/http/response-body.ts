/** Reads an answer's body: parsed JSON when it says it is JSON, the text otherwise, undefined when empty. */
export function parseBodyText(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType && /[/+]json\b/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function readResponseBody(response: Response): Promise<unknown> {
  return parseBodyText(await response.text(), response.headers.get('content-type'));
}
