import { readFileSync } from "node:fs";

// Reads a V8 CPU profile (`node --cpu-prof`) and says where the time went within a window of it:
// self time by where the code lives (a package of this repository, a dependency, Node's own
// modules, the garbage collector, idle), the functions with the most self time, and the
// functions of this repository with the most time spent in them and what they call.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives, in a few words. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return url;
  const dependency = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  const own = /\/packages\/([^/]+)\/(?:dist|src)\/(.+)$/.exec(url);
  if (own) return `@aizapy/${own[1]}/${own[2]}`;
  return url.replace(/^file:\/\//, "");
}

export interface ProfileWindow {
  /** Only samples from this long before the profile's end … */
  fromEndMs: number;
  /** … up to this long before it (the process's shutdown comes after the load). */
  toEndMs: number;
}

export function summariseCpuProfile(file: string, window?: ProfileWindow, top = 15): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toEndMs * 1000 : Infinity;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from && at <= to) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

  const nameOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${placeOf(url, functionName)}${url ? `:${lineNumber + 1}` : ""}`;
  };
  /** Places are packages: this repository's files count under their package. */
  const packageOf = (place: string) => /^@aizapy\/[^/]+/.exec(place)?.[0] ?? place;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)!;
    const place = placeOf(node.callFrame.url, node.callFrame.functionName);
    byPlace.set(packageOf(place), (byPlace.get(packageOf(place)) ?? 0) + ms);
    byFunction.set(nameOf(node), (byFunction.get(nameOf(node)) ?? 0) + ms);
    // Every function of this repository on the sample's stack gets its time, once per stack.
    const onStack = new Set<string>();
    for (
      let current: number | undefined = id;
      current !== undefined;
      current = parent.get(current)
    ) {
      const frame = byId.get(current)!;
      if (placeOf(frame.callFrame.url, frame.callFrame.functionName).startsWith("@aizapy/"))
        onStack.add(nameOf(frame));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const share = (ms: number) => `${((ms / total) * 100).toFixed(1).padStart(5)} %`;
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${share(ms)}  ${name}`);
  return [
    `${(total / 1000).toFixed(1)} s sampled`,
    "self time by place:",
    ...rank(byPlace),
    "functions with the most self time:",
    ...rank(byFunction),
    "this repository's functions, with everything they call (synchronous parts):",
    ...rank(inclusive),
  ].join("\n");
}
