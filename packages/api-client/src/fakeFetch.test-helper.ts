/** A recording fake of `fetch` for transport tests. Each call gets the next scripted answer. */

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  at: number;
}

export type FakeAnswer =
  Response | Error | 'hang' | ((request: Request) => Response | Promise<Response>);

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  calls: RecordedCall[];
}

export function envelope(
  value: unknown,
  overrides: Partial<{ success: boolean; message: string; code: string | number }> = {},
) {
  return { success: true, value, message: '', code: 0, ...overrides };
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Answers in order; the last answer repeats when the script runs out. */
export function createFakeFetch(...answers: FakeAnswer[]): FakeFetch {
  const calls: RecordedCall[] = [];
  let index = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
      at: performance.now(),
    });
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer === undefined) throw new Error('createFakeFetch: no answer scripted');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(request);
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
