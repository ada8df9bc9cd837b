import type { HttpClientDependencies } from '../http-dependencies.ts';
import { describeRequest, type RequestTarget } from '../request-rules.ts';

export type DescribeTarget = (url: string, method: string | undefined) => RequestTarget;

export function targetDescriber(dependencies: Pick<HttpClientDependencies, 'apiBase' | 'userinfoEndpoint'>): DescribeTarget {
  return (url, method) => describeRequest(url, method, dependencies.apiBase(), dependencies.userinfoEndpoint());
}
