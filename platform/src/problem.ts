/** RFC 9457 problem details: the one error type every HTTP answer of the project uses. */
export interface FieldProblem {
  name: string;
  in: 'query' | 'path' | 'body' | 'header';
  detail: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldProblem[];
  [extension: string]: unknown;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export class Problem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail?: string;
  readonly errors?: FieldProblem[];
  readonly extensions: Record<string, unknown>;
  readonly headers: Record<string, string>;
  /** The GraphQL argument a service's refusal was about (not shown to callers): a facade names it in its own terms. */
  readonly argument?: string;

  constructor(
    status: number,
    detail?: string,
    options: {
      type?: string;
      title?: string;
      errors?: FieldProblem[];
      extensions?: Record<string, unknown>;
      headers?: Record<string, string>;
      argument?: string;
    } = {},
  ) {
    super(detail ?? titles[status] ?? 'Error');
    this.status = status;
    this.detail = detail;
    this.type = options.type ?? 'about:blank';
    this.title = options.title ?? titles[status] ?? 'Error';
    this.errors = options.errors;
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
    this.argument = options.argument;
  }

  toJSON(instance?: string): ProblemBody {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(instance === undefined ? {} : { instance }),
      ...(this.errors === undefined ? {} : { errors: this.errors }),
      ...this.extensions,
    };
  }
}
