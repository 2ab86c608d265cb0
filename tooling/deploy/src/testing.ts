import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** A GET to `127.0.0.1:<port>` for the host name `host`, as a browser on that domain sends it. */
export function get(
  port: number,
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path: pathname, headers: { host, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** The nonce of a page's `Content-Security-Policy` header. */
export function headerNonce(answer: Answer): string | undefined {
  return /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1];
}

/** Every `<script>` tag of a page with the nonce it carries (undefined when it has none). */
export function scriptNonces(html: string): (string | undefined)[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
}
