// Types of scripts/cluster-lib.mjs, for the cluster tests written in TypeScript.

export declare const REPO_ROOT: string;
export declare const freePort: () => Promise<number>;

export interface ClusterNode {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  output(): string;
  isRunning(): boolean;
  start(): Promise<void>;
  kill(): Promise<number | null>;
  stop(): Promise<number | null>;
}

export interface Balancer {
  readonly url: string;
  output(): string;
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export interface Cluster {
  readonly url: string;
  readonly balancer: Balancer;
  readonly nodes: ClusterNode[];
  untilBalancerSees(node: ClusterNode, state: string, timeout?: number): Promise<void>;
  stop(): Promise<void>;
}

export declare const startCluster: (options: {
  nodes: number;
  port?: number;
  env?: Record<string, string>;
  args?: string[];
  log?: (name: string, text: string) => void;
}) => Promise<Cluster>;

export declare const builtServerArgs: () => Promise<string[]>;

export declare const rollNodes: (cluster: Cluster) => Promise<void>;

export declare const createNode: (options: {
  name: string;
  port: number;
  env?: Record<string, string>;
  args?: string[];
  log?: (name: string, text: string) => void;
}) => ClusterNode;
