# syntax=docker/dockerfile:1
# One image per process, each its own target:
#   docker build --target locations -t local-events/locations .
# Targets: locations, events, venues, submissions, gateway, api, site, identity.
# Node 24. Each process runs the JavaScript that `npm run build` compiles into dist/, with plain node and production
# dependencies only, as the unprivileged `node` user.

FROM node:24-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# Every workspace's manifest, which is what npm ci reads.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY platform/package.json platform/
COPY contracts/package.json contracts/
COPY services/locations/package.json services/locations/
COPY services/events/package.json services/events/
COPY services/venues/package.json services/venues/
COPY services/submissions/package.json services/submissions/
COPY gateway/package.json gateway/
COPY facades/api/package.json facades/api/
COPY facades/site/package.json facades/site/
COPY infra/package.json infra/

# The build: every dependency (esbuild among them), the code, and `npm run build`.
FROM manifests AS build
RUN npm ci --include=dev --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

# Production dependencies of every workspace, installed once from the lockfile.
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM base AS runtime
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --from=build --chown=node:node /app/dist/chunks ./dist/chunks
COPY --from=build --chown=node:node /app/dist/platform ./dist/platform
USER node

FROM runtime AS locations
COPY --from=build --chown=node:node /app/dist/services/locations ./dist/services/locations
ENV PORT=4001
EXPOSE 4001
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/services/locations/src/main.js"]

FROM runtime AS events
COPY --from=build --chown=node:node /app/dist/services/events ./dist/services/events
ENV PORT=4002
EXPOSE 4002
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/services/events/src/main.js"]

FROM runtime AS venues
COPY --from=build --chown=node:node /app/dist/services/venues ./dist/services/venues
ENV PORT=4003
EXPOSE 4003
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/services/venues/src/main.js"]

FROM runtime AS submissions
COPY --from=build --chown=node:node /app/dist/services/submissions ./dist/services/submissions
ENV PORT=4004
EXPOSE 4004
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/services/submissions/src/main.js"]

# The gateway reads its supergraph from SUPERGRAPH_PATH (mount it: a Compose volume, a Kubernetes ConfigMap)
# and follows changes to that file without a restart.
FROM runtime AS gateway
COPY --from=build --chown=node:node /app/dist/gateway ./dist/gateway
USER root
RUN mkdir -p /supergraph && chown node:node /supergraph
USER node
ENV PORT=4000 SUPERGRAPH_PATH=/supergraph/supergraph.graphql
EXPOSE 4000
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/gateway/src/main.js"]

FROM runtime AS api
COPY --from=build --chown=node:node /app/dist/facades/api ./dist/facades/api
ENV PORT=3000
EXPOSE 3000
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/facades/api/src/main.js"]

FROM runtime AS site
COPY --from=build --chown=node:node /app/dist/facades/site ./dist/facades/site
ENV PORT=3001
EXPOSE 3001
CMD ["node", "--import", "./dist/platform/src/preload.js", "dist/facades/site/src/main.js"]

# The development identity provider, and the tool that composes a supergraph for a deployment's addresses
# (dist/infra/src/compose.js, as Compose's `supergraph` step runs it).
FROM runtime AS identity
COPY --from=build --chown=node:node /app/dist/infra ./dist/infra
USER root
RUN mkdir -p /state /supergraph && chown node:node /state /supergraph
USER node
ENV PORT=4010 IDENTITY_STATE_DIR=/state
EXPOSE 4010
CMD ["node", "dist/infra/src/identity/main.js"]
