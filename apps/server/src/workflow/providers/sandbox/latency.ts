import type { Providers } from '..';

/**
 * The sandbox parties answer at once; a real bureau or title company takes a while. SANDBOX_LATENCY_MS makes every
 * asynchronous call of every party answer that much later (a processing step then holds its row lock long enough for the
 * fault tests to kill a node in the middle of it).
 */
export const withLatency = (providers: Providers, latencyMs: number): Providers => {
  if (latencyMs <= 0) return providers;
  const wait = () => new Promise((resolve) => setTimeout(resolve, latencyMs));
  const slowed = <Party extends object>(party: Party): Party =>
    new Proxy(party, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        // Only calls that answer later are slowed; a synchronous answer (a list of institutions) stays synchronous.
        return (...args: unknown[]) => {
          const answer: unknown = Reflect.apply(value, target, args);
          // allSettled handles a refusal at once, so it is not reported as unhandled while the wait runs.
          return answer instanceof Promise ? Promise.allSettled([answer, wait()]).then(() => answer) : answer;
        };
      },
    });
  const slowedProviders: Providers = { ...providers };
  const slowParty = <Name extends keyof Providers>(name: Name) => {
    slowedProviders[name] = slowed(providers[name]);
  };
  for (const name of Object.keys(providers)) slowParty(name as keyof Providers);
  return slowedProviders;
};
