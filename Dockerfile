# syntax=docker/dockerfile:1
# One image per process, each its own target:
#   docker build --target locations -t local-events/locations .
# Targets: locations, events, venues, submissions, gateway, api, site, identity.
# Node 24, production dependencies only, running as the unprivileged `node` user. TypeScript runs through tsx
# (a production dependency of the platform package); nothing is compiled.

FROM node:24-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# Production dependencies of every workspace, installed once from the lockfile.
FROM base AS deps
COPY package.json package-lock.json ./
COPY platform/package.json platform/
COPY services/locations/package.json services/locations/
COPY services/events/package.json services/events/
COPY services/venues/package.json services/venues/
COPY services/submissions/package.json services/submissions/
COPY gateway/package.json gateway/
COPY facades/api/package.json facades/api/
COPY facades/site/package.json facades/site/
COPY infra/package.json infra/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM base AS runtime
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node platform ./platform
USER node

FROM runtime AS locations
COPY --chown=node:node services/locations ./services/locations
ENV PORT=4001
EXPOSE 4001
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "services/locations/src/main.ts"]

FROM runtime AS events
COPY --chown=node:node services/events ./services/events
ENV PORT=4002
EXPOSE 4002
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "services/events/src/main.ts"]

FROM runtime AS venues
COPY --chown=node:node services/venues ./services/venues
ENV PORT=4003
EXPOSE 4003
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "services/venues/src/main.ts"]

FROM runtime AS submissions
COPY --chown=node:node services/submissions ./services/submissions
ENV PORT=4004
EXPOSE 4004
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "services/submissions/src/main.ts"]

# The gateway reads its supergraph from SUPERGRAPH_PATH (mount it: a Compose volume, a Kubernetes ConfigMap)
# and follows changes to that file without a restart.
FROM runtime AS gateway
COPY --chown=node:node gateway ./gateway
USER root
RUN mkdir -p /supergraph && chown node:node /supergraph
USER node
ENV PORT=4000 SUPERGRAPH_PATH=/supergraph/supergraph.graphql
EXPOSE 4000
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "gateway/src/main.ts"]

FROM runtime AS api
COPY --chown=node:node facades/api ./facades/api
ENV PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "facades/api/src/main.ts"]

FROM runtime AS site
COPY --chown=node:node facades/site ./facades/site
ENV PORT=3001
EXPOSE 3001
CMD ["node", "--import", "tsx", "--import", "@local-events/platform/preload", "facades/site/src/main.ts"]

# The development identity provider, and the tools that compose a supergraph (`npm run compose`) and check one
# subgraph against the others (`npm run check`): they import every subgraph.
FROM runtime AS identity
COPY --chown=node:node services ./services
COPY --chown=node:node gateway ./gateway
COPY --chown=node:node infra ./infra
USER root
RUN mkdir -p /state /supergraph && chown node:node /state /supergraph
USER node
ENV PORT=4010 IDENTITY_STATE_DIR=/state
EXPOSE 4010
CMD ["node", "--import", "tsx", "infra/src/identity/main.ts"]
