/**
 * The small fetch client the widget and the site call the API with. It does what they used from ky
 * and no more (ky weighed about 9 KiB gzip in the widget's first step): a path under one base,
 * `searchParams`, a `json` or raw `body`, headers, a timeout, an {@link HTTPError} for a non-2xx
 * answer with its body already read, and `.json()` on the answer.
 */

/** Options of one call. */
export interface RequestOptions {
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as it is (e.g. a form-encoded URLSearchParams). */
  body?: BodyInit;
  /** Replace the query of the URL; undefined values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined> | URLSearchParams;
  headers?: Record<string, string>;
  /** When false, a non-2xx answer resolves instead of throwing an {@link HTTPError}. */
  throwHttpErrors?: boolean;
}

/** The answer of a call, with `.json()` to read its body in one step. */
export interface ResponsePromise extends Promise<Response> {
  /** The parsed body; an empty body (e.g. 204) reads as ''. Asks the server for JSON. */
  json<T = unknown>(): Promise<T>;
}

type Method = (path: string, options?: RequestOptions) => ResponsePromise;

/** An API client on one base: one function per HTTP method. */
export interface Http {
  get: Method;
  post: Method;
  put: Method;
  patch: Method;
  delete: Method;
}

/** A non-2xx answer. Its body is already read into `data` (parsed when it is JSON, else text). */
export class HTTPError extends Error {
  override name = 'HTTPError';
  /** The parsed body of the answer, or undefined when it had none or could not be read. */
  data: unknown;

  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

/** Tells whether `error` is an {@link HTTPError}. */
export function isHTTPError(error: unknown): error is HTTPError {
  return error instanceof HTTPError;
}

async function readData(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    return /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

/** What {@link createClient} needs to know: the base, the timeout and how to send a Request. */
export interface ClientConfig {
  /** An absolute base URL ending in '/'; paths are appended to it. */
  base: string;
  timeoutMs: number;
  /** Sends the prepared request (the place for auth headers and a resend). */
  send: (request: Request) => Promise<Response>;
}

/** Creates an {@link Http} client on `config.base`. */
export function createClient(config: ClientConfig): Http {
  const run = async (method: string, path: string, options: RequestOptions, wantsJson: boolean) => {
    const url = new URL(config.base + path);
    const params = options.searchParams;
    if (params) {
      const query = new URLSearchParams();
      const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params);
      for (const [name, value] of entries) if (value !== undefined) query.append(name, String(value));
      url.search = query.toString();
    }
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }
    if (wantsJson && !headers.has('accept')) headers.set('accept', 'application/json');
    const signal = AbortSignal.timeout(config.timeoutMs);
    const request = new Request(url, { method, headers, body: body ?? null, signal });
    const response = await config.send(request);
    if (!response.ok && options.throwHttpErrors !== false) {
      const error = new HTTPError(response, request);
      error.data = await readData(response);
      throw error;
    }
    return response;
  };
  const method =
    (name: string): Method =>
    (path, options = {}) => {
      // The request starts a microtask later, so a `.json()` called right away can still ask for JSON.
      let wantsJson = false;
      const answer = Promise.resolve().then(() => run(name, path, options, wantsJson)) as ResponsePromise;
      answer.json = async <T>() => {
        wantsJson = true;
        const text = await (await answer).text();
        return (text ? JSON.parse(text) : '') as T;
      };
      return answer;
    };
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}
