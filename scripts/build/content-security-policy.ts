/** A Content-Security-Policy as directives (name → sources), to merge policies written in different places. */
export type Policy = Map<string, string[]>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The first policy with the directives only the second has (what a page's <meta> cannot say, such as frame-ancestors). */
export function completedPolicy(policy: Policy, additions: Policy): Policy {
  const completed: Policy = new Map(policy);
  for (const [name, sources] of additions) if (!completed.has(name)) completed.set(name, sources);
  return completed;
}

/** A policy that allows what each of the given ones allows, directive by directive (their sources together). */
export function widenedPolicy(policies: readonly Policy[]): Policy {
  const widened: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) widened.set(name, [...new Set([...(widened.get(name) ?? []), ...sources])]);
  }
  return widened;
}
