import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { repoPath } from '../src/paths.ts';
import { compiledPath, PRELOAD, PROCESS_MAINS, type ProcessName } from '../src/processes.ts';
import { SERVICE_CLIENTS } from '../src/identity/demo-clients.ts';
import { processConfigs } from './deployment-files.ts';

const configs = processConfigs();
const SUBGRAPH_NAMES = ['locations', 'events', 'venues', 'submissions'];
const APPS = [...SUBGRAPH_NAMES, 'gateway', 'api', 'site'];

/** Dockerfile targets and what each runs. */
function dockerTargets(): Record<string, { cmd: string | undefined; args: string[]; user: string | undefined }> {
  const targets: Record<string, { cmd: string | undefined; args: string[]; user: string | undefined; from: string }> = {};
  let current: string | undefined;
  for (const line of readFileSync(repoPath('Dockerfile'), 'utf8').split('\n')) {
    const from = /^FROM (\S+) AS (\S+)/.exec(line);
    if (from) {
      current = from[2]!;
      targets[current] = { from: from[1]!, cmd: undefined, args: [], user: targets[from[1]!]?.user };
    }
    const user = /^USER (\S+)/.exec(line);
    if (user && current) targets[current]!.user = user[1];
    const cmd = /^CMD (\[.*\])/.exec(line);
    if (cmd && current) {
      const [, ...args] = JSON.parse(cmd[1]!) as string[];
      targets[current]!.cmd = args.pop();
      targets[current]!.args = args;
    }
  }
  return targets;
}

describe('Dockerfile', () => {
  it('has a target per process on Node 24, with production dependencies only, running as a user that is not root', () => {
    const source = readFileSync(repoPath('Dockerfile'), 'utf8');
    expect(source).toMatch(/^FROM node:24-\S+ AS base$/m);
    expect(source).toMatch(/npm ci --omit=dev/);
    const targets = dockerTargets();
    for (const target of [...APPS, 'identity']) {
      expect(targets[target], target).toBeDefined();
      expect(targets[target]!.user, target).toBe('node');
      // The compiled entry point of that process's source, which `npm run build` writes.
      const source = PROCESS_MAINS[target as ProcessName];
      expect(existsSync(repoPath(source)), source).toBe(true);
      expect(targets[target]!.cmd, target).toBe(compiledPath(source));
    }
  });

  it('runs compiled JavaScript with plain node: the build stage compiles, the processes load the compiled preload', () => {
    const source = readFileSync(repoPath('Dockerfile'), 'utf8');
    expect(source).toMatch(/^RUN npm run build$/m);
    expect(source).not.toMatch(/tsx/);
    const targets = dockerTargets();
    for (const name of APPS) expect(targets[name]!.args, name).toEqual(['--import', `./${compiledPath(PRELOAD)}`]);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(repoPath('docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        build?: { target: string };
        image?: string;
        profiles?: string[];
        environment?: Record<string, unknown>;
        healthcheck?: { test: string[] };
        depends_on?: Record<string, { condition: string; required?: boolean }>;
        ports?: string[];
        networks?: string[];
        command?: string[];
        restart?: string;
      }
    >;
  };
  const services = compose.services;

  it('runs PostgreSQL, Redis, an SMTP catcher, the identity provider, the subgraphs, the gateway and both facades, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api',
        'events',
        'gateway',
        'identity',
        'jaeger',
        'locations',
        'mail',
        'postgres',
        'redis',
        'site',
        'submissions',
        'supergraph',
        'venues',
      ].sort(),
    );
    for (const [name, service] of Object.entries(services)) {
      if (name === 'supergraph') continue; // a one-shot step
      expect(service.healthcheck?.test, name).toBeDefined();
    }
  });

  it('builds each process from its own Dockerfile target, and starts it after what it needs is healthy', () => {
    const targets = dockerTargets();
    for (const name of [...APPS, 'identity']) expect(services[name]!.build?.target, name).toBe(name);
    expect(targets[services.supergraph!.build!.target]).toBeDefined();
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition, `${name} -> ${dependency}`).toBe(
          dependency === 'supergraph' ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
    expect(Object.keys(services.gateway!.depends_on!).sort()).toEqual([
      'events',
      'locations',
      'redis',
      'submissions',
      'supergraph',
      'venues',
    ]);
    for (const subgraph of ['locations', 'events', 'venues', 'submissions'])
      expect(services[subgraph]!.depends_on).toHaveProperty('postgres');
  });

  it('sets only variables the processes read, every variable they require, and consistent ports and client secrets', () => {
    for (const name of [...APPS, 'identity']) {
      const environment = services[name]!.environment ?? {};
      const set = Object.keys(environment);
      expect(
        set.filter((key) => !configs[name]!.reads.includes(key)),
        `${name} sets variables it does not read`,
      ).toEqual([]);
      expect(
        configs[name]!.requires.filter((key) => !set.includes(key)),
        `${name} misses required variables`,
      ).toEqual([]);
      const port = String(environment.PORT);
      expect(port, name).toMatch(/^\d+$/);
      for (const mapping of services[name]!.ports ?? []) expect(mapping.split(':').at(-1), name).toBe(port);
    }
    for (const [name, client] of Object.entries(SERVICE_CLIENTS)) {
      const environment = services[name]!.environment!;
      expect(environment.OIDC_CLIENT_ID).toBe(client.clientId);
      expect(environment.OIDC_CLIENT_SECRET).toBe(
        services.identity!.environment![`CLIENT_SECRET_${client.clientId.toUpperCase().replace(/-/g, '_')}`],
      );
    }
    const supergraphUrls = services.supergraph!.environment!;
    for (const subgraph of ['locations', 'events', 'venues', 'submissions']) {
      expect(supergraphUrls[`${subgraph.toUpperCase()}_URL`]).toBe(`http://${subgraph}:${services[subgraph]!.environment!.PORT}/graphql`);
    }
  });

  it('runs the development identity provider only when asked (profile dev-identity): nothing needs it, tokens come from OIDC_ISSUER', () => {
    expect(services.identity!.profiles).toEqual(['dev-identity']);
    expect(services.identity!.environment!.HOST).toBe('0.0.0.0');
    expect(services.identity!.ports).toEqual(['127.0.0.1:4010:4010']);
    for (const [name, service] of Object.entries(services)) {
      if (name === 'identity' || name === 'jaeger') continue;
      expect(service.profiles, name).toBeUndefined();
      if (service.depends_on?.identity) expect(service.depends_on.identity.required, `${name} -> identity`).toBe(false);
      if (service.environment && 'OIDC_ISSUER' in service.environment)
        expect(service.environment.OIDC_ISSUER, name).toBe('$' + '{OIDC_ISSUER:?set OIDC_ISSUER in .env}');
    }
    expect(readFileSync(repoPath('.env.example'), 'utf8')).toMatch(/^OIDC_ISSUER=https:\/\/(?!identity)/m);
  });

  it('exports traces only when asked: every process gets the tracing settings (no endpoint by default), Jaeger only with the tracing profile', () => {
    const targets = dockerTargets();
    for (const name of APPS) {
      const environment = services[name]!.environment!;
      expect(environment.OTEL_EXPORTER_OTLP_ENDPOINT, name).toBe('$' + '{OTEL_EXPORTER_OTLP_ENDPOINT:-}');
      expect(environment.OTEL_TRACES_SAMPLER, name).toBe('parentbased_traceidratio');
      expect(targets[name]!.args, name).toEqual(['--import', `./${compiledPath(PRELOAD)}`]);
    }
    expect(services.jaeger!.profiles).toEqual(['tracing']);
    expect(services.jaeger!.ports).toEqual(['127.0.0.1:16686:16686']);
    expect(services.jaeger!.networks!.sort()).toEqual(['backend', 'frontend']);
  });

  it('keeps subgraphs off the public network: no published port, and no network shared with the facades', () => {
    const networksOf = (name: string) => services[name]!.networks ?? ['default'];
    for (const name of SUBGRAPH_NAMES) {
      expect(services[name]!.ports, name).toBeUndefined();
      expect(networksOf(name), name).toEqual(['backend']);
      expect(services[name]!.environment!.NODE_ENV, name).toBe('production');
    }
    for (const name of ['api', 'site']) expect(networksOf(name), name).not.toContain('backend');
    expect(networksOf('gateway').sort()).toEqual(['backend', 'frontend']);
  });

  it('keeps secrets out of the file: each comes from the environment (.env), and .env.example names them all', () => {
    const text = readFileSync(repoPath('docker-compose.yml'), 'utf8');
    const referenced = [...text.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]!);
    const example = readFileSync(repoPath('.env.example'), 'utf8');
    for (const name of new Set(referenced)) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(text).not.toMatch(/(PASSWORD|SECRET): [^$\s]/);
  });
});

describe('Kubernetes manifests (kustomize)', () => {
  const base = repoPath('infra/k8s/base');
  const kustomization = parse(readFileSync(join(base, 'kustomization.yaml'), 'utf8')) as {
    resources: string[];
    images: { name: string }[];
    configMapGenerator: { name: string; files: string[] }[];
  };
  const documents = kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(join(base, file), 'utf8')).map(
      (document) => document.toJS() as { kind: string; metadata: { name: string } },
    ),
  );
  const byKind = (kind: string) => documents.filter((document) => document.kind === kind);

  it('has no development identity provider: OIDC_ISSUER names the real one', () => {
    expect(documents.map((document) => document.metadata.name)).not.toContain('identity');
    expect(kustomization.images.map((image) => image.name).filter((name) => /identity/.test(name))).toEqual([]);
  });

  it('every resource is valid against the Kubernetes schemas', () => {
    const models: Record<string, new (data: never) => { validate(): void }> = {
      Deployment,
      Service,
      HorizontalPodAutoscaler,
      ConfigMap,
      NetworkPolicy,
    };
    for (const document of documents) {
      const Model = models[document.kind];
      expect(Model, document.kind).toBeDefined();
      expect(() => new Model!(document as never).validate(), `${document.kind} ${document.metadata.name}`).not.toThrow();
    }
  });

  it('each service has a Deployment with probes, resource requests and a non-root user, a Service and an autoscaler', () => {
    for (const name of APPS) {
      const deployment = byKind('Deployment').find((document) => document.metadata.name === name) as Deployment | undefined;
      expect(deployment, name).toBeDefined();
      const pod = deployment!.spec!.template.spec!;
      const container = pod.containers[0]!;
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      expect(container.readinessProbe?.httpGet?.path, name).toMatch(/^\/(readyz|livez)$/);
      expect(container.livenessProbe?.httpGet?.path, name).toBe('/livez');
      // A wedged process (a blocked event loop answers nothing) is restarted within a minute.
      const liveness = container.livenessProbe!;
      expect(liveness.timeoutSeconds! * 1, name).toBeLessThanOrEqual(5);
      expect(liveness.periodSeconds! * liveness.failureThreshold!, name).toBeLessThanOrEqual(60);
      expect(container.resources?.requests, name).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
      const port = container.ports!.find((candidate) => candidate.name === 'http')!.containerPort;
      expect(container.env!.find((variable) => variable.name === 'PORT')?.value, name).toBe(String(port));
      expect(deployment!.spec!.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });

      const service = byKind('Service').find((document) => document.metadata.name === name) as Service | undefined;
      expect(service?.spec?.selector, name).toEqual(deployment!.spec!.selector.matchLabels);
      expect(service?.spec?.ports?.[0]).toMatchObject({ port, targetPort: 'http' });
      const hpa = byKind('HorizontalPodAutoscaler').find((document) => document.metadata.name === name) as
        | HorizontalPodAutoscaler
        | undefined;
      expect(hpa?.spec?.scaleTargetRef, name).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa!.spec!.minReplicas).toBeGreaterThanOrEqual(2);
      expect(kustomization.images.map((image) => image.name)).toContain(container.image);
    }
  });

  it('sets only variables the processes read and every one they require; secrets come from a Secret, not the manifests', () => {
    const shared = (byKind('ConfigMap').find((document) => document.metadata.name === 'local-events-config') as ConfigMap | undefined)!
      .data!;
    for (const name of APPS) {
      const container = (byKind('Deployment').find((document) => document.metadata.name === name) as Deployment).spec!.template.spec!
        .containers[0]!;
      const own = container.env!.map((variable) => variable.name);
      expect(
        own.filter((key) => !configs[name]!.reads.includes(key)),
        `${name} sets variables it does not read`,
      ).toEqual([]);
      expect(
        configs[name]!.requires.filter((key) => !own.includes(key) && !(key in shared)),
        `${name} misses required variables`,
      ).toEqual([]);
      for (const variable of container.env!) {
        if (/SECRET|DATABASE_URL|REDIS_URL|SMTP_URL/.test(variable.name))
          expect(variable.valueFrom?.secretKeyRef?.name, `${name} ${variable.name}`).toBe('local-events-secrets');
      }
    }
    const readBySomeone = new Set(APPS.flatMap((name) => configs[name]!.reads));
    expect(Object.keys(shared).filter((key) => !readBySomeone.has(key))).toEqual([]);
  });

  it('lets only the gateway connect to a subgraph', () => {
    for (const name of SUBGRAPH_NAMES) {
      const policies = (byKind('NetworkPolicy') as unknown as NetworkPolicy[]).filter(
        (policy) => policy.spec?.podSelector?.matchLabels?.['app.kubernetes.io/name'] === name,
      );
      expect(policies, name).toHaveLength(1);
      const spec = policies[0]!.spec!;
      expect(spec.policyTypes, name).toEqual(['Ingress']);
      expect(spec.ingress, name).toEqual([
        { from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }], ports: [{ port: 'http', protocol: 'TCP' }] },
      ]);
    }
  });

  it('the gateway mounts the supergraph ConfigMap where it reads it, so a new supergraph is picked up without a restart', () => {
    const gateway = (byKind('Deployment').find((document) => document.metadata.name === 'gateway') as Deployment).spec!.template.spec!;
    const volume = gateway.volumes!.find((candidate) => candidate.configMap?.name === 'supergraph')!;
    const mount = gateway.containers[0]!.volumeMounts!.find((candidate) => candidate.name === volume.name)!;
    const path = (byKind('ConfigMap').find((document) => document.metadata.name === 'local-events-config') as ConfigMap).data!
      .SUPERGRAPH_PATH!;
    expect(dirname(path)).toBe(mount.mountPath);
    expect(kustomization.configMapGenerator).toContainEqual(
      expect.objectContaining({ name: 'supergraph', options: { disableNameSuffixHash: true } }),
    );
  });
});
